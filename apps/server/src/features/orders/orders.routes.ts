import { orderQuote, placeOrder, requestQuote, saveCopyOrder } from '@portal/shared/api/orders.api';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared/api/request-headers';
import type { ErrorCode } from '@portal/shared/i18n/nl/errors';
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
  /** The print store's check-out: the print flow's cart, placed as kind 'store'. */
  checkOut: OrderFlow<PrintOrderBody, PrintFlowFailure>;
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
 * flow, the one pipeline, with what a purchasing system said at its start; an order that went
 * back to it ends that session. Which flows a purchasing portal places is the flow's
 * (decision 0100).
 */
export function ordersRoutes(pipeline: OrderPipeline, flows: OrderFlows): RouteDefinition[] {
  function keyOf(request: FastifyRequest) {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    return typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? key.toLowerCase() : null;
  }

  async function place<Body, Codes extends ErrorCode>(
    flow: OrderFlow<Body, Codes>,
    body: Body,
    { caller, request, reply }: { caller: Caller; request: FastifyRequest; reply: FastifyReply },
  ) {
    const key = keyOf(request);
    if (!key) return fail('IDEMPOTENCY_KEY_MISSING');
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
  }

  return [
    route(placeOrder, (context) => {
      const { printType, product } = context.body;
      const flow =
        printType === 'PRINT_TEMPLATE'
          ? flows.secured
          : product === 'printProduct'
            ? flows.checkOut
            : flows.print;
      return place(flow, context.body, context);
    }),
    route(saveCopyOrder, async (context) => {
      // Only the copy and scan orders this endpoint is for (spec 02 section 7).
      const { orderType } = context.body.details;
      const flow = orderType === 'scanOrder' ? flows.scan : orderType === 'copyOrder' ? flows.copy : null;
      if (!flow) return fail('ORDER_TYPE_NOT_ALLOWED');
      return place(flow, context.body, context);
    }),
    route(requestQuote, (context) => place(flows.quoteRequest, context.body, context)),
    route(orderQuote, (context) =>
      place(flows.quoted, { ...context.body, requestId: context.params.orderId }, context),
    ),
  ];
}
