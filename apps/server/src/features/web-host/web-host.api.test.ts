import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase } from '../../../test/test-app';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portaal</title><div id="root"></div>');
  writeFileSync(
    path.join(dist, 'assets', 'index-AbC123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { SERVE_WEB: 'true', WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html for / and never lets it be cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers page paths with index.html (history fallback)', async () => {
    for (const url of ['/contact', '/gemeente-rivierstad', '/printstore/category/shared', '/faq?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('keeps unknown API, asset and media paths as JSON 404s', async () => {
    for (const url of ['/api/v3/nope', '/assets/missing.js', '/media/x', '/dev/nothing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error).toBe('NOT_FOUND');
    }
  });

  it('serves the demo theme images', async () => {
    const response = await app.inject({ method: 'GET', url: '/images/logos/themes/gemeente-rivierstad.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it('does not serve files outside the build folder', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/..%2f..%2fpackage.json' });
    expect(response.statusCode).toBe(404);
  });
});
