import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../test/test-app';

/**
 * The per-IP limits count the client's real address. X-Forwarded-For is believed only from
 * the proxy TRUST_PROXY names (decision 0024), so rotating it gains an attacker nothing.
 */

let database: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.drop();
});

async function appWith(config: Record<string, string>): Promise<FastifyInstance> {
  const app = await createTestApp(database, { config });
  apps.push(app);
  return app;
}

/** 11 password-reset requests (the limit is 10 an hour per address) with the given headers. */
async function resetRequests(
  app: FastifyInstance,
  request: (attempt: number) => { remoteAddress: string; forwardedFor: string },
): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 11; attempt += 1) {
    const { remoteAddress, forwardedFor } = request(attempt);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/forgot-password',
      payload: { username: `niemand${++sent}@klant-test.example` },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

let sent = 0;
const rotated = (attempt: number) => `198.51.100.${attempt + 1}`;

describe('client addresses behind a proxy', () => {
  it('ignores X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const app = await appWith({});
    const statuses = await resetRequests(app, (attempt) => ({
      remoteAddress: '203.0.113.50',
      forwardedFor: rotated(attempt),
    }));
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('behind the trusted proxy, counts the address the proxy saw, not what the client made up', async () => {
    const app = await appWith({ TRUST_PROXY: '10.0.0.2' });
    // The client writes its own entries first; the proxy appends the address it saw.
    const statuses = await resetRequests(app, (attempt) => ({
      remoteAddress: '10.0.0.2',
      forwardedFor: `${rotated(attempt)}, 203.0.113.60`,
    }));
    expect(statuses[10]).toBe(429);
    // Another customer behind the same proxy has a limit of its own.
    const other = await resetRequests(app, () => ({
      remoteAddress: '10.0.0.2',
      forwardedFor: '203.0.113.61',
    }));
    expect(other.slice(0, 10).every((status) => status === 200)).toBe(true);
  });

  it('believes only the named proxy: the same header from elsewhere counts the sender', async () => {
    const app = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    const statuses = await resetRequests(app, (attempt) => ({
      remoteAddress: '203.0.113.70',
      forwardedFor: rotated(attempt),
    }));
    expect(statuses[10]).toBe(429);
    const viaProxy = await resetRequests(app, (attempt) => ({
      remoteAddress: '10.0.0.2',
      forwardedFor: rotated(attempt),
    }));
    // Through the trusted proxy each forwarded address is its own client.
    expect(viaProxy.every((status) => status === 200)).toBe(true);
  });
});
