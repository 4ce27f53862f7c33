import { apiErrorSchema } from '@portal/shared/schemas/common';
import { messagesResponseSchema } from '@portal/shared/schemas/message';
import { isThemeName } from '@portal/shared/schemas/theme';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { visitorIdOf } from '../../lib/visitor';
import { DEFAULT_THEME_NAME } from '../themes/themes.service';
import type { MessagesService } from './messages.service';

const themeQuery = z.object({ theme: z.string().default(DEFAULT_THEME_NAME) });

function checkedTheme(name: string): string {
  if (!isThemeName(name)) throw new AppError(400, 'INVALID_THEME_NAME');
  return name;
}

export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (
  app,
  { messages },
) => {
  app.get(
    '/messages',
    {
      schema: {
        tags: ['messages'],
        summary: 'The post-it messages of a theme that this visitor has not closed',
        querystring: themeQuery,
        response: { 200: messagesResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const list = await messages.list(checkedTheme(request.query.theme), visitorIdOf(request, reply));
      return { messages: list };
    },
  );

  app.delete(
    '/messages/:id',
    {
      schema: {
        tags: ['messages'],
        summary: 'Closes a post-it for this visitor',
        params: z.object({ id: z.uuid() }),
        querystring: themeQuery,
        response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await messages.close(request.params.id, checkedTheme(request.query.theme), visitorIdOf(request, reply));
      return reply.status(204).send(null);
    },
  );
};
