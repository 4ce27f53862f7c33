/** Theme names are URL segments: lower-case letters, digits and hyphens, at most 64. */
export const THEME_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The provider's own theme: the one at '/' and the fallback for an unknown name. */
export const DEFAULT_THEME_NAME = 'default';

export function isThemeName(value: string): boolean {
  return THEME_NAME_PATTERN.test(value);
}
