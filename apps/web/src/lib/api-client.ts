import {
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  endpointUrl,
} from '@portal/shared/api/endpoint';
import { SCRIPT_REQUEST_HEADER } from '@portal/shared/api/request-headers';
import type { ApiError } from '@portal/shared/schemas/common';
import type { z } from 'zod';
import type { ContractModule } from './contracts';

/** A failed API call: the server's stable code and Dutch message, plus the HTTP status. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Thrown when the network itself failed (offline, server down). */
export class NetworkError extends Error {
  constructor() {
    super('network');
    this.name = 'NetworkError';
  }
}

/** What a 401's listeners are told of the call beside its error. */
export type UnauthorizedCall = {
  /** The call carried a login (a bearer token): the 401 is about that login. */
  carriedLogin: boolean;
};
type Listener = (error: ApiRequestError, call: UnauthorizedCall) => void;
const unauthorizedListeners = new Set<Listener>();
let bearerToken: string | undefined;

/**
 * How the short-lived bearer token is kept fresh (decision 0035). The accounts feature provides
 * it; this client only asks, so that it needs to know nothing about logins.
 */
export type BearerRenewal = {
  /** Before a request: renews the token first when it is about to expire. */
  beforeRequest(): Promise<void>;
  /** After a 401 to a request that carried `sent`: whether a renewed token is worth one retry. */
  afterUnauthorized(sent: string): Promise<boolean>;
};
let renewal: BearerRenewal | undefined;

/** The accounts feature sets the token after login and each renewal; every request then carries it. */
export function setBearerToken(token: string | undefined): void {
  bearerToken = token;
}

/** The accounts feature's way of renewing the token; see BearerRenewal. */
export function setBearerRenewal(next: BearerRenewal | undefined): void {
  renewal = next;
}

/** The token for requests that do not go through apiRequest (the chunked upload). */
export function currentBearerToken(): string | undefined {
  return bearerToken;
}

/** A 401 from any call opens the login dialog; the error is still passed on to the caller. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The names of a contract module's endpoints. */
export type EndpointName<M> = { [K in keyof M]: M[K] extends Endpoint ? K : never }[keyof M];
/** The contract a module exports under a name. */
export type EndpointOf<M, K extends keyof M> = M[K] extends Endpoint ? M[K] : never;

export type CallOptions = {
  signal?: AbortSignal;
  renew?: boolean;
  /** Headers a contract asks for beyond the transport's own (the order's Idempotency-Key). */
  headers?: Readonly<Record<string, string>>;
};

/**
 * Calls an endpoint by its contract (packages/shared/src/api), named in its module as
 * lib/contracts.ts loads it: `callApi(contracts.uploads, 'finaliseUpload', { params, body })`.
 * The URL is built from the contract's path and the given params and query, and the answer
 * parsed with its schema.
 */
export async function callApi<M, K extends EndpointName<M>>(
  module: ContractModule<M>,
  name: K,
  input: EndpointInput<EndpointOf<M, K>>,
  options: CallOptions = {},
): Promise<EndpointResult<EndpointOf<M, K>>> {
  const endpoint = (await module())[name] as Endpoint;
  const { params, query, body } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
  };
  if (endpoint.response === 'binary') throw new Error(`${endpoint.path} answers a file: link to its URL`);
  return apiRequest(endpointUrl(endpoint, params, query), endpoint.response, {
    method: endpoint.method,
    body,
    signal: options.signal,
    renew: options.renew,
    headers: options.headers,
  }) as Promise<EndpointResult<EndpointOf<M, K>>>;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false for the calls that manage the login themselves (refresh, logout): the token is sent
   * as it is, never renewed first or after a 401.
   */
  renew?: boolean;
  /** Extra headers; the transport's own (accept, script marker, bearer) are never replaced by them. */
  headers?: Readonly<Record<string, string>> | undefined;
};

/**
 * The one way the web app talks to the server: credentials always, bearer when logged in, and
 * the header that marks a call as made by our own page's script (the refresh cookie's CSRF
 * guard). The bearer token is renewed before it expires, and once after a 401 (another tab may
 * have ended or renewed the login). Features call through `callApi` and a contract; this is
 * its transport.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.infer<Schema>> {
  const response = await apiResponse(path, options);
  if (response.status === 204) return schema.parse(null);
  return schema.parse(await response.json());
}

/**
 * The successful answer to a call, unread: apiRequest's transport, also for a file answer that
 * a plain link cannot fetch since it sends no bearer token (lib/api-download.ts). A failure
 * throws ApiRequestError with the server's code and Dutch message.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const renews = options.renew !== false && renewal !== undefined;
  if (renews) await renewal?.beforeRequest();
  let sent = bearerToken;
  let response = await send(path, options, sent);
  if (response.status === 401 && renews && sent && (await renewal?.afterUnauthorized(sent))) {
    sent = bearerToken;
    response = await send(path, options, sent);
  }
  if (!response.ok) {
    const answer = await response.json().catch(() => null);
    const error = isApiError(answer)
      ? new ApiRequestError(response.status, answer.error, answer.message)
      : new ApiRequestError(response.status, 'HTTP_ERROR', response.statusText);
    if (response.status === 401)
      for (const listener of unauthorizedListeners) listener(error, { carriedLogin: sent !== undefined });
    throw error;
  }
  return response;
}

/** The server's error answer (apiErrorSchema), checked without zod: it is not loaded yet for every failure. */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const { error, message } = value as Record<string, unknown>;
  return typeof error === 'string' && typeof message === 'string';
}

async function send(path: string, options: RequestOptions, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = {
    ...options.headers,
    accept: 'application/json',
    [SCRIPT_REQUEST_HEADER.name]: SCRIPT_REQUEST_HEADER.value,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }
}
