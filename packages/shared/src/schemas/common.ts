import { z } from 'zod';

/** The one error shape of every API answer that is not a success. */
export const apiErrorSchema = z.object({
  error: z.string().describe('Stable code for programs, e.g. VALIDATION_ERROR'),
  message: z.string().describe('Dutch text for people'),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const hexColorSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'geen hex-kleur');
export const uuidSchema = z.uuid();
