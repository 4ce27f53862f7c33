/**
 * A theme's format for a project field or the reference (spec 02 sections 3 and 5): the source of
 * a regular expression, written by the provider's staff. Every check, in the browser and on the
 * server, compiles it here, so that the pattern the theme check judged safe (apps/server, themes)
 * is exactly the one that runs on customers' input (decision 0043):
 *
 * - the whole value must match: the source is wrapped as `^(?:source)$`, so '\d{4}' means "four
 *   digits" and not "contains four digits", and an alternation 'KP|PR' is anchored as a whole;
 * - with the `u` flag: strict syntax (no Annex B guesses such as a lone '{') and letters beyond
 *   ASCII count as one character, as they do for maxLength.
 */
export const FIELD_FORMAT_FLAGS = 'u';

/** The source that is compiled: the theme's pattern anchored at both ends. */
export function anchoredFieldFormat(format: string): string {
  return `^(?:${format})$`;
}

/**
 * The compiled format, or null when the source is not a regular expression. The source must
 * compile on its own too: '\d)|(?:x' compiles once wrapped, but would unanchor the check.
 */
export function compileFieldFormat(format: string): RegExp | null {
  try {
    new RegExp(format, FIELD_FORMAT_FLAGS);
    return new RegExp(anchoredFieldFormat(format), FIELD_FORMAT_FLAGS);
  } catch {
    return null;
  }
}

/** Whether a theme may hold this format (its syntax; whether it is safe is the server's check). */
export function isCompilableFieldFormat(format: string): boolean {
  return compileFieldFormat(format) !== null;
}
