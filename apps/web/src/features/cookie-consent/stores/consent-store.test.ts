import { afterEach, describe, expect, it } from 'vitest';
import { removeNonEssentialCookies, writeCookie } from './consent-store';

const clearCookies = () => {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]?.trim())) {
    if (name) writeCookie(`${name}=; Max-Age=0; Path=/`);
  }
};
afterEach(clearCookies);

describe('refusing cookies in the browser', () => {
  it('keeps only the session, upload-session and consent cookies', () => {
    writeCookie('session=s1; Path=/');
    writeCookie('cookie_consent=denied; Path=/');
    writeCookie('_ga=GA1.1.2; Path=/');
    writeCookie('tracking=yes; Path=/');
    writeCookie(`_gid=x; Path=/; Domain=${window.location.hostname}`);
    expect(document.cookie).toContain('_ga=');

    removeNonEssentialCookies();

    const left = document.cookie.split('; ').sort();
    expect(left).toEqual(['cookie_consent=denied', 'session=s1']);
  });
});
