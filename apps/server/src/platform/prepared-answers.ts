import { createHash } from 'node:crypto';
import type { Endpoint, EndpointReply } from '@portal/shared/api/endpoint';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * A success answer serialised once and sent many times (decision 0040): the JSON bytes the
 * contract's response schema gives (validated then, as the route's serialiser would on every
 * call) and a validator from a hash of those bytes.
 */
export class PreparedAnswer<E extends Endpoint = Endpoint> {
  /** Which contract's answer this is, for the type checker only. */
  declare readonly endpoint: E;

  constructor(
    readonly body: Buffer,
    /**
     * Weak: the same answer compressed is another representation of the same content, and
     * @fastify/compress keeps the header; a weak tag is what HTTP allows for that.
     */
    readonly etag: string,
  ) {}
}

/** A validator from the bytes: two instances, or two logins, agree on what it means. */
const weakTagOf = (body: Buffer) => `W/"${createHash('sha256').update(body).digest('base64url')}"`;

const prepared = new WeakMap<object, { endpoint: Endpoint; answer: PreparedAnswer }>();

/**
 * The prepared answer of a value that does not change: serialised at its first call, then taken
 * from memory for as long as the value lives. The caller hands the same object for the same
 * content (a service keeps it per catalogue version) and never changes it afterwards.
 */
export function answerOnce<E extends Endpoint>(
  endpoint: E,
  value: EndpointReply<E> & object,
): PreparedAnswer<E> {
  const known = prepared.get(value);
  if (known?.endpoint === endpoint) return known.answer as PreparedAnswer<E>;
  if (endpoint.response === 'binary') throw new Error(`${endpoint.path} answers bytes, not JSON`);
  const body = Buffer.from(JSON.stringify(endpoint.response.parse(value)));
  const answer = new PreparedAnswer<E>(body, weakTagOf(body));
  prepared.set(value, { endpoint, answer });
  return answer;
}

/** Each drawn item's JSON, with a comma before it (the list's separator), as bytes. */
const itemsJson = new WeakMap<object, Buffer>();
/** Endpoints whose answer is known to be valid with only its list field (see answerOfItems). */
const listAnswers = new WeakMap<Endpoint, string>();
const LIST_END = Buffer.from(']}');

/**
 * An answer drawn anew for each request from items that stay the same, `{ [field]: items }` (the
 * ads' random products, the dashboard's random featured collections): each item is checked
 * against `itemSchema` and turned into JSON bytes at its first draw, and only the list around
 * the drawn items is put together per request. The caller hands the same object for the same
 * item (a service keeps them per catalogue version) and never changes it afterwards. The
 * endpoint's response must be an object whose only required field is that list (checked once).
 */
export function answerOfItems<E extends Endpoint>(
  endpoint: E,
  field: keyof EndpointReply<E> & string,
  itemSchema: z.ZodType,
  items: readonly object[],
): PreparedAnswer<E> {
  if (endpoint.response === 'binary') throw new Error(`${endpoint.path} answers bytes, not JSON`);
  if (listAnswers.get(endpoint) !== field) {
    endpoint.response.parse({ [field]: [] });
    listAnswers.set(endpoint, field);
  }
  const parts = items.map((item) => {
    let json = itemsJson.get(item);
    if (json === undefined) {
      json = Buffer.from(`,${JSON.stringify(itemSchema.parse(item))}`);
      itemsJson.set(item, json);
    }
    return json;
  });
  // Bytes joined, not strings: the answer is one allocation outside the JavaScript heap.
  const start = Buffer.from(`{${JSON.stringify(field)}:[`);
  const first = parts[0]?.subarray(1);
  const body = Buffer.concat([start, ...(first ? [first, ...parts.slice(1)] : []), LIST_END]);
  return new PreparedAnswer<E>(body, weakTagOf(body));
}

/** Whether If-None-Match names this tag (weak comparison, as RFC 9110 asks for this header). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const mine = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === mine);
}

/**
 * Sends a prepared answer: 304 without a body when the browser holds it already, else the bytes
 * as they are. `no-cache` lets the browser keep the answer and ask again every time, so a
 * change (or another login's answer) is never served from its cache.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  answer: PreparedAnswer,
): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
  if (noneMatch(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return reply.status(status).header('content-type', 'application/json; charset=utf-8').send(answer.body);
}
