import { nl } from './nl';
import { type Leaves, textIn } from './text-in';

/** Every key of the catalogue, e.g. 'errors.THEME_NOT_FOUND'. */
export type TextKey = Leaves<typeof nl>;

/**
 * Looks up a Dutch text and fills {{name}} placeholders. The web app uses i18next over the
 * same catalogue; this helper serves the server and pure code.
 */
export function translate(key: TextKey, values: Record<string, string | number> = {}): string {
  return textIn(nl, key, values);
}
