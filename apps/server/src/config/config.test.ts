import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { DATA_DIR: '/tmp/portal-config-test', JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.staffDomains).toHaveLength(3);
    expect(config.mailRecipients.contact).toMatch(/@/);
    expect(config.sessionFilesMax).toBe(1000);
    expect(config.loginsPerUserMax).toBe(20);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ ...base, PORT: 'abc', SMTP_URL: 'not a url', NODE_ENV: 'staging' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const text = (error as Error).message;
      expect(text).toContain('PORT');
      expect(text).toContain('SMTP_URL');
      expect(text).toContain('NODE_ENV');
    }
  });

  it('refuses a files-per-session limit below one', () => {
    expect(loadConfig({ ...base, SESSION_FILES_MAX: '3' }).sessionFilesMax).toBe(3);
    expect(() => loadConfig({ ...base, SESSION_FILES_MAX: '0' })).toThrow(/SESSION_FILES_MAX/);
  });

  it('refuses a logins-per-user limit below one or not a whole number', () => {
    expect(loadConfig({ ...base, LOGINS_PER_USER_MAX: '1' }).loginsPerUserMax).toBe(1);
    expect(loadConfig({ ...base, LOGINS_PER_USER_MAX: '250' }).loginsPerUserMax).toBe(250);
    for (const bad of ['0', '-3', '2.5', 'twintig'])
      expect(() => loadConfig({ ...base, LOGINS_PER_USER_MAX: bad })).toThrow(/LOGINS_PER_USER_MAX/);
  });

  it('requires a JWT secret in production', () => {
    expect(() => loadConfig({ DATA_DIR: base.DATA_DIR, NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it("reads the per-IP limits' allow list and refuses what is not an IP address", () => {
    expect(loadConfig(base).rateLimitAllowList).toEqual([]);
    expect(loadConfig({ ...base, RATE_LIMIT_ALLOW_LIST: ' 127.0.0.1, ::1 ,' }).rateLimitAllowList).toEqual([
      '127.0.0.1',
      '::1',
    ]);
    expect(() => loadConfig({ ...base, RATE_LIMIT_ALLOW_LIST: '127.0.0.1,kantoor.example' })).toThrow(
      /RATE_LIMIT_ALLOW_LIST/,
    );
  });

  it('refuses a recipient map that is not key=address', () => {
    expect(() => loadConfig({ ...base, MAIL_RECIPIENTS: 'contact=not-an-address' })).toThrow(
      /MAIL_RECIPIENTS/,
    );
  });

  it('trusts no proxy by default, and only the named proxies when told', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
    ]);
    for (const unsafe of ['true', '1', 'loadbalancer.example'])
      expect(() => loadConfig({ ...base, TRUST_PROXY: unsafe })).toThrow(/TRUST_PROXY/);
  });

  it('keeps files on the local disk unless STORAGE_URL names a bucket', () => {
    expect(loadConfig(base).storage).toEqual({ kind: 'local' });
    expect(
      loadConfig({
        ...base,
        STORAGE_URL: 's3://portal-files/prod/v1?endpoint=http://127.0.0.1:9000&region=eu-west-1',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'portal-files',
      prefix: 'prod/v1',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      // An endpoint of one's own (MinIO) wants the bucket in the path unless told otherwise.
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...base, STORAGE_URL: 's3://portal-files', AWS_REGION: 'eu-central-1' }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'portal-files',
      prefix: '',
      endpoint: undefined,
      region: 'eu-central-1',
      forcePathStyle: false,
    });
  });

  it.each([
    ['https://bucket/x', 'only s3://'],
    ['s3://Bad_Bucket/x', 'is not a bucket name'],
    ['s3://key:secret@portal-files', 'no credentials in the URL'],
    ['s3://portal-files/with%20space', 'is not a prefix'],
    ['s3://portal-files?endpoint=ftp://x', 'is not an http(s) URL'],
    ['s3://portal-files?forcePathStyle=yes', 'forcePathStyle must be true or false'],
    ['s3://portal-files?bucketRegion=x', 'unknown parameter "bucketRegion"'],
    ['not a url', 'not a URL'],
  ])('refuses STORAGE_URL %s with a clear reason', (url, reason) => {
    expect(() => loadConfig({ ...base, STORAGE_URL: url })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, STORAGE_URL: url })).toThrow(reason);
  });

  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig(base).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('looks postcodes up with the built-in provider unless PDOK is chosen', () => {
    expect(loadConfig(base).postcode).toEqual({
      provider: 'builtin',
      pdokBaseUrl: 'https://api.pdok.nl/bzk/locatieserver/search/v3_1',
      timeoutMs: 2500,
    });
    expect(
      loadConfig({
        ...base,
        POSTCODE_PROVIDER: 'pdok',
        PDOK_BASE_URL: 'http://127.0.0.1:8080/locatieserver/',
        POSTCODE_TIMEOUT_MS: '800',
      }).postcode,
    ).toEqual({ provider: 'pdok', pdokBaseUrl: 'http://127.0.0.1:8080/locatieserver', timeoutMs: 800 });
    expect(() => loadConfig({ ...base, POSTCODE_PROVIDER: 'google' })).toThrow(/POSTCODE_PROVIDER/);
    expect(() => loadConfig({ ...base, PDOK_BASE_URL: 'ftp://pdok.example' })).toThrow(/PDOK_BASE_URL/);
    expect(() => loadConfig({ ...base, POSTCODE_TIMEOUT_MS: '0' })).toThrow(/POSTCODE_TIMEOUT_MS/);
  });

  it('reads the locations as JSON and says what is wrong with them', () => {
    expect(loadConfig(base).locations).toHaveLength(5);
    const one = [
      { name: 'Zwolle', street: 'Markt 1', zipCode: '8011 AA', city: 'Zwolle', phone: '038 111 22 33' },
    ];
    expect(loadConfig({ ...base, LOCATIONS: JSON.stringify(one) }).locations).toEqual(one);
    expect(() => loadConfig({ ...base, LOCATIONS: 'Zwolle' })).toThrow(/LOCATIONS: not JSON/);
    expect(() => loadConfig({ ...base, LOCATIONS: '[{"name":"Zwolle"}]' })).toThrow(/LOCATIONS: 0.street/);
    expect(() => loadConfig({ ...base, COMPANY_KVK: '1234' })).toThrow(/COMPANY_KVK/);
  });

  it("keeps the real time unless a test sets the clock's start, and refuses that outside NODE_ENV=test", () => {
    expect(loadConfig(base).clockStart).toBeUndefined();
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).clockStart).toBeUndefined();
    expect(
      loadConfig({ ...base, NODE_ENV: 'test', CLOCK_START: '2026-04-14T07:00:00+02:00' }).clockStart,
    ).toEqual(new Date('2026-04-14T05:00:00Z'));
    expect(
      loadConfig({ ...base, NODE_ENV: 'test', CLOCK_START: '2026-04-14T05:00:00.000Z' }).clockStart,
    ).toEqual(new Date('2026-04-14T05:00:00Z'));
    for (const env of [undefined, 'development', 'production'])
      expect(() =>
        loadConfig({
          ...base,
          ...(env ? { NODE_ENV: env } : {}),
          CLOCK_START: '2026-04-14T07:00:00+02:00',
        }),
      ).toThrow(/CLOCK_START: only allowed with NODE_ENV=test/);
    // A day without a time, or a time without a zone, is not one moment.
    for (const vague of ['2026-04-14', '2026-04-14T07:00:00', 'morgen 07:00'])
      expect(() => loadConfig({ ...base, NODE_ENV: 'test', CLOCK_START: vague })).toThrow(/CLOCK_START/);
  });
});
