import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../test/builders';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../test/test-app';
import { type Browser, headersOf, logIn, openSession, sendChunk } from '../../test/upload-client';

/**
 * What Node and Fastify refuse before any route runs still answers in the one error shape,
 * in Dutch, without echoing what was sent. Over a real socket: inject skips the HTTP parser.
 */

let database: TestDatabase;
let app: FastifyInstance;
let port: number;
/** The same app with a short idle timeout, so that a silent client is seen being cut off. */
let impatient: FastifyInstance;
let impatientPort: number;

async function listen(instance: FastifyInstance): Promise<number> {
  await instance.listen({ port: 0, host: '127.0.0.1' });
  return (instance.server.address() as { port: number }).port;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  port = await listen(app);
  impatient = await createTestApp(database, { config: { IDLE_TIMEOUT_MS: '300' } });
  impatientPort = await listen(impatient);
});
afterAll(async () => {
  await Promise.all([app.close(), impatient.close()]);
  await database.drop();
});

type RawAnswer = { status: number; body: string; closed: boolean };

/**
 * Sends bytes as they are and reads the answer until the server closes. With `keepOpen` our
 * side stays open, as a client that went quiet: only the server can end the connection.
 */
function sendRaw(request: string, options: { to?: number; keepOpen?: boolean } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(options.to ?? port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const closed = /connection: close/i.test(head);
      resolve({ status: Number(head.split(' ')[1]), body, closed });
    });
    socket.write(request);
    if (!options.keepOpen) socket.end();
  });
}

const get = (path: string, headers = '') =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`;

describe('refusals before any route', () => {
  it('answers an URL with broken percent-encoding with BAD_REQUEST, not the path', async () => {
    const answer = await sendRaw(get('/api/v3/themes/%E0%A4%A<script>'));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'BAD_REQUEST',
      message: 'Dit verzoek kunnen we niet lezen. Controleer het adres en probeer het opnieuw.',
    });
  });

  it('answers a path parameter longer than the router takes with URL_TOO_LONG', async () => {
    const answer = await sendRaw(get(`/api/v3/themes/${'a'.repeat(300)}`));
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.body).error).toBe('URL_TOO_LONG');
    expect(answer.body).not.toContain('aaaa');
  });

  it('answers headers past the size limit with HEADERS_TOO_LARGE and closes', async () => {
    const answer = await sendRaw(get('/api/v3/health', `Cookie: x=${'b'.repeat(20_000)}\r\n`));
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'HEADERS_TOO_LARGE' });
    expect(answer.closed).toBe(true);
  });

  it('answers what is not HTTP with BAD_REQUEST in Dutch and closes', async () => {
    const answer = await sendRaw('HALLO DAAR\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({
      error: 'BAD_REQUEST',
      message: expect.stringMatching(/verzoek/),
    });
    expect(answer.closed).toBe(true);
  });
});

describe('slow and oversize requests', () => {
  it('disconnects a client that sends part of a chunk and goes quiet; the chunk can be sent again', async () => {
    const user = await aUser(database.db);
    const browser: Browser = await logIn(impatient, user.email, user.password);
    const sessionId = await openSession(impatient, browser);
    // Any bytes: the chunk never arrives whole, and its content is not looked at.
    const bytes = Buffer.alloc(2000, 1);
    const upload = { sessionId, identifier: `${bytes.length}-stil-pdf`, name: 'stil.pdf', bytes };
    const query = new URLSearchParams({
      sessionId,
      flowChunkNumber: '1',
      flowChunkSize: String(512 * 1024),
      flowCurrentChunkSize: String(bytes.length),
      flowTotalSize: String(bytes.length),
      flowIdentifier: upload.identifier,
      flowFilename: upload.name,
      flowRelativePath: upload.name,
      flowTotalChunks: '1',
    });
    const { authorization, cookie } = headersOf(browser);
    const head = `POST /api/v3/upload?${query} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${authorization}\r\nCookie: ${cookie}\r\nContent-Type: application/octet-stream\r\nContent-Length: ${bytes.length}\r\n\r\n`;
    // Half the chunk, then silence: the server ends the connection (the test would time out otherwise).
    const answer = await sendRaw(head + Buffer.from(bytes.subarray(0, 100)).toString('latin1'), {
      to: impatientPort,
      keepOpen: true,
    });
    expect(answer.status).toBeNaN();
    // Nothing of the broken try stands in the way of the real one.
    expect((await sendChunk(impatient, browser, upload, 1)).statusCode).toBe(200);
  });

  it('refuses a body larger than allowed at once and ends the connection without reading it', async () => {
    const head = `POST /api/v3/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n{"username":"`;
    const answer = await sendRaw(head, { keepOpen: true });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toBe('PAYLOAD_TOO_LARGE');
    expect(answer.closed).toBe(true);
  });
});
