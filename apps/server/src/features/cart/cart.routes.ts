import { addToCart, configureFile, getCart, putInCart, removeFromCart } from '@portal/shared/api/cart.api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { visitorIdOf } from '../../lib/visitor';
import { isFailure } from '../../platform/failure';
import { answerOnce } from '../../platform/prepared-answers';
import { type Caller, type RouteDefinition, route } from '../../platform/routes';
import type { CartCaller, CartService } from './cart.service';

const cartCaller = (caller: Caller, request: FastifyRequest, reply: FastifyReply): CartCaller => ({
  visitorId: visitorIdOf(request, reply),
  userId: caller.user.id,
  securityLevel: caller.user.securityLevel,
  themeId: caller.user.themeId,
});

export function cartRoutes(cart: CartService): RouteDefinition[] {
  return [
    route(configureFile, async ({ caller, params, body, request, reply }) =>
      cart.configure(cartCaller(caller, request, reply), params.sessionId, params.fileId, body),
    ),
    // The same state of a cart gives the same object: serialised once per state (decision 0059).
    route(getCart, async ({ caller, params, request, reply }) => {
      const answer = await cart.cart(cartCaller(caller, request, reply), params.sessionId);
      return isFailure(answer) ? answer : answerOnce(getCart, answer);
    }),
    route(addToCart, async ({ caller, params, body, request, reply }) =>
      cart.add(cartCaller(caller, request, reply), params.sessionId, body.fileIds),
    ),
    route(putInCart, async ({ caller, params, body, request, reply }) =>
      cart.putInCart(cartCaller(caller, request, reply), params.sessionId, body),
    ),
    route(removeFromCart, async ({ caller, params, request, reply }) =>
      cart.remove(cartCaller(caller, request, reply), params.sessionId, params.fileId),
    ),
  ];
}
