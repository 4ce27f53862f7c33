import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mutableClock } from '../../../test/mutable-clock';
import { createPdokProvider } from './pdok-provider';
import { closedPortUrl, type FakePdok, startFakePdok } from './pdok-test-server';

let pdok: FakePdok;
const clock = mutableClock(new Date('2026-03-02T09:00:00Z'));
const provider = (timeoutMs = 10_000, baseUrl = pdok.baseUrl) =>
  createPdokProvider({ baseUrl, timeoutMs, clock });

beforeAll(async () => {
  pdok = await startFakePdok();
});
afterEach(() => {
  pdok.behave('answer');
  pdok.requests.length = 0;
});
afterAll(async () => {
  await pdok.close();
});

describe('the PDOK provider', () => {
  it('asks the free endpoint by postcode and number with parameters v3.1 accepts, and maps the answer', async () => {
    const answer = await provider().find('3512JE', '29');
    expect(answer).toEqual({
      kind: 'found',
      addresses: [{ street: 'Domplein', city: 'Utrecht', zipCode: '3512 JE', houseNumber: '29' }],
    });
    expect(pdok.requests).toHaveLength(1);
    const [request] = pdok.requests;
    expect(request!.pathname).toBe('/locatieserver/free');
    expect(request!.searchParams.getAll('fq')).toEqual(['type:adres', 'postcode:3512JE', 'huisnummer:29']);
  });

  it('gives every address at a number with several, letters and additions upper case', async () => {
    const answer = await provider().find('1016GV', '263');
    expect(answer.kind).toBe('found');
    if (answer.kind !== 'found') return;
    expect(answer.addresses).toHaveLength(4);
    expect(answer.addresses).toContainEqual({
      street: 'Prinsengracht',
      city: 'Amsterdam',
      zipCode: '1016 GV',
      houseNumber: '263',
      houseLetter: 'B',
      addition: 'H',
    });
    expect(answer.addresses.filter((address) => address.houseNumber !== '263')).toEqual([]);
  });

  it('finds nothing for a number the register does not have', async () => {
    expect(await provider().find('3512JE', '31')).toEqual({ kind: 'found', addresses: [] });
  });

  it('counts an HTTP error as unavailable', async () => {
    pdok.behave('http-500');
    expect(await provider().find('3512JE', '29')).toMatchObject({
      kind: 'unavailable',
      reason: 'bad-status',
      detail: 'HTTP 500',
    });
  });

  it('counts a refused connection as unavailable', async () => {
    const answer = await provider(10_000, await closedPortUrl()).find('3512JE', '29');
    expect(answer).toMatchObject({ kind: 'unavailable', reason: 'unreachable' });
    if (answer.kind === 'unavailable') expect(answer.detail).toContain('ECONNREFUSED');
  });

  it('gives up on a server that never answers after its timeout', async () => {
    pdok.behave('never-answer');
    expect(await provider(50).find('3512JE', '29')).toMatchObject({ kind: 'unavailable', reason: 'timeout' });
    expect(pdok.requests).toHaveLength(1);
  });

  it('counts an answer that is not JSON, or JSON of another shape, as unavailable', async () => {
    pdok.behave('not-json');
    expect(await provider().find('3512JE', '29')).toMatchObject({
      kind: 'unavailable',
      reason: 'bad-answer',
      detail: 'not JSON',
    });
    pdok.behave('wrong-shape');
    expect(await provider().find('3512JE', '29')).toMatchObject({
      kind: 'unavailable',
      reason: 'bad-answer',
    });
  });

  it('keeps answers: a found address for a day, a number not found for an hour', async () => {
    const cached = provider();
    await cached.find('3512JE', '29');
    await cached.find('3512JE', '31');
    await cached.find('3512JE', '29');
    await cached.find('3512JE', '31');
    expect(pdok.requests).toHaveLength(2);
    expect(cached.cachedAnswers()).toBe(2);

    clock.advance(60 * 60 * 1000);
    await cached.find('3512JE', '29');
    await cached.find('3512JE', '31');
    expect(pdok.requests).toHaveLength(3);

    clock.advance(23 * 60 * 60 * 1000);
    await cached.find('3512JE', '29');
    expect(pdok.requests).toHaveLength(4);
  });

  it('keeps no failure: the next question asks again', async () => {
    const cached = provider();
    pdok.behave('http-500');
    expect((await cached.find('3512JE', '29')).kind).toBe('unavailable');
    pdok.behave('answer');
    expect((await cached.find('3512JE', '29')).kind).toBe('found');
    expect(pdok.requests).toHaveLength(2);
  });

  it('asks once for the same number asked twice at the same time', async () => {
    const shared = provider();
    const [one, two] = await Promise.all([shared.find('1016GV', '263'), shared.find('1016GV', '263')]);
    expect(one).toEqual(two);
    expect(pdok.requests).toHaveLength(1);
  });
});
