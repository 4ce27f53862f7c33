import { closeMessage, listMessages } from '@portal/shared/api/messages.api';
import { visitorIdOf } from '../../lib/visitor';
import { isFailure } from '../../platform/failure';
import { type RouteDefinition, route } from '../../platform/routes';
import type { MessagesService } from './messages.service';

export function messagesRoutes(messages: MessagesService): RouteDefinition[] {
  return [
    route(listMessages, async ({ query, request, reply }) => {
      const list = await messages.list(query.theme, visitorIdOf(request, reply));
      return isFailure(list) ? list : { messages: list };
    }),
    route(
      closeMessage,
      async ({ params, query, request, reply }) =>
        (await messages.close(params.id, query.theme, visitorIdOf(request, reply))) ?? null,
      { rateLimit: { max: 60, timeWindow: '1 minute' } },
    ),
  ];
}
