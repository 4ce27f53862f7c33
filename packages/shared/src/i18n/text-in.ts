/** Every dotted key of the texts of a catalogue (or a part of one), e.g. 'errors.THEME_NOT_FOUND'. */
export type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * A text of `texts` by its dotted key, its {{name}} placeholders filled. Kept apart from the
 * whole catalogue so that code running in the browser can read one part of it (the copy and scan
 * jobs' words, say) without bringing every text of the portal into its bundle.
 */
export function textIn<Texts extends object>(
  texts: Texts,
  key: Leaves<Texts>,
  values: Record<string, string | number> = {},
): string {
  let node: unknown = texts;
  for (const part of (key as string).split('.')) {
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string') throw new Error(`missing text ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
