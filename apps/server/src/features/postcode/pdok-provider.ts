import { formatDutchZipCode, type PostcodeAddress } from '@portal/shared/schemas/postcode';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { createAnswerCache } from './answer-cache';
import type { PostcodeProvider, ProviderAnswer } from './postcode-provider';

/**
 * PDOK's Locatieserver (v3.1, the `free` endpoint) for real Dutch addresses (decision 0045).
 * Asked by postcode and number only, so that one answer, cached, serves every letter and
 * addition at that number. PDOK is free under fair use and may block abusive callers: answers
 * are cached, concurrent questions for the same number share one request, and PDOK must answer
 * within the timeout or counts as unavailable. Failures are never cached.
 */

/** A found address changes rarely; a number not found yet may be built soon. */
const FOUND_TTL_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND_TTL_MS = 60 * 60 * 1000;
const MAX_CACHED_ANSWERS = 5000;
/** Room for every letter and addition at one number; PDOK answers 10 unless asked. */
const ROWS = 50;
/** Only these fields come back; v3.1 refuses any query parameter its OpenAPI description lacks. */
const FIELDS = 'type straatnaam woonplaatsnaam huisnummer huisletter huisnummertoevoeging postcode';

/** One doc of the answer; PDOK leaves an empty letter or addition out. */
const pdokDocSchema = z.object({
  type: z.string().optional(),
  straatnaam: z.string().min(1),
  woonplaatsnaam: z.string().min(1),
  huisnummer: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).transform(String),
  huisletter: z.string().optional(),
  huisnummertoevoeging: z.string().optional(),
  postcode: z.string(),
});
const pdokAnswerSchema = z.object({
  response: z.object({ numFound: z.number().int().min(0), docs: z.array(pdokDocSchema) }),
});
type PdokDoc = z.infer<typeof pdokDocSchema>;

export type PdokProviderOptions = {
  /** e.g. https://api.pdok.nl/bzk/locatieserver/search/v3_1 (PDOK_BASE_URL), without a trailing slash. */
  baseUrl: string;
  timeoutMs: number;
  clock: Clock;
};

export function createPdokProvider(options: PdokProviderOptions): PostcodeProvider & {
  /** Answers kept now (tests look). */
  cachedAnswers(): number;
} {
  const cache = createAnswerCache<PostcodeAddress[]>({
    maxEntries: MAX_CACHED_ANSWERS,
    clock: options.clock,
  });
  const inFlight = new Map<string, Promise<ProviderAnswer>>();

  function urlOf(zipCode: string, houseNumber: string): string {
    const query = new URLSearchParams();
    query.append('fq', 'type:adres');
    query.append('fq', `postcode:${zipCode}`);
    query.append('fq', `huisnummer:${houseNumber}`);
    query.set('rows', String(ROWS));
    query.set('fl', FIELDS);
    return `${options.baseUrl}/free?${query}`;
  }

  async function ask(zipCode: string, houseNumber: string): Promise<ProviderAnswer> {
    let body: string;
    try {
      const response = await fetch(urlOf(zipCode, houseNumber), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      body = await response.text();
      if (response.status !== 200)
        return { kind: 'unavailable', reason: 'bad-status', detail: `HTTP ${response.status}` };
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError')
        return { kind: 'unavailable', reason: 'timeout', detail: `no answer within ${options.timeoutMs} ms` };
      return { kind: 'unavailable', reason: 'unreachable', detail: describe(error) };
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return { kind: 'unavailable', reason: 'bad-answer', detail: 'not JSON' };
    }
    const answer = pdokAnswerSchema.safeParse(json);
    if (!answer.success)
      return {
        kind: 'unavailable',
        reason: 'bad-answer',
        detail: answer.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      };
    const addresses = answer.data.response.docs
      // Only the address asked for, whatever else a changed filter might let through.
      .filter(
        (doc) =>
          (doc.type === undefined || doc.type === 'adres') &&
          doc.postcode.replace(/\s/g, '').toUpperCase() === zipCode &&
          doc.huisnummer === houseNumber,
      )
      .map(toAddress);
    return { kind: 'found', addresses: unique(addresses) };
  }

  return {
    name: 'pdok',
    async find(zipCode, houseNumber) {
      const key = `${zipCode}|${houseNumber}`;
      const cached = cache.get(key);
      if (cached) return { kind: 'found', addresses: cached };
      const pending = inFlight.get(key);
      if (pending) return pending;
      const asking = ask(zipCode, houseNumber)
        .then((answer) => {
          if (answer.kind === 'found')
            cache.set(key, answer.addresses, answer.addresses.length > 0 ? FOUND_TTL_MS : NOT_FOUND_TTL_MS);
          return answer;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, asking);
      return asking;
    },
    cachedAnswers: () => cache.size,
  };
}

function toAddress(doc: PdokDoc): PostcodeAddress {
  const houseLetter = doc.huisletter?.trim().toUpperCase();
  const addition = doc.huisnummertoevoeging?.trim().toUpperCase();
  return {
    street: doc.straatnaam,
    city: doc.woonplaatsnaam,
    zipCode: formatDutchZipCode(doc.postcode.replace(/\s/g, '').toUpperCase()),
    houseNumber: doc.huisnummer,
    ...(houseLetter ? { houseLetter } : {}),
    ...(addition ? { addition } : {}),
  };
}

/** The same address twice (a doc per source) is listed once. */
function unique(addresses: PostcodeAddress[]): PostcodeAddress[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = [address.street, address.city, address.houseLetter, address.addition].join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** fetch's own message is "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND) is in its cause. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  return code ? `${error.message} (${code})` : error.message;
}
