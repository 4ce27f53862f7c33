import type { z } from 'zod';

/**
 * The fields of a form that do not pass its schema yet, in the form's order: what the form names
 * under 'Nog niet alle verplichte velden zijn (correct) ingevuld', so nobody has to guess why
 * the button stays grey.
 */
export function incompleteFields<Field extends string>(
  schema: z.ZodType,
  values: unknown,
  order: readonly Field[],
): Field[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  const failing = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  return order.filter((field) => failing.has(field));
}
