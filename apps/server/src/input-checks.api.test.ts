import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Product, SpecEntry } from '@portal/shared/schemas/catalogue';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aUser, type BuiltUser, productShape } from '../test/builders';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test/test-app';
import { type Browser, headersOf, openSession } from '../test/upload-client';
import { authAttempts, sessions } from './features/accounts/accounts.tables';
import { cartLines } from './features/cart/cart.tables';
import { printTemplates } from './features/print-templates/print-templates.tables';
import { uploadedFiles } from './features/uploads/uploads.tables';
import { MAX_BODY_DEPTH } from './platform/input-checks';

/**
 * The input every route refuses, through real routes on the real database (decision 0080): a
 * JSON body nested past MAX_BODY_DEPTH answers BODY_TOO_DEEP, text PostgreSQL cannot store (a
 * NUL, half a surrogate pair) answers VALIDATION_ERROR, both before any service, so nothing is
 * stored and no login attempt is counted. Before, the deep body overflowed the stack (500) and a
 * lone surrogate in a jsonb column failed in PostgreSQL (500), in a text column became U+FFFD.
 */

let dataDir: string;
let database: TestDatabase;
let app: FastifyInstance;
/** A product with a remark: free text, stored in the specs' jsonb. */
let product: Product;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'input-checks-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir } });
  const shape = productShape();
  const [menu] = shape.menus;
  product = await aProduct(database.db, {
    menus: [
      {
        ...menu!,
        optionGroups: [
          ...menu!.optionGroups,
          {
            name: 'opmerking',
            title: 'Opmerking',
            kind: 'text',
            default: null,
            analyseValue: null,
            options: [],
          },
        ],
      },
    ],
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Each login from an address of its own, so the per-IP login limit never bites here. */
let logins = 0;
function logInWith(payload: string | object) {
  logins += 1;
  return app.inject({
    method: 'POST',
    url: '/api/v3/auth/login',
    payload,
    headers: { 'content-type': 'application/json' },
    remoteAddress: `10.80.${Math.floor(logins / 250)}.${logins % 250}`,
  });
}

async function aCustomer(): Promise<{ user: BuiltUser; browser: Browser }> {
  const user = await aUser(database.db);
  const response = await logInWith({ username: user.email, password: user.password });
  expect(response.statusCode, response.body).toBe(200);
  return { user, browser: { token: response.json().jwtToken } };
}

/** `levels` of arrays: the value that makes a body that much deeper. */
const arrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
/** `levels` of objects, about 6 bytes a level: 10,000 levels are the probe's 60 KB. */
const objects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

const remark = (text: string): SpecEntry => ({
  menuId: 'printen',
  optionGroupName: 'opmerking',
  optionName: text,
});
const colour: SpecEntry[] = [
  { menuId: 'printen', optionGroupName: 'formaat', optionName: 'A4' },
  { menuId: 'printen', optionGroupName: 'kleur', optionName: 'kleur' },
];

const saveTemplate = (browser: Browser, payload: string | object) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/print-templates',
    payload,
    headers: { ...headersOf(browser), 'content-type': 'application/json' },
  });
const templatesOf = (user: BuiltUser) =>
  database.db.select().from(printTemplates).where(eq(printTemplates.userId, user.id));
const sessionsOf = (user: BuiltUser) =>
  database.db.select().from(sessions).where(eq(sessions.userId, user.id));
const attemptsFor = (user: BuiltUser) =>
  database.db.select().from(authAttempts).where(eq(authAttempts.key, user.email));

const BODY_TOO_DEEP = {
  error: 'BODY_TOO_DEEP',
  message: 'De gegevens in dit verzoek zijn te diep in elkaar genest om te verwerken.',
};

describe('a body nested too deep', () => {
  it('logs in with a body nested to the limit and refuses one level more with BODY_TOO_DEEP', async () => {
    const user = await aUser(database.db);
    // The login's own object is the first level.
    const body = (levels: number) =>
      `{"username":${JSON.stringify(user.email)},"password":${JSON.stringify(user.password)},"extra":${arrays(levels - 1)}}`;
    const atLimit = await logInWith(body(MAX_BODY_DEPTH));
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    const past = await logInWith(body(MAX_BODY_DEPTH + 1));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual(BODY_TOO_DEEP);
    expect(await sessionsOf(user)).toHaveLength(1);
  });

  it.each([10_000, 100_000])(
    'refuses %i levels at the login with BODY_TOO_DEEP and counts no attempt',
    async (levels) => {
      const user = await aUser(database.db);
      for (const deep of [objects(levels), arrays(levels)]) {
        const whole = await logInWith(deep);
        expect(whole.statusCode).toBe(400);
        expect(whole.json()).toEqual(BODY_TOO_DEEP);
        const inside = await logInWith(
          `{"username":${JSON.stringify(user.email)},"password":"Fout-Wachtwoord-1","extra":${deep}}`,
        );
        expect(inside.json()).toEqual(BODY_TOO_DEEP);
      }
      expect(await attemptsFor(user)).toEqual([]);
      expect(await sessionsOf(user)).toEqual([]);
    },
  );

  it('refuses a deep body on a logged-in route that writes jsonb, storing nothing', async () => {
    const { user, browser } = await aCustomer();
    const response = await saveTemplate(
      browser,
      `{"name":"Diep","productId":${JSON.stringify(product.id)},"specs":[${objects(10_000)}]}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(BODY_TOO_DEEP);
    expect(await templatesOf(user)).toEqual([]);
  });

  it('leaves every body a contract accepts far within the limit', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/v3/openapi.json' })).json();
    const depths: Record<string, number> = {};
    for (const [route, operations] of Object.entries<Record<string, OpenApiOperation>>(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content['application/json']?.schema;
        if (schema) depths[`${method.toUpperCase()} ${route}`] = depthOf(schema, document.components.schemas);
      }
    expect(Object.keys(depths).length).toBeGreaterThan(20);
    // The deepest, the cart's PUT, nests 5 levels (MAX_BODY_DEPTH's comment cites it).
    expect(Math.max(...Object.values(depths))).toBeLessThanOrEqual(MAX_BODY_DEPTH / 8);
  });
});

describe('text PostgreSQL cannot store', () => {
  it.each([
    ['a lone high surrogate', 'Vouwen \ud800 graag'],
    ['a lone low surrogate', 'Vouwen \udc00 graag'],
    ['a pair the wrong way round', 'Vouwen \ude00\ud83d graag'],
    ['a NUL character', 'Vouwen \u0000 graag'],
  ])('refuses %s in a template’s remark (jsonb) with VALIDATION_ERROR, storing nothing', async (_, text) => {
    const { user, browser } = await aCustomer();
    const response = await saveTemplate(browser, {
      name: 'Met opmerking',
      productId: product.id,
      specs: [...colour, remark(text)],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'De gegevens zijn niet (correct) ingevuld.',
    });
    expect(await templatesOf(user)).toEqual([]);
  });

  it('refuses a lone surrogate in a name (a text column) and in a key, where it became U+FFFD', async () => {
    const { user, browser } = await aCustomer();
    for (const body of [
      { name: 'Folders \udc00', productId: product.id, specs: colour },
      { name: 'Folders', productId: product.id, specs: colour, '\ud800': true },
    ]) {
      const response = await saveTemplate(browser, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
    expect(await templatesOf(user)).toEqual([]);
  });

  it('stores a remark and a name with emoji as they were sent', async () => {
    const { user, browser } = await aCustomer();
    const specs = [...colour, remark('Graag vouwen 👍 en nieten 📎')];
    const response = await saveTemplate(browser, { name: 'Feest 🎉', productId: product.id, specs });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Feest 🎉', specs });
    expect(await templatesOf(user)).toMatchObject([{ name: 'Feest 🎉', specs }]);
  });

  it('refuses a lone surrogate in the remark of a cart line, which stays unconfigured', async () => {
    const { browser } = await aCustomer();
    const session = await openSession(app, browser);
    // A file without analysis is configured all the same, priced later by the provider.
    const [file] = await database.db
      .insert(uploadedFiles)
      .values({
        sessionId: session,
        fileName: 'folder.pdf',
        safeName: 'folder.pdf',
        relativePath: 'folder.pdf',
        size: 1000,
        status: 'READY_NOT_ANALYZED',
        analyse: false,
      })
      .returning();
    const configure = (text: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/v3/uploads/${session}/files/${file!.id}/configuration`,
        headers: headersOf(browser),
        payload: { productId: product.id, specs: [...colour, remark(text)], quantity: 1 },
      });
    const lineOf = () => database.db.select().from(cartLines).where(eq(cartLines.fileId, file!.id));
    const refused = await configure('Nieten \ud83d');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('VALIDATION_ERROR');
    expect(await lineOf()).toEqual([]);
    const stored = await configure('Nieten 📎');
    expect(stored.statusCode, stored.body).toBe(200);
    expect((await lineOf())[0]?.specs).toContainEqual(remark('Nieten 📎'));
  });

  it('refuses a lone surrogate in the login with VALIDATION_ERROR and counts no attempt', async () => {
    const user = await aUser(database.db);
    for (const password of [`${user.password}\ud800`, `\udc00${user.password}`]) {
      const response = await logInWith({ username: user.email, password });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
    expect(await attemptsFor(user)).toEqual([]);
    expect(await sessionsOf(user)).toEqual([]);
  });
});

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};
type OpenApiOperation = { requestBody?: { content: Record<string, { schema?: JsonSchema }> } };

/**
 * How deep the JSON a schema accepts nests. A reference to a named schema (components/schemas)
 * counts as that schema; one that refers back to itself (recursion) has no bound.
 */
function depthOf(schema: JsonSchema, named: Record<string, JsonSchema>, within: string[] = []): number {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = named[name];
    if (!target || within.includes(name)) return Number.POSITIVE_INFINITY;
    return depthOf(target, named, [...within, name]);
  }
  const deepest = (schemas: JsonSchema[]) =>
    Math.max(0, ...schemas.map((each) => depthOf(each, named, within)));
  const types = [schema.type ?? []].flat();
  let depth = deepest([...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]);
  if (types.includes('object') || schema.properties) {
    const values = Object.values(schema.properties ?? {});
    if (typeof schema.additionalProperties === 'object') values.push(schema.additionalProperties);
    depth = Math.max(depth, 1 + deepest(values));
  }
  if (types.includes('array') || schema.items)
    depth = Math.max(depth, 1 + deepest([schema.items ?? [], schema.prefixItems ?? []].flat()));
  return depth;
}
