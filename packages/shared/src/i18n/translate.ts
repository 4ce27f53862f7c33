import { nl } from './nl';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the catalogue, e.g. 'errors.THEME_NOT_FOUND'. */
export type TextKey = Leaves<typeof nl>;

/**
 * Looks up a Dutch text and fills {{name}} placeholders. The web app uses i18next over the
 * same catalogue; this helper serves the server and pure code.
 */
export function translate(key: TextKey, values: Record<string, string | number> = {}): string {
  let node: unknown = nl;
  for (const part of key.split('.')) {
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string') throw new Error(`missing text ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
