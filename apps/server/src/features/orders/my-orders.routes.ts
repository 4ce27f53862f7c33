import { getMyOrder, listMyOrders, reorder } from '@portal/shared/api/my-orders.api';
import type { FastifyReply } from 'fastify';
import { visitorIdOf } from '../../lib/visitor';
import {
  type Authenticator,
  type Caller,
  callerHasAccess,
  type RouteDefinition,
  route,
} from '../../platform/routes';
import type { MyOrdersCaller, MyOrdersService } from './my-orders.service';

/** A status the desk changed shows at once: the browser keeps the answer for this user only and asks each time. */
const revalidateEachTime = (reply: FastifyReply) => reply.header('cache-control', 'private, no-cache');

/** My orders over HTTP (decision 0051). */
export function myOrdersRoutes(service: MyOrdersService, auth: Authenticator): RouteDefinition[] {
  const myOrdersCaller = (caller: Caller): MyOrdersCaller => ({
    userId: caller.user.id,
    isOrderDesk: callerHasAccess(auth, caller, 'orderDesk'),
  });
  return [
    route(listMyOrders, async ({ caller, query, reply }) => {
      revalidateEachTime(reply);
      return service.list(myOrdersCaller(caller), query);
    }),
    route(getMyOrder, async ({ caller, params, reply }) => {
      revalidateEachTime(reply);
      return service.get(myOrdersCaller(caller), params.orderId);
    }),
    route(reorder, async ({ caller, params, body, request, reply }) =>
      service.reorder(
        {
          visitorId: visitorIdOf(request, reply),
          userId: caller.user.id,
          securityLevel: caller.user.securityLevel,
          themeId: caller.user.themeId,
        },
        params.orderId,
        body.sessionId,
      ),
    ),
  ];
}
