import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Location, locationSchema } from '@portal/shared/schemas/site';
import { z } from 'zod';
import { parseStorageUrl, type StorageSettings } from './storage-url';

const DEFAULT_STAFF_DOMAINS = 'drukwerkdirect.example,printcentrale.example,documentgroep.example';

/** The demo installation's five locations (the marketing text speaks of five). */
const DEMO_LOCATIONS = [
  { name: 'Utrecht', street: 'Printweg 12', zipCode: '3542 AB', city: 'Utrecht', phone: '030 123 45 67' },
  {
    name: 'Amsterdam',
    street: 'Drukkerijkade 4',
    zipCode: '1013 CD',
    city: 'Amsterdam',
    phone: '020 234 56 78',
  },
  {
    name: 'Rotterdam',
    street: 'Papierstraat 88',
    zipCode: '3011 EF',
    city: 'Rotterdam',
    phone: '010 345 67 89',
  },
  { name: 'Den Haag', street: 'Kopieerlaan 7', zipCode: '2511 GH', city: 'Den Haag', phone: '070 456 78 90' },
  {
    name: 'Eindhoven',
    street: 'Scanstraat 21',
    zipCode: '5611 JK',
    city: 'Eindhoven',
    phone: '040 567 89 01',
  },
];

/** The environment the server reads, validated once at boot (see ARCHITECTURE.md, Configuration). */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Only this machine by default: a server on every interface is a choice (see the README). */
  HOST: z.string().default('127.0.0.1'),
  /**
   * Which proxies in front of the server may say who the client is (X-Forwarded-For): off, or
   * their addresses / CIDR ranges ("loopback" for one on this machine). Never "any", and no hop
   * count (Fastify cannot check the peer then): a client could pick its own address and walk
   * past the per-IP limits (decision 0024).
   */
  TRUST_PROXY: z.string().default(''),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  /**
   * Where stored files live (decision 0119): unset, the local disk under DATA_DIR; or an
   * S3-compatible bucket, `s3://bucket/prefix?endpoint=…&region=…&forcePathStyle=…`, credentials
   * from the AWS SDK's usual environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).
   */
  STORAGE_URL: z.string().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('Drukwerk Direct <portaal@drukwerkdirect.example>'),
  JWT_SECRET: z.string().min(32).optional(),
  STAFF_DOMAINS: z.string().default(DEFAULT_STAFF_DOMAINS),
  BRAND_NAME: z.string().min(2).max(40).default('Drukwerk Direct'),
  /** Path segment used in brand-named content routes such as /over-{brandSlug}. */
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('drukwerkdirect'),
  /** Where theme logos and backgrounds are served from; a separate images host in production. */
  IMAGES_BASE_URL: z.string().default('/images'),
  /** Google Tag Manager container id; nothing is loaded when unset. */
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/)
    .optional(),
  /** Recipient keys of the mail endpoint mapped to real addresses (key=address,key=address). */
  MAIL_RECIPIENTS: z
    .string()
    .default(
      'contact=info@drukwerkdirect.example,termination=administratie@drukwerkdirect.example,printStore=printwinkel@drukwerkdirect.example',
    ),
  SUPPORT_EMAIL: z.email().default('helpdesk@drukwerkdirect.example'),
  SUPPORT_PHONE: z.string().default('030 123 45 67'),
  /** The provider as a company, shown on the contact page. */
  COMPANY_NAME: z.string().min(2).max(120).default('Drukwerk Direct B.V.'),
  COMPANY_KVK: z
    .string()
    .regex(/^\d{8}$/, 'eight digits')
    .default('12345678'),
  COMPANY_VAT: z
    .string()
    .regex(/^NL\d{9}B\d{2}$/, 'NL, nine digits, B, two digits')
    .default('NL001234567B01'),
  /** The provider's locations as a JSON array of {name, street, zipCode, city, phone}. */
  LOCATIONS: z.string().default(JSON.stringify(DEMO_LOCATIONS)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Client addresses the per-IP limits do not count (comma-separated): the provider's own
   * office, a monitoring probe, the browser tests (all from 127.0.0.1). Per-account limits
   * still hold for them.
   */
  RATE_LIMIT_ALLOW_LIST: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()], { error: 'expected IP addresses separated by commas' }))),
  /**
   * The most the PDF analysis workers may take together, in MB (each worker at worst 1.5 GB);
   * the number of workers follows from it, at most one per core.
   */
  ANALYSIS_MEMORY_MB: z.coerce.number().int().min(1536).default(6144),
  /** Worker time one file's analysis may use in all; past it the file is not analysed. */
  ANALYSIS_FILE_BUDGET_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * LibreOffice's soffice, which turns Word, Excel, PowerPoint and OpenDocument files into PDF
   * (decision 0132); empty: no conversion here (such files are READY_NOT_ANALYZED, with that reason).
   */
  OFFICE_CONVERTER: z.string().default('/usr/bin/soffice'),
  /** Longest one document's conversion may take; past it the converter is killed. */
  OFFICE_CONVERSION_TIMEOUT_MS: z.coerce.number().int().min(200).default(60_000),
  /** Address space one conversion may use, in MB (LibreOffice reserves ~1 GB just to start). */
  OFFICE_CONVERSION_MEMORY_MB: z.coerce.number().int().min(1024).default(2048),
  /** Conversions one instance runs at once: they wait for each other, never the PDF analysis. */
  OFFICE_CONVERSIONS_AT_ONCE: z.coerce.number().int().min(1).max(4).default(1),
  /**
   * How much each customer may keep in uploaded files, in MB (1024 × 1024 bytes): the sizes of
   * the files of all their upload sessions, unpacked zip entries included. A finalise that would
   * pass it is refused with STORAGE_QUOTA_REACHED (decision 0025). Default 10 GB.
   */
  STORAGE_QUOTA_MB: z.coerce.number().int().min(1).default(10_240),
  /**
   * How much each customer may keep in the file store's archives, in MB: the live files of all
   * its archives together. Filing uploads past it is refused with STORAGE_QUOTA_REACHED
   * (decision 0121). Default 100 GB.
   */
  FILESTORE_QUOTA_MB: z.coerce.number().int().min(1).default(102_400),
  /**
   * How many files one upload session may hold at once: uploads, unpacked zip entries and
   * copies for 'Opnieuw bestellen'. Bytes are bounded by STORAGE_QUOTA_MB, the count is bounded
   * here (every file costs a row, an analysis and previews). An addition past it is refused
   * with SESSION_FILES_LIMIT_REACHED (decision 0063). Default 1000, a zip's entry limit.
   */
  SESSION_FILES_MAX: z.coerce.number().int().min(1).default(1000),
  /**
   * How many live logins one user may hold at once. A login past it ends the user's least
   * recently active login (the one refreshed longest ago) as a logout of it would; the new login
   * is never refused (decision 0067). Default 20, twice the most any browser test run makes
   * of one demo account.
   */
  LOGINS_PER_USER_MAX: z.coerce.number().int().min(1).default(20),
  /**
   * Timeouts that keep a slow or silent client from holding a connection (and, for a chunk,
   * its open files): headers must arrive within HEADERS_TIMEOUT_MS, the whole request within
   * REQUEST_TIMEOUT_MS, and a connection that sends nothing for IDLE_TIMEOUT_MS is closed.
   */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /**
   * Where the postcode lookup of the address forms asks (decision 0045): the built-in provider
   * that knows the demo addresses (the embedded default, no network), or PDOK's Locatieserver
   * for real addresses. PDOK answers within POSTCODE_TIMEOUT_MS or counts as unavailable.
   */
  POSTCODE_PROVIDER: z.enum(['builtin', 'pdok']).default('builtin'),
  PDOK_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.pdok.nl/bzk/locatieserver/search/v3_1'),
  POSTCODE_TIMEOUT_MS: z.coerce.number().int().min(1).max(30_000).default(2500),
  /**
   * Only with NODE_ENV=test: the moment (ISO 8601, with Z or an offset) the server's clock shows
   * when it starts; it runs on from there. The browser tests start at a morning on which spoed
   * is offered (decision 0054). Anywhere else the server keeps the real time.
   */
  CLOCK_START: z.iso
    .datetime({ offset: true, error: 'expected an ISO 8601 instant, e.g. 2026-04-14T07:00:00+02:00' })
    .optional(),
  /** Set to "false" to serve only the API (tests that do not need the built web app). */
  SERVE_WEB: z.enum(['true', 'false']).default('true'),
  WEB_DIST_DIR: z.string().optional(),
});

export type Config = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where stored files live (STORAGE_URL). */
  storage: StorageSettings;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  staffDomains: string[];
  brand: { name: string; slug: string };
  imagesBaseUrl: string;
  tagManagerId: string | undefined;
  mailRecipients: Record<string, string>;
  support: { email: string; phone: string };
  company: { legalName: string; kvk: string; vat: string };
  locations: Location[];
  /** What Fastify's trustProxy gets: false, or the trusted proxies' addresses and ranges. */
  trustProxy: false | string[];
  /** Client addresses exempt from the per-IP limits (RATE_LIMIT_ALLOW_LIST). */
  rateLimitAllowList: string[];
  logLevel: string;
  /** HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS and IDLE_TIMEOUT_MS. */
  timeouts: { headersMs: number; requestMs: number; idleMs: number };
  /** Memory budget of the analysis workers (ANALYSIS_MEMORY_MB). */
  analysisMemoryMb: number;
  /** Worker time per file's analysis (ANALYSIS_FILE_BUDGET_MS). */
  analysisFileBudgetMs: number;
  /** The office conversion (OFFICE_CONVERTER and its limits); binary null: none. */
  officeConversion: { binary: string | null; timeoutMs: number; memoryMb: number; atOnce: number };
  /** Uploaded bytes each user may keep (STORAGE_QUOTA_MB). */
  storageQuotaMb: number;
  /** Bytes of live files each customer may keep in its archives (FILESTORE_QUOTA_MB). */
  filestoreQuotaMb: number;
  /** Files one upload session may hold at once (SESSION_FILES_MAX). */
  sessionFilesMax: number;
  /** Live logins one user may hold at once (LOGINS_PER_USER_MAX). */
  loginsPerUserMax: number;
  /** The postcode lookup's provider (POSTCODE_PROVIDER, PDOK_BASE_URL, POSTCODE_TIMEOUT_MS). */
  postcode: { provider: 'builtin' | 'pdok'; pdokBaseUrl: string; timeoutMs: number };
  /** The moment the server's clock starts at (CLOCK_START, test only); undefined: the real time. */
  clockStart: Date | undefined;
  webDistDir: string | undefined;
};

export class ConfigError extends Error {}

function parseRecipients(value: string): Record<string, string> {
  const recipients: Record<string, string> = {};
  for (const pair of value.split(',')) {
    const [key, address] = pair.split('=').map((part) => part.trim());
    if (!key || !address || !z.email().safeParse(address).success) {
      throw new ConfigError(`MAIL_RECIPIENTS: "${pair}" is not key=address`);
    }
    recipients[key] = address;
  }
  return recipients;
}

/** An address, a CIDR range, or one of proxy-addr's named ranges. */
const proxyEntry = z.union([
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
]);

function parseTrustProxy(value: string): false | string[] {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === '' || trimmed === 'false' || trimmed === 'off') return false;
  const proxies = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = proxies.filter((entry) => !proxyEntry.safeParse(entry).success);
  if (bad.length > 0)
    throw new ConfigError(
      `TRUST_PROXY: "${bad.join(', ')}" is not an IP address or CIDR range (trusting any proxy, or a hop count, is not offered)`,
    );
  return proxies;
}

function parseLocations(value: string): Location[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new ConfigError('LOCATIONS: not JSON (an array of {name, street, zipCode, city, phone})');
  }
  const result = z.array(locationSchema).safeParse(parsed);
  if (!result.success)
    throw new ConfigError(
      `LOCATIONS: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    );
  return result.data;
}

/** The secret is generated once and kept beside the data so that tokens survive a restart. */
function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  if (env.CLOCK_START !== undefined && env.NODE_ENV !== 'test') {
    throw new ConfigError(
      `Invalid configuration:\n  CLOCK_START: only allowed with NODE_ENV=test (NODE_ENV is ${env.NODE_ENV}); outside the tests the server keeps the real time`,
    );
  }
  const storage = parseStorageUrl(env.STORAGE_URL, environment);
  if ('problems' in storage)
    throw new ConfigError(`Invalid configuration:\n  STORAGE_URL: ${storage.problems.join('; ')}`);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    storage,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    jwtSecret: env.JWT_SECRET ?? loadOrCreateJwtSecret(dataDir),
    staffDomains: env.STAFF_DOMAINS.split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean),
    brand: { name: env.BRAND_NAME, slug: env.BRAND_SLUG },
    imagesBaseUrl: env.IMAGES_BASE_URL.replace(/\/$/, ''),
    tagManagerId: env.TAG_MANAGER_ID,
    mailRecipients: parseRecipients(env.MAIL_RECIPIENTS),
    support: { email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE },
    company: { legalName: env.COMPANY_NAME, kvk: env.COMPANY_KVK, vat: env.COMPANY_VAT },
    locations: parseLocations(env.LOCATIONS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitAllowList: env.RATE_LIMIT_ALLOW_LIST,
    logLevel: env.LOG_LEVEL,
    analysisMemoryMb: env.ANALYSIS_MEMORY_MB,
    analysisFileBudgetMs: env.ANALYSIS_FILE_BUDGET_MS,
    officeConversion: {
      binary: env.OFFICE_CONVERTER.trim() === '' ? null : env.OFFICE_CONVERTER.trim(),
      timeoutMs: env.OFFICE_CONVERSION_TIMEOUT_MS,
      memoryMb: env.OFFICE_CONVERSION_MEMORY_MB,
      atOnce: env.OFFICE_CONVERSIONS_AT_ONCE,
    },
    storageQuotaMb: env.STORAGE_QUOTA_MB,
    filestoreQuotaMb: env.FILESTORE_QUOTA_MB,
    sessionFilesMax: env.SESSION_FILES_MAX,
    loginsPerUserMax: env.LOGINS_PER_USER_MAX,
    postcode: {
      provider: env.POSTCODE_PROVIDER,
      pdokBaseUrl: env.PDOK_BASE_URL.replace(/\/$/, ''),
      timeoutMs: env.POSTCODE_TIMEOUT_MS,
    },
    timeouts: {
      // Node requires the headers' limit to be within the whole request's.
      headersMs: Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
      requestMs: env.REQUEST_TIMEOUT_MS,
      idleMs: env.IDLE_TIMEOUT_MS,
    },
    clockStart: env.CLOCK_START === undefined ? undefined : new Date(env.CLOCK_START),
    webDistDir: env.SERVE_WEB === 'false' ? undefined : (env.WEB_DIST_DIR ?? defaultWebDist()),
  };
}

function defaultWebDist(): string {
  return path.resolve(import.meta.dirname, '../../../web/dist');
}
