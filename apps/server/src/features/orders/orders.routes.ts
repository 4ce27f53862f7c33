import { orderQuote, placeOrder, requestQuote, saveCopyOrder } from '@portal/shared/api/orders.api';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared/api/request-headers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { visitorIdOf } from '../../lib/visitor';
import { fail, isFailure } from '../../platform/failure';
import { type Caller, type RouteDefinition, route } from '../../platform/routes';
import type { DescribedBody } from './flows/copy-flow';
import type { PrintFlowFailure, PrintOrderBody } from './flows/print-flow';
import type { QuoteRequestBody } from './flows/quote-request-flow';
import type { QuotedFlowFailure, QuotedOrderBody } from './flows/quoted-flow';
import type { SecuredFlowFailure } from './flows/secured-flow';
import type { OrderCaller, OrderFlow } from './pipeline/order-flow';
import type { OrderPipeline } from './pipeline/order-pipeline';
import { endPunchOutSession, punchOutStartOf } from './punch-out/punch-out.routes';

/** A key as the contract asks: a UUID, one per attempt to order. */
const IDEMPOTENCY_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The flows the placing endpoints hand their bodies to. */
export type OrderFlows = {
  print: OrderFlow<PrintOrderBody, PrintFlowFailure>;
  secured: OrderFlow<PrintOrderBody, SecuredFlowFailure>;
  copy: OrderFlow<DescribedBody, never>;
  scan: OrderFlow<DescribedBody, never>;
  quoteRequest: OrderFlow<QuoteRequestBody, 'UPLOAD_SESSION_NOT_FOUND' | 'UPLOAD_ERROR'>;
  quoted: OrderFlow<QuotedOrderBody, QuotedFlowFailure>;
};

const orderCaller = (caller: Caller, request: FastifyRequest, reply: FastifyReply): OrderCaller => ({
  visitorId: visitorIdOf(request, reply),
  userId: caller.user.id,
  email: caller.user.email,
  securityLevel: caller.user.securityLevel,
  themeId: caller.user.themeId,
});

/**
 * Every placing endpoint (decision 0071): the Idempotency-Key from its header, the body to its
 * flow, the one pipeline. Only the print order goes back to a purchasing system.
 */
export function ordersRoutes(pipeline: OrderPipeline, flows: OrderFlows): RouteDefinition[] {
  function keyOf(request: FastifyRequest) {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    return typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? key.toLowerCase() : null;
  }

  return [
    route(placeOrder, async ({ caller, body, request, reply }) => {
      const key = keyOf(request);
      if (!key) return fail('IDEMPOTENCY_KEY_MISSING');
      const flow = body.printType === 'PRINT_TEMPLATE' ? flows.secured : flows.print;
      const outcome = await pipeline.place(
        flow,
        orderCaller(caller, request, reply),
        key,
        body,
        punchOutStartOf(request),
      );
      if (isFailure(outcome)) return outcome;
      if (outcome.body.punchOut) endPunchOutSession(request, reply);
      return outcome.body;
    }),
    route(saveCopyOrder, async ({ caller, body, request, reply }) => {
      const key = keyOf(request);
      if (!key) return fail('IDEMPOTENCY_KEY_MISSING');
      // Only the copy and scan orders this endpoint is for (spec 02 section 7).
      const flow =
        body.details.orderType === 'scanOrder'
          ? flows.scan
          : body.details.orderType === 'copyOrder'
            ? flows.copy
            : null;
      if (!flow) return fail('ORDER_TYPE_NOT_ALLOWED');
      const outcome = await pipeline.place(flow, orderCaller(caller, request, reply), key, body);
      return isFailure(outcome) ? outcome : outcome.body;
    }),
    route(requestQuote, async ({ caller, body, request, reply }) => {
      const key = keyOf(request);
      if (!key) return fail('IDEMPOTENCY_KEY_MISSING');
      const outcome = await pipeline.place(
        flows.quoteRequest,
        orderCaller(caller, request, reply),
        key,
        body,
      );
      return isFailure(outcome) ? outcome : outcome.body;
    }),
    route(orderQuote, async ({ caller, params, body, request, reply }) => {
      const key = keyOf(request);
      if (!key) return fail('IDEMPOTENCY_KEY_MISSING');
      const outcome = await pipeline.place(flows.quoted, orderCaller(caller, request, reply), key, {
        ...body,
        requestId: params.orderId,
      });
      return isFailure(outcome) ? outcome : outcome.body;
    }),
  ];
}
