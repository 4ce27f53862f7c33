import { describe, expect, it } from 'vitest';
import {
  CONSENT_MAX_AGE_SECONDS,
  cookieDomains,
  cookiePaths,
  cookiesToDelete,
  deletionStrings,
  parseCookies,
  readConsent,
  serialiseConsentCookie,
} from './consent-cookie';

describe('consent cookie', () => {
  it('lasts 90 days', () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(7776000);
  });

  it.each([
    ['allowed', 'http:', 'cookie_consent=allowed; Max-Age=7776000; Path=/; SameSite=Strict'],
    ['denied', 'http:', 'cookie_consent=denied; Max-Age=7776000; Path=/; SameSite=Strict'],
    ['allowed', 'https:', 'cookie_consent=allowed; Max-Age=7776000; Path=/; SameSite=Strict; Secure'],
    ['denied', 'https:', 'cookie_consent=denied; Max-Age=7776000; Path=/; SameSite=Strict; Secure'],
  ] as const)('serialises %s over %s', (choice, protocol, expected) => {
    expect(serialiseConsentCookie(choice, protocol)).toBe(expected);
  });

  it.each([
    ['', null],
    ['cookie_consent=allowed', 'allowed'],
    ['_ga=GA1.2.3; cookie_consent=denied; session=abc', 'denied'],
    ['cookie_consent=maybe', null],
    ['xcookie_consent=allowed', null],
    ['cookie_consent=', null],
  ] as const)('reads %j as %s', (cookieString, expected) => {
    expect(readConsent(cookieString)).toBe(expected);
  });

  it('parses values that contain "="', () => {
    expect(parseCookies('a=b=c; d=')).toEqual([
      { name: 'a', value: 'b=c' },
      { name: 'd', value: '' },
    ]);
  });
});

describe('cookies removed on denied', () => {
  it.each([
    ['', []],
    ['session=s1; upload_session=u1; cookie_consent=denied', []],
    ['_ga=GA1; session=s1; _gid=x; tracking=1; cookie_consent=denied', ['_ga', '_gid', 'tracking']],
    ['_ga=one; _ga=two', ['_ga']],
    ['Session=s1; sessionx=2', ['Session', 'sessionx']],
  ])('from %j deletes %j', (cookieString, expected) => {
    expect(cookiesToDelete(cookieString)).toEqual(expected);
  });

  it('tries the host and each parent domain, not an IP address', () => {
    expect(cookieDomains('portaal.drukwerk.example')).toEqual([
      'portaal.drukwerk.example',
      'drukwerk.example',
      'example',
    ]);
    expect(cookieDomains('127.0.0.1')).toEqual([]);
    expect(cookieDomains('[::1]')).toEqual([]);
    expect(cookieDomains('localhost')).toEqual(['localhost']);
  });

  it("tries '/' and the current path with its prefixes", () => {
    expect(cookiePaths('/')).toEqual(['/']);
    expect(cookiePaths('/gemeente/check-out')).toEqual([
      '/',
      '/gemeente',
      '/gemeente/',
      '/gemeente/check-out',
      '/gemeente/check-out/',
    ]);
  });

  it('expires a cookie for every path and domain combination', () => {
    const strings = deletionStrings('_ga', { hostname: 'a.example', pathname: '/x' });
    expect(strings).toHaveLength(3 * 3);
    expect(strings).toContain('_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/');
    expect(strings).toContain(
      '_ga=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/x; Domain=example',
    );
  });
});
