/**
 * Where a purchasing-portal order may be posted back (decision 0055). The purchasing system names
 * its address when it opens the portal (OCI's HOOK_URL); a browser carries that start, so the
 * address is only taken when it is an http(s) address without credentials on one of the origins
 * the provider's data allows for the theme. Nothing here reads a database: the rule is tested
 * alone, the service applies it with the theme's settings.
 */

/** Longer addresses are refused: a purchasing system's hook is a few hundred characters. */
export const CALLBACK_URL_MAX_LENGTH = 2048;

export type CallbackProblem = 'invalid' | 'notAllowed';

/** The origin of an http(s) address ('https://inkoop.example.nl'), null for anything else. */
export function httpOrigin(address: string): string | null {
  if (address.length > CALLBACK_URL_MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  // A user name or password in the address would travel in the customer's browser.
  if (url.username !== '' || url.password !== '') return null;
  return url.origin;
}

/** Why an address given at the start may not receive the order, or null when it may. */
export function callbackProblem(address: string, allowedOrigins: readonly string[]): CallbackProblem | null {
  const origin = httpOrigin(address);
  if (origin === null) return 'invalid';
  const allowed = allowedOrigins.map((entry) => httpOrigin(entry)).filter((entry) => entry !== null);
  return allowed.includes(origin) ? null : 'notAllowed';
}
