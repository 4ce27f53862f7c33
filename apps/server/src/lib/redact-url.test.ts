import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('hides the token of a shared-files link in the API and on the page, with what follows it kept', () => {
    const token = 'qPVZT4cm1B3KZ3EmEGp2FMxH9KIBy9o-vAUAWBKnyQk';
    expect(redactUrl(`/api/v3/shared/${token}`)).toBe('/api/v3/shared/[verborgen]');
    expect(redactUrl(`/api/v3/shared/${token}/unlock`)).toBe('/api/v3/shared/[verborgen]/unlock');
    expect(redactUrl(`/api/v3/shared/${token}/files/abc?x=1`)).toBe(
      '/api/v3/shared/[verborgen]/files/abc?x=1',
    );
    expect(redactUrl(`/gedeeld/${token}?utm=mail`)).toBe('/gedeeld/[verborgen]?utm=mail');
    expect(redactUrl(`/gedeeld/${token}#boven`)).toBe('/gedeeld/[verborgen]#boven');
  });

  it('leaves every other address as it is', () => {
    for (const url of [
      '/',
      '/api/v3/shares',
      '/api/v3/shares/1234/revoke',
      '/filestore/archives',
      '/gedeeld',
    ])
      expect(redactUrl(url)).toBe(url);
  });
});
