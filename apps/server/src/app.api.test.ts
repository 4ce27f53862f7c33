import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, testConfig } from '../test/test-app';
import { buildApp } from './app';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the application shell', () => {
  it('reports health including the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: database.kind });
  });

  it('sends security headers with a real Content-Security-Policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the same security headers on answers no route gave', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/bestaat-niet' });
    expect(response.statusCode).toBe(404);
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with the one error shape in Dutch', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/bestaat-niet' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'NOT_FOUND',
      message: 'Deze pagina of dit gegeven bestaat niet.',
    });
  });

  it('serves an OpenAPI document generated from the schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v3/themes/{name}',
        '/api/v3/messages/{id}',
        '/api/v3/mail',
        '/api/v3/health',
      ]),
    );
  });

  it('tells the web app the brand and whether a tag manager is configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/site' });
    expect(response.json()).toMatchObject({
      brand: { name: 'Drukwerk Direct', slug: 'drukwerkdirect' },
      tagManagerId: null,
    });
  });

  it('closes gracefully: a request in flight still gets its answer', async () => {
    const local = await buildApp(testConfig(), { database });
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    local.get('/slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { done: true };
    });
    await local.listen({ port: 0, host: '127.0.0.1' });
    const address = local.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/slow`);
    // Close only once the request is inside its handler, whatever the machine's load.
    await handlerStarted;
    const closing = local.close();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await closing;
  });
});
