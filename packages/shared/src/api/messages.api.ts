import { z } from 'zod';
import { messageParamsSchema, messagesQuerySchema, messagesResponseSchema } from '../schemas/message';
import { defineEndpoint } from './endpoint';

/** Post-it messages on the home screen (spec 01 sections 2 and 3). */

export const listMessages = defineEndpoint({
  method: 'GET',
  path: '/api/v3/messages',
  access: 'public',
  tag: 'messages',
  summary: 'De post-its van een thema die deze bezoeker niet heeft gesloten',
  query: messagesQuerySchema,
  status: 200,
  response: messagesResponseSchema,
  errors: ['INVALID_THEME_NAME', 'THEME_NOT_FOUND'],
});

export const closeMessage = defineEndpoint({
  method: 'DELETE',
  path: '/api/v3/messages/:id',
  access: 'public',
  tag: 'messages',
  summary: 'Sluit een post-it voor deze bezoeker',
  params: messageParamsSchema,
  query: messagesQuerySchema,
  status: 204,
  response: z.null(),
  errors: ['INVALID_THEME_NAME', 'THEME_NOT_FOUND', 'MESSAGE_NOT_FOUND'],
});
