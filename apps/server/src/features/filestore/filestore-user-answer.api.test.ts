import { loginResponseSchema, userSchema } from '@portal/shared/schemas/account';
import { archiveSummarySchema } from '@portal/shared/schemas/filestore';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aColleague, aCustomerUser, filestoreClient } from '../../../test/filestore-builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import type { Browser } from '../../../test/upload-client';

/**
 * `hasArchives` on the logged-in user's answer (issue 31 point 4): whether 'Selecteer uit
 * bestandsopslag' is offered, answered with the user instead of by a question of its own, and
 * scoped as the file store scopes its archives.
 */

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase;
let app: FastifyInstance;
const call = filestoreClient(() => app);

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** What GET /api/v3/account says of the browser's user. */
async function hasArchives(browser: Browser): Promise<boolean> {
  const response = await call(browser, 'GET', '/api/v3/account');
  expect(response.statusCode, response.body).toBe(200);
  return userSchema.parse(response.json()).hasArchives;
}

describe('the user’s answer', () => {
  it('says whether the user has an archive: one of their customer numbers, shared by colleagues; the order desk any', async () => {
    const { user, browser, customerNumber } = await aCustomerUser(app, database.db);
    const colleague = await aColleague(app, database.db, customerNumber);
    const other = await aCustomerUser(app, database.db);
    const desk = await aCustomerUser(app, database.db, { staffRoles: ['orderDesk'] });
    expect(await hasArchives(browser)).toBe(false);
    expect(await hasArchives(colleague)).toBe(false);
    expect(await hasArchives(desk.browser)).toBe(false);

    const created = await call(browser, 'POST', '/api/v3/filestore/archives', {
      customerNumber,
      name: 'Eerste archief',
    });
    expect(created.statusCode, created.body).toBe(201);
    const archive = archiveSummarySchema.parse(created.json());
    expect(await hasArchives(browser)).toBe(true);
    expect(await hasArchives(colleague)).toBe(true);
    expect(await hasArchives(other.browser)).toBe(false);
    expect(await hasArchives(desk.browser)).toBe(true);
    // A login's answer says it too: the home page offers the file store from its first paint on.
    const login = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { username: user.email, password: user.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(loginResponseSchema.parse(login.json()).hasArchives).toBe(true);

    const removed = await call(
      browser,
      'DELETE',
      `/api/v3/filestore/archives/${archive.id}?version=${archive.version}`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await hasArchives(browser)).toBe(false);
    expect(await hasArchives(colleague)).toBe(false);
    expect(await hasArchives(desk.browser)).toBe(false);
  });
});
