import { messagesResponseSchema } from '@portal/shared/schemas/message';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aButton, aMessage, aTheme, aUser } from '../../../test/builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { messageDismissals } from './messages.tables';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
  // The default theme has one post-it, with a link and a close button.
  const defaultTheme = await aTheme(database.db, { isDefault: true });
  await aMessage(database.db, {
    theme: defaultTheme,
    backgroundColor: '#fef08a',
    buttons: [aButton({ type: 'url', value: '/leveringsvoorwaarden', label: 'Levertijden' }), aButton()],
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

/** A visitor is whoever holds an upload-session cookie; the first call hands one out. */
async function newVisitor(theme = 'default') {
  const response = await app.inject({ method: 'GET', url: `/api/v3/messages?theme=${theme}` });
  const cookie = response.cookies.find((c) => c.name === 'upload_session');
  expect(cookie?.httpOnly).toBe(true);
  return {
    cookie: `upload_session=${cookie!.value}`,
    messages: messagesResponseSchema.parse(response.json()).messages,
  };
}

const list = async (cookie: string, theme = 'default') =>
  messagesResponseSchema.parse(
    (await app.inject({ method: 'GET', url: `/api/v3/messages?theme=${theme}`, headers: { cookie } })).json(),
  ).messages;

describe('post-it messages', () => {
  it('lists the theme’s messages with colours and buttons', async () => {
    const { messages } = await newVisitor();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.backgroundColor).toBe('#fef08a');
    expect(messages[0]!.buttons.map((b) => b.type)).toEqual(['url', 'close']);
  });

  it('closing removes the message for that visitor only', async () => {
    const alice = await newVisitor();
    const bob = await newVisitor();
    const id = alice.messages[0]!.id;
    const closed = await app.inject({
      method: 'DELETE',
      url: `/api/v3/messages/${id}`,
      headers: { cookie: alice.cookie },
    });
    expect(closed.statusCode).toBe(204);
    expect(await list(alice.cookie)).toHaveLength(0);
    expect(await list(bob.cookie)).toHaveLength(1);
  });

  it('keeps closed post-its closed when a login replaces the cookie, and stores only its hash', async () => {
    const visitor = await newVisitor();
    await app.inject({
      method: 'DELETE',
      url: `/api/v3/messages/${visitor.messages[0]!.id}`,
      headers: { cookie: visitor.cookie },
    });
    const user = await aUser(database.db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { username: user.email, password: user.password },
      headers: { cookie: visitor.cookie },
    });
    const rotated = login.cookies.find((c) => c.name === 'upload_session');
    expect(rotated?.value).toBeDefined();
    expect(`upload_session=${rotated!.value}`).not.toBe(visitor.cookie);
    expect(await list(`upload_session=${rotated!.value}`)).toHaveLength(0);
    // What the database holds is a hash: neither the old nor the new cookie is in it.
    const stored = await database.db.select().from(messageDismissals);
    const values = stored.map((row) => row.visitorHash).join(' ');
    expect(values).not.toContain(rotated!.value.split('.')[0]);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.visitorHash))).toBe(true);
  });

  it('closing twice answers 404 MESSAGE_NOT_FOUND', async () => {
    const visitor = await newVisitor();
    const id = visitor.messages[0]!.id;
    await app.inject({
      method: 'DELETE',
      url: `/api/v3/messages/${id}`,
      headers: { cookie: visitor.cookie },
    });
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/v3/messages/${id}`,
      headers: { cookie: visitor.cookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: 'MESSAGE_NOT_FOUND',
      message: 'Dit bericht bestaat niet of is al gesloten.',
    });
  });

  it('a message of another theme cannot be closed and stays for its audience', async () => {
    const municipality = await aTheme(database.db);
    await aMessage(database.db, { theme: municipality });
    const municipal = await newVisitor(municipality.name);
    const outsider = await newVisitor('default');
    const foreignId = municipal.messages[0]!.id;
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/v3/messages/${foreignId}?theme=default`,
      headers: { cookie: outsider.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(await list(municipal.cookie, municipality.name)).toHaveLength(1);
  });

  it('rejects a malformed id with 400 and an unknown id with 404', async () => {
    const visitor = await newVisitor();
    const malformed = await app.inject({
      method: 'DELETE',
      url: '/api/v3/messages/1%20or%201=1',
      headers: { cookie: visitor.cookie },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('VALIDATION_ERROR');
    const unknown = await app.inject({
      method: 'DELETE',
      url: '/api/v3/messages/00000000-0000-4000-8000-000000000000',
      headers: { cookie: visitor.cookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await list(visitor.cookie)).toHaveLength(1);
  });

  it('ignores a forged or made-up upload-session cookie and hands out a signed one of its own', async () => {
    for (const forged of ['../../etc/passwd', 'A'.repeat(43)]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/v3/messages',
        headers: { cookie: `upload_session=${forged}` },
      });
      expect(response.statusCode).toBe(200);
      // The id and its signature: only what this server issued is recognised.
      expect(response.cookies.find((c) => c.name === 'upload_session')?.value).toMatch(
        /^[A-Za-z0-9_-]{43}\.[A-Za-z0-9+/_-]+=*$/,
      );
    }
  });

  it('rejects a malformed theme name', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v3/messages?theme=%3Cx%3E' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('INVALID_THEME_NAME');
  });
});
