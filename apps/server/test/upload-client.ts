import { randomUUID } from 'node:crypto';
import { UPLOAD_CHUNK_SIZE_BYTES } from '@portal/shared/constants';
import { chunkCountOf, expectedChunkSize } from '@portal/shared/rules/upload-chunks';
import { type CartResponse, cartResponseSchema } from '@portal/shared/schemas/cart';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database';
import { aUser, type UserOptions } from './builders';

/** A browser as the upload API sees it: a bearer token and an upload-session cookie. */
export type Browser = { token?: string; cookie?: string };

export function headersOf(browser: Browser): Record<string, string> {
  const headers: Record<string, string> = {};
  if (browser.token) headers.authorization = `Bearer ${browser.token}`;
  if (browser.cookie) headers.cookie = `upload_session=${browser.cookie}`;
  return headers;
}

/** Logs in with a fresh browser (no cookie yet). */
export async function logIn(app: FastifyInstance, email: string, password: string): Promise<Browser> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/auth/login',
    payload: { username: email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { token: response.json().jwtToken };
}

/**
 * A browser's logins, logouts and cart on one app, as the tests of a cart across logins follow
 * them. The app is asked for at each call, so the helpers can be made before it is built.
 */
export function cartClient(appOf: () => FastifyInstance) {
  return {
    /**
     * Logs in as a browser does: it sends the upload-session cookie it holds (none in a fresh
     * browser) and keeps the one the login gives it instead.
     */
    async logIn(user: { email: string; password: string }, cookie?: string): Promise<Browser> {
      const response = await appOf().inject({
        method: 'POST',
        url: '/api/v3/auth/login',
        payload: { username: user.email, password: user.password },
        headers: headersOf({ cookie }),
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      const rotated = response.cookies.find((item) => item.name === 'upload_session')?.value;
      return { token: response.json().jwtToken, cookie: rotated };
    },

    async logOut(browser: Browser): Promise<void> {
      const response = await appOf().inject({
        method: 'POST',
        url: '/api/v3/auth/logout',
        headers: headersOf(browser),
      });
      if (response.statusCode !== 204) throw new Error(`logout failed: ${response.statusCode}`);
    },

    /** Chooses a product, options and quantity for a file, as the product order screen does. */
    async configure(
      browser: Browser,
      sessionId: string,
      fileId: string,
      configuration: { productId: string; specs: unknown; quantity: number },
    ): Promise<void> {
      const response = await appOf().inject({
        method: 'PUT',
        url: `/api/v3/uploads/${sessionId}/files/${fileId}/configuration`,
        headers: headersOf(browser),
        payload: configuration,
      });
      if (response.statusCode !== 200) throw new Error(`configure failed: ${response.body}`);
    },

    /** Puts configured files in the cart. */
    async addToCart(browser: Browser, sessionId: string, fileIds: string[]): Promise<void> {
      const response = await appOf().inject({
        method: 'POST',
        url: `/api/v3/uploads/${sessionId}/cart`,
        headers: headersOf(browser),
        payload: { fileIds },
      });
      if (response.statusCode !== 200) throw new Error(`add to cart failed: ${response.body}`);
    },

    /** The session's cart as the browser reads it, checked against its schema. */
    async cartOf(browser: Browser, sessionId: string): Promise<CartResponse> {
      const response = await appOf().inject({
        method: 'GET',
        url: `/api/v3/uploads/${sessionId}/cart`,
        headers: headersOf(browser),
      });
      if (response.statusCode !== 200)
        throw new Error(`cart failed: ${response.statusCode} ${response.body}`);
      return cartResponseSchema.parse(response.json());
    },
  };
}

/** Opens (or finds) the upload session; keeps the cookie the server sets. */
export async function openSession(app: FastifyInstance, browser: Browser): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v3/uploads/session',
    headers: headersOf(browser),
  });
  if (response.statusCode !== 200) throw new Error(`session failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((item) => item.name === 'upload_session');
  if (cookie) browser.cookie = cookie.value;
  return response.json().sessionId;
}

export type ChunkOverrides = Partial<Record<string, string | number>>;

export function chunkOf(bytes: Uint8Array, number: number): Uint8Array {
  const start = (number - 1) * UPLOAD_CHUNK_SIZE_BYTES;
  const size = expectedChunkSize(bytes.length, number) ?? 0;
  return bytes.subarray(start, start + size);
}

/** Sends chunk `number` of `bytes` as flow.js does ("octet"); overrides bend the query. */
export function sendChunk(
  app: FastifyInstance,
  browser: Browser,
  upload: { sessionId: string; identifier: string; name: string; bytes: Uint8Array },
  number: number,
  overrides: ChunkOverrides = {},
  body: Uint8Array = chunkOf(upload.bytes, number),
) {
  const query: Record<string, string> = {
    sessionId: upload.sessionId,
    flowChunkNumber: String(number),
    flowChunkSize: String(UPLOAD_CHUNK_SIZE_BYTES),
    flowCurrentChunkSize: String(expectedChunkSize(upload.bytes.length, number) ?? 0),
    flowTotalSize: String(upload.bytes.length),
    flowIdentifier: upload.identifier,
    flowFilename: upload.name,
    flowRelativePath: upload.name,
    flowTotalChunks: String(chunkCountOf(upload.bytes.length)),
  };
  for (const [key, value] of Object.entries(overrides)) query[key] = String(value);
  return app.inject({
    method: 'POST',
    url: `/api/v3/upload?${new URLSearchParams(query)}`,
    headers: { ...headersOf(browser), 'content-type': 'application/octet-stream' },
    payload: Buffer.from(body),
  });
}

export type FinaliseOptions = {
  unzip?: boolean;
  strictZip?: boolean;
  analyse?: boolean;
  chunkCount?: number;
  position?: unknown;
};

/** The finalise request's path and JSON body, for a test that sends it over a real socket. */
export function finaliseRequest(
  upload: { sessionId: string; identifier: string; name: string; bytes: Uint8Array },
  options: FinaliseOptions = {},
) {
  return {
    url: `/api/v3/uploads/${upload.sessionId}/files`,
    body: {
      identifier: upload.identifier,
      name: upload.name,
      relativePath: upload.name,
      chunkCount: options.chunkCount ?? chunkCountOf(upload.bytes.length),
      unzip: options.unzip ?? false,
      ...(options.strictZip === undefined ? {} : { strictZip: options.strictZip }),
      analyse: options.analyse ?? true,
      ...(options.position === undefined ? {} : { position: options.position }),
    },
  };
}

export function finalise(
  app: FastifyInstance,
  browser: Browser,
  upload: { sessionId: string; identifier: string; name: string; bytes: Uint8Array },
  options: FinaliseOptions = {},
) {
  const { url, body } = finaliseRequest(upload, options);
  return app.inject({ method: 'POST', url, headers: headersOf(browser), payload: body });
}

export function newUpload(sessionId: string, name: string, bytes: Uint8Array) {
  return { sessionId, identifier: randomUUID(), name, bytes };
}

/** Uploads every chunk in order and finalises; returns the finalise answer. */
export async function upload(
  app: FastifyInstance,
  browser: Browser,
  sessionId: string,
  name: string,
  bytes: Uint8Array,
  options: { unzip?: boolean; strictZip?: boolean; analyse?: boolean } = {},
) {
  const item = newUpload(sessionId, name, bytes);
  for (let number = 1; number <= chunkCountOf(bytes.length); number += 1) {
    const response = await sendChunk(app, browser, item, number);
    if (response.statusCode !== 200) return response;
  }
  return finalise(app, browser, item, options);
}

/** Polls as the web app does until the file is no longer ANALYZING. */
export async function analysed(
  app: FastifyInstance,
  browser: Browser,
  sessionId: string,
  fileId: string,
): Promise<UploadedFile> {
  await app.jobs.idle();
  const response = await app.inject({
    method: 'GET',
    url: `/api/v3/uploads/${sessionId}/files/${fileId}`,
    headers: headersOf(browser),
  });
  if (response.statusCode !== 200) throw new Error(`get file failed: ${response.body}`);
  return response.json();
}

/** A customer of the upload API: logged in, with an upload session of their own. */
export type SessionCustomer = { browser: Browser; session: string };

/** A new user, logged in, with an upload session opened. */
export async function aCustomerWithSession(
  app: FastifyInstance,
  db: Db,
  options: UserOptions = {},
): Promise<SessionCustomer> {
  const user = await aUser(db, options);
  const browser = await logIn(app, user.email, user.password);
  return { browser, session: await openSession(app, browser) };
}

/** A file uploaded into the customer's session (the upload must be accepted) and analysed. */
export async function anAnalysedUpload(
  app: FastifyInstance,
  customer: SessionCustomer,
  name: string,
  bytes: Uint8Array,
): Promise<UploadedFile> {
  const response = await upload(app, customer.browser, customer.session, name, bytes);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return analysed(app, customer.browser, customer.session, response.json().files[0].uuid);
}
