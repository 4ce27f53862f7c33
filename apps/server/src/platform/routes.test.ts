import { type Access, defineEndpoint } from '@portal/shared/api/endpoint';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';
import { fail } from './failure';
import { MAX_BODY_DEPTH } from './input-checks';
import { answerOfItems, answerOnce } from './prepared-answers';
import {
  type Authenticator,
  type Caller,
  failureCodesOf,
  type RouteDefinition,
  registerRoutes,
  route,
  signedRoute,
} from './routes';

/**
 * The route registrar on a bare Fastify app with a stand-in authenticator: tokens 'customer',
 * 'staff' and 'admin' are live logins of those kinds, 'desk' is staff with the order-desk role,
 * 'linker' staff with the role of linking users to customer numbers, 'customerWithRole' a
 * customer's address with both roles in data, 'revoked' has a valid signature but no session.
 */
const callers: Record<string, Caller> = {
  customer: {
    user: { id: 'u1', email: 'klant@bouw.example', printStoreRole: null, staffRoles: [] },
    sessionId: 's1',
  },
  staff: {
    user: { id: 'u2', email: 'mark@drukwerkdirect.example', printStoreRole: null, staffRoles: [] },
    sessionId: 's2',
  },
  admin: {
    user: { id: 'u3', email: 'bea@drukwerkdirect.example', printStoreRole: 'ADMIN', staffRoles: [] },
    sessionId: 's3',
  },
  desk: {
    user: { id: 'u4', email: 'olga@drukwerkdirect.example', printStoreRole: null, staffRoles: ['orderDesk'] },
    sessionId: 's4',
  },
  customerWithRole: {
    user: {
      id: 'u5',
      email: 'klaas@bouw.example',
      printStoreRole: null,
      staffRoles: ['orderDesk', 'customerLinks'],
    },
    sessionId: 's5',
  },
  linker: {
    user: {
      id: 'u6',
      email: 'linda@drukwerkdirect.example',
      printStoreRole: null,
      staffRoles: ['customerLinks'],
    },
    sessionId: 's6',
  },
} as unknown as Record<string, Caller>;
const tokenOf = (request: { headers: Record<string, unknown> }) =>
  String(request.headers.authorization ?? '').replace('Bearer ', '');
const authenticator: Authenticator = {
  callerOf: async (request) => callers[tokenOf(request)] ?? null,
  claimsOf: async (request) => {
    const token = tokenOf(request);
    return callers[token] || token === 'revoked' ? { userId: `user-of-${token}`, sessionId: 'x' } : null;
  },
  isStaff: (caller) => caller.user.email.endsWith('@drukwerkdirect.example'),
  isPrintStoreAdmin: (caller) => caller.user.printStoreRole === 'ADMIN',
  hasStaffRole: (caller, role) => caller.user.staffRoles.includes(role),
};

const whoAmI = <A extends Access>(access: A) =>
  defineEndpoint({
    method: 'GET',
    path: `/test/${access}` as const,
    access,
    tag: 'system',
    summary: 'Wie belt er?',
    status: 200,
    response: z.object({ caller: z.string().nullable() }),
    errors: [],
  });
const findFile = defineEndpoint({
  method: 'GET',
  path: '/test/files/:fileId',
  access: 'public',
  tag: 'system',
  summary: 'Een bestand',
  params: z.object({ fileId: z.uuid() }),
  status: 200,
  response: z.object({ id: z.string() }),
  errors: ['FILE_NOT_FOUND'],
});
const listFiles = defineEndpoint({
  method: 'GET',
  path: '/test/files',
  access: 'public',
  tag: 'system',
  summary: 'Bestanden',
  status: 200,
  response: z.object({ files: z.array(z.object({ id: z.string() })), note: z.string().optional() }),
  errors: [],
});
const receiveBytes = defineEndpoint({
  method: 'POST',
  path: '/test/bytes',
  access: 'customer',
  tag: 'system',
  summary: 'Ruwe bytes',
  query: z.object({ size: z.coerce.number().int().min(1) }),
  status: 200,
  response: z.object({ received: z.number(), login: z.string(), live: z.boolean() }),
  errors: ['CHUNK_INVALID'],
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
});

async function appWith(definitions: RouteDefinition[]): Promise<FastifyInstance> {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerRoutes(app, definitions, authenticator);
  return app;
}

const get = (url: string, token?: string) =>
  app!.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('routes by access', () => {
  const routes = [
    route(whoAmI('public'), async ({ optionalCaller }) => ({
      caller: (await optionalCaller())?.user.id ?? null,
    })),
    ...(['customer', 'staff', 'printStoreAdmin', 'orderDesk', 'customerLinks'] as const).map((access) =>
      route(whoAmI(access), async ({ caller }) => ({ caller: caller.user.id })),
    ),
  ];

  it.each([
    // url, token, status, caller
    ['/test/public', undefined, 200, null],
    ['/test/public', 'customer', 200, 'u1'],
    ['/test/customer', undefined, 401, undefined],
    ['/test/customer', 'revoked', 401, undefined],
    ['/test/customer', 'customer', 200, 'u1'],
    ['/test/staff', 'customer', 403, undefined],
    ['/test/staff', 'staff', 200, 'u2'],
    ['/test/printStoreAdmin', 'staff', 403, undefined],
    ['/test/printStoreAdmin', 'admin', 200, 'u3'],
    ['/test/orderDesk', undefined, 401, undefined],
    ['/test/orderDesk', 'customer', 403, undefined],
    // Staff without the role in data, and the role on a customer's address: neither is the desk.
    ['/test/orderDesk', 'staff', 403, undefined],
    ['/test/orderDesk', 'customerWithRole', 403, undefined],
    ['/test/orderDesk', 'desk', 200, 'u4'],
    ['/test/staff', 'desk', 200, 'u4'],
    // Linking users to customer numbers: its own role, like the desk's, and neither opens the other.
    ['/test/customerLinks', undefined, 401, undefined],
    ['/test/customerLinks', 'customer', 403, undefined],
    ['/test/customerLinks', 'staff', 403, undefined],
    ['/test/customerLinks', 'admin', 403, undefined],
    ['/test/customerLinks', 'desk', 403, undefined],
    ['/test/customerLinks', 'customerWithRole', 403, undefined],
    ['/test/customerLinks', 'linker', 200, 'u6'],
    ['/test/orderDesk', 'linker', 403, undefined],
    ['/test/staff', 'linker', 200, 'u6'],
  ] as const)('%s with %s answers %i', async (url, token, status, caller) => {
    await appWith(routes);
    const response = await get(url, token);
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json()).toEqual({ caller });
    if (status === 401)
      expect(response.json()).toEqual({
        error: 'UNAUTHORIZED',
        message: 'U bent niet (meer) ingelogd. Log in om verder te gaan.',
      });
    if (status === 403) expect(response.json().error).toBe('FORBIDDEN');
  });

  it('refuses a caller before the body is read', async () => {
    let handled = false;
    await appWith([
      route(
        defineEndpoint({
          method: 'POST',
          path: '/test/upload',
          access: 'customer',
          tag: 'system',
          summary: 'x',
          body: z.object({ name: z.string() }),
          status: 200,
          response: z.object({ ok: z.boolean() }),
          errors: [],
        }),
        async () => {
          handled = true;
          return { ok: true };
        },
      ),
    ]);
    const response = await app!.inject({
      method: 'POST',
      url: '/test/upload',
      payload: 'not json at all',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(401);
    expect(handled).toBe(false);
  });
});

describe('failures', () => {
  it('answers a returned failure with its status and Dutch text, and invalid input with VALIDATION_ERROR', async () => {
    await appWith([
      route(findFile, async ({ params }) =>
        params.fileId === '00000000-0000-4000-8000-000000000001'
          ? { id: params.fileId }
          : fail('FILE_NOT_FOUND'),
      ),
    ]);
    expect((await get('/test/files/00000000-0000-4000-8000-000000000001')).json()).toEqual({
      id: '00000000-0000-4000-8000-000000000001',
    });
    const missing = await get('/test/files/00000000-0000-4000-8000-000000000002');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'FILE_NOT_FOUND', message: 'Dit bestand bestaat niet (meer).' });
    const invalid = await get('/test/files/geen-uuid');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe('VALIDATION_ERROR');
  });

  it('keeps an unexpected error out of the answer', async () => {
    await appWith([
      route(findFile, async () => {
        throw new Error('database password is hunter2');
      }),
    ]);
    const response = await get('/test/files/00000000-0000-4000-8000-000000000001');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.json().error).toBe('INTERNAL_ERROR');
  });
});

describe('input every route refuses', () => {
  const receiveNote = defineEndpoint({
    method: 'POST',
    path: '/test/notes',
    access: 'public',
    tag: 'system',
    summary: 'Een notitie',
    body: z.object({ text: z.string(), extra: z.unknown().optional() }),
    status: 200,
    response: z.object({ text: z.string() }),
    errors: [],
  });
  let handled = 0;
  const noteRoute = route(
    receiveNote,
    async ({ body }) => {
      handled += 1;
      return { text: body.text };
    },
    { bodyLimit: 64 * 1024 },
  );
  const post = (payload: string) =>
    app!.inject({
      method: 'POST',
      url: '/test/notes',
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  /** A note whose `extra` makes the body `levels` deep (the note itself is the first level). */
  const noteNesting = (levels: number) =>
    `{"text":"diep","extra":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

  it('passes a body nested to the limit and refuses one level more with BODY_TOO_DEEP, unparsed', async () => {
    await appWith([noteRoute]);
    handled = 0;
    const atLimit = await post(noteNesting(MAX_BODY_DEPTH));
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    for (const levels of [MAX_BODY_DEPTH + 1, 5_000]) {
      const refused = await post(noteNesting(levels));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'BODY_TOO_DEEP',
        message: 'De gegevens in dit verzoek zijn te diep in elkaar genest om te verwerken.',
      });
    }
    expect(handled).toBe(1);
  });

  it('keeps the JSON parser’s other refusals and the route’s body limit', async () => {
    await appWith([noteRoute]);
    handled = 0;
    for (const payload of ['{"text":', '{"text":"a","__proto__":{"isAdmin":true}}']) {
      const refused = await post(payload);
      expect(refused.statusCode, payload).toBe(400);
      expect(refused.json().error).toBe('VALIDATION_ERROR');
    }
    const large = await post(JSON.stringify({ text: 'x'.repeat(65 * 1024) }));
    expect(large.statusCode).toBe(413);
    expect(large.json().error).toBe('PAYLOAD_TOO_LARGE');
    expect(handled).toBe(0);
  });

  it.each([
    ['a lone high surrogate in a value', { text: 'a\ud800' }],
    ['a lone low surrogate in a key', { text: 'a', extra: { '\udc00': 1 } }],
    ['a NUL character deep inside', { text: 'a', extra: [[{ x: 'b\u0000' }]] }],
  ])('refuses %s with VALIDATION_ERROR before the handler', async (_, body) => {
    await appWith([noteRoute]);
    handled = 0;
    const refused = await post(JSON.stringify(body));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('VALIDATION_ERROR');
    expect(handled).toBe(0);
  });

  it('passes an emoji in keys and values as sent', async () => {
    await appWith([noteRoute]);
    const response = await post(JSON.stringify({ text: 'Feest 🎉', extra: { '😀': '👍' } }));
    expect(response.json()).toEqual({ text: 'Feest 🎉' });
  });

  it('names the refusals in each route’s failure codes, as the OpenAPI document lists them', () => {
    expect(failureCodesOf(noteRoute)).toEqual(
      expect.arrayContaining(['VALIDATION_ERROR', 'BODY_TOO_DEEP', 'INTERNAL_ERROR']),
    );
    // A raw body is never parsed as JSON; unstorable text in its query is VALIDATION_ERROR, other
    // invalid input the route's own code.
    const chunk = failureCodesOf(
      signedRoute(receiveBytes, async () => fail('CHUNK_INVALID'), {
        rawBody: true,
        invalidInput: 'CHUNK_INVALID',
      }),
    );
    expect(chunk).toEqual(expect.arrayContaining(['VALIDATION_ERROR', 'CHUNK_INVALID']));
    expect(chunk).not.toContain('BODY_TOO_DEEP');
    expect(failureCodesOf(route(whoAmI('public'), async () => ({ caller: null })))).toEqual([
      'INTERNAL_ERROR',
    ]);
  });
});

describe('a signed route with a raw body', () => {
  const bytesRoute = signedRoute(
    receiveBytes,
    async ({ query, request, login, confirmCaller }) => {
      let received = 0;
      for await (const chunk of request.raw) received += (chunk as Buffer).length;
      if (received !== query.size) return fail('CHUNK_INVALID');
      return { received, login: login.userId, live: (await confirmCaller()) !== null };
    },
    { rawBody: true, invalidInput: 'CHUNK_INVALID' },
  );
  const post = (url: string, token: string, payload: Buffer) =>
    app!.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    });

  it('streams the body unparsed to the handler, which knows the login from the signature', async () => {
    await appWith([bytesRoute]);
    const response = await post('/test/bytes?size=5', 'customer', Buffer.from('12345'));
    expect(response.json()).toEqual({ received: 5, login: 'user-of-customer', live: true });
    // A valid signature whose session is gone passes the hook; the handler learns it when it asks.
    expect((await post('/test/bytes?size=5', 'revoked', Buffer.from('12345'))).json().live).toBe(false);
    expect((await post('/test/bytes?size=5', 'forged', Buffer.from('12345'))).statusCode).toBe(401);
  });

  it('answers invalid input with the code the route names (flow.js gives up on 422)', async () => {
    await appWith([bytesRoute]);
    const response = await post('/test/bytes?size=nul', 'customer', Buffer.from('1'));
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('CHUNK_INVALID');
  });
});

describe('prepared answers (decision 0040)', () => {
  const fileId = '00000000-0000-4000-8000-000000000001';
  const withHeaders = (url: string, headers: Record<string, string>) =>
    app!.inject({ method: 'GET', url, headers });

  it('answers what the contract’s serialiser would, with a validator, and 304 without a body to a browser holding it', async () => {
    // Kept by the service while its content holds; a key outside the schema is not sent.
    const kept = { id: fileId, internalNote: 'niet voor de klant' };
    await appWith([route(findFile, async () => answerOnce(findFile, kept))]);
    const first = await get(`/test/files/${fileId}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: fileId });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    for (const held of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const again = await withHeaders(`/test/files/${fileId}`, { 'if-none-match': held });
      expect(again.statusCode, held).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    const changed = await withHeaders(`/test/files/${fileId}`, { 'if-none-match': 'W/"an-older-answer"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ id: fileId });
  });

  it('gives the same content the same validator and other content another', async () => {
    const other = '00000000-0000-4000-8000-000000000002';
    await appWith([
      // A fresh object per call: the validator comes from the bytes, not from the object.
      route(findFile, async ({ params }) => answerOnce(findFile, { id: params.fileId })),
    ]);
    const first = await get(`/test/files/${fileId}`);
    const same = await get(`/test/files/${fileId}`);
    const different = await get(`/test/files/${other}`);
    expect(same.headers.etag).toBe(first.headers.etag);
    expect(different.headers.etag).not.toBe(first.headers.etag);
    const held = await withHeaders(`/test/files/${other}`, { 'if-none-match': String(first.headers.etag) });
    expect(held.statusCode).toBe(200);
    expect(held.json()).toEqual({ id: other });
  });

  it('answers items drawn per request as the contract’s serialiser would, with a validator of the bytes', async () => {
    // Kept by the service: the same objects at every draw, a key outside the schema not sent.
    const kept = [{ id: 'a', internalNote: 'niet voor de klant' }, { id: 'b' }, { id: 'c' }];
    const draws = [[kept[2]!, kept[0]!], [kept[1]!], [kept[2]!, kept[0]!]];
    await appWith([
      route(listFiles, async () =>
        answerOfItems(listFiles, 'files', z.object({ id: z.string() }), draws.shift() ?? []),
      ),
    ]);
    const first = await get('/test/files');
    const second = await get('/test/files');
    const third = await get('/test/files');
    expect(first.json()).toEqual({ files: [{ id: 'c' }, { id: 'a' }] });
    expect(second.json()).toEqual({ files: [{ id: 'b' }] });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(third.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });

  it('refuses to send drawn items its contract does not allow', async () => {
    await appWith([
      route(listFiles, async () =>
        answerOfItems(listFiles, 'files', z.object({ id: z.string() }), [{ id: 42 }]),
      ),
    ]);
    const response = await get('/test/files');
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toBe('INTERNAL_ERROR');
  });

  it('refuses to send a value its contract does not allow, as the serialiser would', async () => {
    await appWith([
      route(findFile, async () => answerOnce(findFile, { id: 42 } as unknown as { id: string })),
    ]);
    const response = await get(`/test/files/${fileId}`);
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toBe('INTERNAL_ERROR');
  });
});
