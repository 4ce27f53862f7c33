import { postcodeLookupResponseSchema } from '@portal/shared/schemas/postcode';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../../test/builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { logIn } from '../../../test/upload-client';
import { closedPortUrl, type FakePdok, startFakePdok } from './pdok-test-server';

/**
 * The postcode lookup end to end: the built-in provider (the default) with the demo addresses,
 * and PDOK's provider against a stand-in for PDOK that answers in its shape and fails as it might.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let pdok: FakePdok;
/** The default: the built-in provider. */
let builtin: FastifyInstance;
/** PDOK's provider, with a timeout no working answer on a loaded machine comes near. */
let viaPdok: FastifyInstance;
/** PDOK's provider with a timeout of 100 ms, for a PDOK that never answers. */
let impatient: FastifyInstance;
/** PDOK's provider where nothing listens. */
let pdokDown: FastifyInstance;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  pdok = await startFakePdok();
  const pdokConfig = (baseUrl: string, timeoutMs: number) => ({
    config: { POSTCODE_PROVIDER: 'pdok', PDOK_BASE_URL: baseUrl, POSTCODE_TIMEOUT_MS: String(timeoutMs) },
  });
  builtin = await createTestApp(database);
  viaPdok = await createTestApp(database, pdokConfig(pdok.baseUrl, 20_000));
  impatient = await createTestApp(database, pdokConfig(pdok.baseUrl, 100));
  pdokDown = await createTestApp(database, pdokConfig(await closedPortUrl(), 20_000));
  const user = await aUser(database.db);
  token = (await logIn(builtin, user.email, user.password)).token!;
});
afterEach(() => {
  pdok.behave('answer');
});
afterAll(async () => {
  await Promise.all([builtin, viaPdok, impatient, pdokDown].map((app) => app?.close()));
  await pdok?.close();
  await database.drop();
});

type Query = { zipCode?: string; houseNumber?: string; houseLetter?: string; addition?: string };

function lookUp(app: FastifyInstance, query: Query, withToken = true) {
  const given = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return app.inject({
    method: 'GET',
    url: `/api/v3/postcode?${new URLSearchParams(given)}`,
    headers: withToken ? { authorization: `Bearer ${token}` } : {},
  });
}

async function addressesOf(app: FastifyInstance, query: Query) {
  const response = await lookUp(app, query);
  expect(response.statusCode, response.body).toBe(200);
  return postcodeLookupResponseSchema.parse(response.json()).addresses;
}

describe('postcode lookup with the built-in provider', () => {
  it('fills street and city of a demo address, with the postcode as the forms keep it', async () => {
    expect(await addressesOf(builtin, { zipCode: '3542dk', houseNumber: '14' })).toEqual([
      { street: 'Aannemersweg', city: 'Utrecht', zipCode: '3542 DK', houseNumber: '14' },
    ]);
    expect(
      await addressesOf(builtin, { zipCode: ' 3542 DK ', houseNumber: '14', houseLetter: '', addition: '' }),
    ).toHaveLength(1);
  });

  it('lists every address at a number with several, and narrows to the letter or addition given', async () => {
    const all = await addressesOf(builtin, { zipCode: '1016 DX', houseNumber: '212' });
    expect(all.map((address) => [address.houseLetter, address.addition])).toEqual([
      [undefined, '1'],
      [undefined, '2'],
      ['A', undefined],
      ['B', undefined],
    ]);
    expect(await addressesOf(builtin, { zipCode: '1016DX', houseNumber: '212', houseLetter: 'a' })).toEqual([
      {
        street: 'Keizersgracht',
        city: 'Amsterdam',
        zipCode: '1016 DX',
        houseNumber: '212',
        houseLetter: 'A',
      },
    ]);
    expect(await addressesOf(builtin, { zipCode: '1016DX', houseNumber: '212', addition: '2' })).toHaveLength(
      1,
    );
  });

  it('answers POSTCODE_NOT_FOUND for an address that does not exist', async () => {
    for (const query of [
      { zipCode: '3542DK', houseNumber: '16' },
      { zipCode: '9999ZZ', houseNumber: '1' },
      { zipCode: '3542DK', houseNumber: '14', houseLetter: 'C' },
      { zipCode: '1016DX', houseNumber: '212', houseLetter: 'A', addition: '1' },
    ]) {
      const response = await lookUp(builtin, query);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'POSTCODE_NOT_FOUND',
        message: expect.stringContaining('geen adres'),
      });
    }
  });

  it('refuses input that is no Dutch postcode or house number', async () => {
    for (const query of [
      { zipCode: '12345', houseNumber: '1' },
      { zipCode: '0123AB', houseNumber: '1' },
      { zipCode: 'AB1234', houseNumber: '1' },
      { zipCode: '1234 A B', houseNumber: '1' },
      { zipCode: '3542DK', houseNumber: '14a' },
      { zipCode: '3542DK', houseNumber: '0' },
      { zipCode: '3542DK', houseNumber: '-14' },
      { zipCode: '3542DK', houseNumber: '123456' },
      { zipCode: '3542DK', houseNumber: '14', houseLetter: 'AB' },
      { zipCode: '3542DK', houseNumber: '14', addition: 'HOOG1' },
      { zipCode: '3542DK' },
      { houseNumber: '14' },
    ]) {
      const response = await lookUp(builtin, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses a caller who is not logged in', async () => {
    const response = await lookUp(builtin, { zipCode: '3542DK', houseNumber: '14' }, false);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('UNAUTHORIZED');
  });
});

describe('postcode lookup with PDOK', () => {
  it('fills street and city from PDOK’s answer', async () => {
    expect(await addressesOf(viaPdok, { zipCode: '3512 JE', houseNumber: '29' })).toEqual([
      { street: 'Domplein', city: 'Utrecht', zipCode: '3512 JE', houseNumber: '29' },
    ]);
  });

  it('lists the addresses of a number with several, and narrows to a letter', async () => {
    const all = await addressesOf(viaPdok, { zipCode: '1016GV', houseNumber: '263' });
    expect(all.map(({ houseLetter, addition }) => `${houseLetter ?? ''}-${addition ?? ''}`)).toEqual([
      '-',
      '-1',
      'A-',
      'B-H',
    ]);
    expect(await addressesOf(viaPdok, { zipCode: '1016GV', houseNumber: '263', houseLetter: 'B' })).toEqual([
      {
        street: 'Prinsengracht',
        city: 'Amsterdam',
        zipCode: '1016 GV',
        houseNumber: '263',
        houseLetter: 'B',
        addition: 'H',
      },
    ]);
  });

  it('answers POSTCODE_NOT_FOUND when PDOK has no such address', async () => {
    const response = await lookUp(viaPdok, { zipCode: '3512JE', houseNumber: '31' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('POSTCODE_NOT_FOUND');
  });

  const unavailable = async (app: FastifyInstance, houseNumber: string) => {
    const response = await lookUp(app, { zipCode: '3512JE', houseNumber });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'POSTCODE_LOOKUP_UNAVAILABLE',
      message: expect.stringContaining('Vul straat en plaats zelf in'),
    });
  };

  it('answers POSTCODE_LOOKUP_UNAVAILABLE when PDOK is down', async () => {
    await unavailable(pdokDown, '29');
  });

  it('answers POSTCODE_LOOKUP_UNAVAILABLE when PDOK does not answer in time', async () => {
    pdok.behave('never-answer');
    await unavailable(impatient, '29');
  });

  it('answers POSTCODE_LOOKUP_UNAVAILABLE when PDOK fails or answers garbage', async () => {
    // Numbers not asked before: a kept answer would hide the failure.
    pdok.behave('http-500');
    await unavailable(viaPdok, '1');
    pdok.behave('not-json');
    await unavailable(viaPdok, '2');
    pdok.behave('wrong-shape');
    await unavailable(viaPdok, '3');
  });
});
