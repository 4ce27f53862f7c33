import { placeOrder } from '@portal/shared/api/orders.api';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared/api/request-headers';
import { visitorIdOf } from '../../lib/visitor';
import { fail, isFailure } from '../../platform/failure';
import { type RouteDefinition, route } from '../../platform/routes';
import type { PlaceOrderService } from './place-order.service';
import { endPunchOutSession, punchOutStartOf } from './punch-out/punch-out.routes';

/** A key as the contract asks: a UUID, one per attempt to order. */
const IDEMPOTENCY_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function ordersRoutes(orders: PlaceOrderService): RouteDefinition[] {
  return [
    route(placeOrder, async ({ caller, body, request, reply }) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) return fail('IDEMPOTENCY_KEY_MISSING');
      const outcome = await orders.place(
        {
          visitorId: visitorIdOf(request, reply),
          userId: caller.user.id,
          email: caller.user.email,
          securityLevel: caller.user.securityLevel,
          themeId: caller.user.themeId,
        },
        key.toLowerCase(),
        body,
        punchOutStartOf(request),
      );
      if (isFailure(outcome)) return outcome;
      if (outcome.body.punchOut) endPunchOutSession(request, reply);
      return outcome.body;
    }),
  ];
}
