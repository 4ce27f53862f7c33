import { describe, expect, it } from 'vitest';
import { DEMO_DELIVERY_ADDRESSES } from '../addresses/addresses.seed';
import { DEMO_CUSTOMERS } from '../customers/customers.seed';
import { DEMO_SHOPS } from '../shops/shops.seed';
import { createBuiltinProvider } from './builtin-provider';

type SeedAddress = { street: string; number?: string; addition?: string; zipCode?: string; city: string };

/** The forms keep letter and addition in one field: a single letter is the house letter. */
function expected(seed: SeedAddress) {
  const addition = seed.addition ?? '';
  return {
    street: seed.street,
    city: seed.city,
    zipCode: seed.zipCode,
    houseNumber: seed.number,
    ...(/^[A-Z]$/.test(addition) ? { houseLetter: addition } : addition ? { addition } : {}),
  };
}

const seeded: SeedAddress[] = [
  ...DEMO_DELIVERY_ADDRESSES.map(({ address }) => address),
  ...DEMO_CUSTOMERS.map(({ address }) => address),
  ...DEMO_SHOPS,
].filter((address) => address.number && address.zipCode);

describe('the built-in provider', () => {
  it.each(seeded.map((address) => [`${address.street} ${address.number}${address.addition ?? ''}`, address]))(
    'knows the demo address %s',
    async (_, address) => {
      const answer = await createBuiltinProvider().find(address.zipCode!.replace(' ', ''), address.number!);
      expect(answer.kind).toBe('found');
      if (answer.kind === 'found') expect(answer.addresses).toContainEqual(expected(address));
    },
  );

  it('has numbers with several addresses to choose from', async () => {
    const keizersgracht = await createBuiltinProvider().find('1016DX', '212');
    expect(keizersgracht.kind === 'found' && keizersgracht.addresses).toHaveLength(4);
    const industrieweg = await createBuiltinProvider().find('3401MA', '7');
    expect(industrieweg.kind === 'found' && industrieweg.addresses).toHaveLength(2);
  });

  it('finds nothing for an address it does not know', async () => {
    expect(await createBuiltinProvider().find('3542DK', '16')).toEqual({ kind: 'found', addresses: [] });
  });
});
