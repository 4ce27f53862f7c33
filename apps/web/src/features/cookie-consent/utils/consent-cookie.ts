import { COOKIE_CONSENT_DAYS, COOKIE_NAMES } from '@portal/shared/constants';

/** The spec's consent values (01 section 3, "Cookie consent value"). */
export type ConsentChoice = 'allowed' | 'denied';

export const CONSENT_MAX_AGE_SECONDS = COOKIE_CONSENT_DAYS * 24 * 60 * 60;

/** Cookies a refusal leaves alone: the session, the upload session and the choice itself. */
export const ESSENTIAL_COOKIES: readonly string[] = [
  COOKIE_NAMES.session,
  COOKIE_NAMES.uploadSession,
  COOKIE_NAMES.consent,
];

/** Name/value pairs of a `document.cookie` string; values stay as written. */
export function parseCookies(cookieString: string): { name: string; value: string }[] {
  return cookieString
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const equals = part.indexOf('=');
      return equals === -1
        ? { name: '', value: part }
        : { name: part.slice(0, equals).trim(), value: part.slice(equals + 1).trim() };
    });
}

/** The stored choice, or null when unset or unreadable (which shows the dialog again). */
export function readConsent(cookieString: string): ConsentChoice | null {
  const value = parseCookies(cookieString).find((cookie) => cookie.name === COOKIE_NAMES.consent)?.value;
  return value === 'allowed' || value === 'denied' ? value : null;
}

/** The Set-Cookie style string that stores a choice for 90 days (spec: strict, secure). */
export function serialiseConsentCookie(choice: ConsentChoice, protocol: string): string {
  const attributes = [
    `${COOKIE_NAMES.consent}=${choice}`,
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Strict',
  ];
  // A Secure cookie is dropped on plain http, so a local installation would ask forever.
  if (protocol === 'https:') attributes.push('Secure');
  return attributes.join('; ');
}

/** Names of the script-visible cookies a refusal removes. */
export function cookiesToDelete(cookieString: string): string[] {
  const names = parseCookies(cookieString).map((cookie) => cookie.name);
  return [...new Set(names)].filter((name) => name !== '' && !ESSENTIAL_COOKIES.includes(name));
}

/** The host itself and each parent domain (a.b.example -> b.example -> example); none for an IP. */
export function cookieDomains(hostname: string): string[] {
  if (!hostname || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [];
  const labels = hostname.split('.');
  return labels.map((_, index) => labels.slice(index).join('.'));
}

/** '/' and every prefix of the current path, since a cookie may have been set for any of them. */
export function cookiePaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const paths = ['/'];
  for (let index = 1; index <= segments.length; index++) {
    const path = `/${segments.slice(0, index).join('/')}`;
    paths.push(path, `${path}/`);
  }
  return [...new Set(paths)];
}

/**
 * Strings that expire one cookie for every path and domain it may have been set with: a
 * cookie is only removed by a write with the same path and domain, which scripts cannot read.
 */
export function deletionStrings(name: string, location: { hostname: string; pathname: string }): string[] {
  const domains = [undefined, ...cookieDomains(location.hostname)];
  return cookiePaths(location.pathname).flatMap((path) =>
    domains.map(
      (domain) =>
        `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=${path}${domain ? `; Domain=${domain}` : ''}`,
    ),
  );
}
