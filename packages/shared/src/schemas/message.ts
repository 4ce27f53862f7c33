import { z } from 'zod';
import { DEFAULT_THEME_NAME } from '../rules/theme-name';
import { hexColorSchema } from './common';

export const messageButtonSchema = z
  .object({
    type: z.enum(['url', 'close']),
    /** The address for url buttons; empty for close. */
    value: z.string().max(500),
    label: z.string().min(1).max(40),
    textColor: hexColorSchema,
    borderColor: hexColorSchema,
    backgroundColor: hexColorSchema,
  })
  .refine((button) => button.type !== 'url' || /^(https?:\/\/|\/)/.test(button.value), {
    message: 'url buttons need an http(s) or site-relative address',
    path: ['value'],
  });
export type MessageButton = z.infer<typeof messageButtonSchema>;

/** A post-it on the home screen. */
export const messageSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  backgroundColor: hexColorSchema,
  buttons: z.array(messageButtonSchema),
});
export type Message = z.infer<typeof messageSchema>;

/**
 * The theme whose post-its are meant. Any short string passes the schema, so that a malformed
 * name gets its own failure (INVALID_THEME_NAME) rather than a generic validation error.
 */
export const messagesQuerySchema = z.object({ theme: z.string().max(200).default(DEFAULT_THEME_NAME) });
export const messagesResponseSchema = z.object({ messages: z.array(messageSchema) });
export const messageParamsSchema = z.object({ id: z.uuid() });
