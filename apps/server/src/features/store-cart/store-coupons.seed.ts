import { DEMO_PRINT_STORE_ID } from '../accounts/accounts.seed';
import type { StoreCouponsRepository } from './store-coupons.repository';

/**
 * The spec's one listed coupon (spec 02 sections 5 and 9): 25 % off the default store's own
 * items from 01-01-2023 to 01-03-2023, both included, so long expired: typed today it answers
 * 'Dit is geen geldige kortingscode'. The code itself is not in the spec; PRINTS25 is ours
 * (decision 0108).
 */
export const SPEC_COUPON = {
  code: 'PRINTS25',
  percent: 25,
  validFrom: '2023-01-01',
  validUntil: '2023-03-01',
} as const;

/** Idempotent: a code already on the list is left as it is. After the print store's seed (its store). */
export async function seedDemoCoupons(repository: StoreCouponsRepository): Promise<void> {
  await repository.insertCoupon({ ...SPEC_COUPON, printStoreId: DEMO_PRINT_STORE_ID });
}
