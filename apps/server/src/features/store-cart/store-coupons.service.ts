import { translate } from '@portal/shared/i18n/translate';
import { discountedUnitCents, normaliseCouponCode } from '@portal/shared/rules/store-coupon';
import type { StoreCoupon } from '@portal/shared/schemas/store-cart';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { type Failure, fail, isFailure } from '../../platform/failure';
import { amsterdamWallClock } from '../shops/amsterdam-calendar';
import type { StoreCartService } from './store-cart.service';
import type { StoreCouponsRepository } from './store-coupons.repository';
import type { StoreItems } from './store-items';
import type { PricedStoreLine } from './store-line-pricing';

/** A coupon that holds today, for this account, in this theme. */
export type ValidCoupon = { code: string; percent: number; printStoreId: string };

/** Who uses a coupon: the account (once per code) and the theme the store is seen in. */
export type CouponUser = { userId: string; theme: string | undefined };

type CouponFailure = 'COUPON_INVALID' | 'COUPON_NOT_APPLICABLE' | 'COUPON_ALREADY_USED' | 'THEME_NOT_FOUND';

type Deps = {
  repository: StoreCouponsRepository;
  items: Pick<StoreItems, 'storeIdsShown'>;
  storeCart: Pick<StoreCartService, 'linesToOrder'>;
  clock: Clock;
};

/** A line the coupon takes its percentage off: priced, and of the coupon's own store. */
const discounts = (coupon: ValidCoupon, line: PricedStoreLine): boolean =>
  line.printStoreId === coupon.printStoreId && line.hiddenUnitCents !== null;

/**
 * The line with the coupon's percentage off its unit price and so its line price (the rounding
 * is rules/store-coupon.ts's), and the coupon among its choices, as the order keeps it.
 */
function discountedLine(line: PricedStoreLine, coupon: ValidCoupon): PricedStoreLine {
  const before = line.hiddenUnitCents as number;
  const unit = discountedUnitCents(before, coupon.percent);
  const title = translate('placedOrders.storeCoupon.option', { code: coupon.code, percent: coupon.percent });
  const groupTitle = translate('placedOrders.storeCoupon.group');
  return {
    ...line,
    // What the theme hides stays hidden; the order records the price all the same.
    unitCents: line.unitCents === null ? null : unit,
    lineCents: line.lineCents === null ? null : unit * line.quantity,
    hiddenUnitCents: unit,
    hiddenLineCents: unit * line.quantity,
    specTitles: [...line.specTitles, { title: groupTitle, value: title }],
    choices: [
      ...line.choices,
      {
        menuId: 'coupon',
        optionGroupName: 'coupon',
        optionName: coupon.code,
        groupTitle,
        optionTitle: title,
      },
    ],
    coupon: { code: coupon.code, percent: coupon.percent, unitCentsBefore: before },
  };
}

/**
 * The print store's coupons (spec 02 section 5, decision 0108): a code holds when it is on the
 * list, today (in Amsterdam) lies within its days, its store is one the theme shows and the
 * account has not used it; it takes its percentage off the items of its own store.
 */
export function createStoreCouponsService({ repository, items, storeCart, clock }: Deps) {
  async function validate(
    typed: string,
    user: CouponUser,
  ): Promise<ValidCoupon | Failure<Exclude<CouponFailure, 'COUPON_NOT_APPLICABLE'>>> {
    const code = normaliseCouponCode(typed);
    const coupon = code ? await repository.coupon(code) : undefined;
    if (!coupon) return fail('COUPON_INVALID');
    // Calendar days compare as their ISO text; both days count.
    const today = amsterdamWallClock(clock.now()).date;
    if (today < coupon.validFrom || today > coupon.validUntil) return fail('COUPON_INVALID');
    const shown = await items.storeIdsShown(user.theme);
    if (isFailure(shown)) return shown;
    if (!shown.includes(coupon.printStoreId)) return fail('COUPON_INVALID');
    if (await repository.usedBy(coupon.code, user.userId)) return fail('COUPON_ALREADY_USED');
    return { code: coupon.code, percent: coupon.percent, printStoreId: coupon.printStoreId };
  }

  /** The lines with the coupon applied; refused when it holds for none of them (nothing to use it on). */
  async function apply(
    typed: string,
    user: CouponUser,
    lines: readonly PricedStoreLine[],
  ): Promise<{ coupon: ValidCoupon; lines: PricedStoreLine[] } | Failure<CouponFailure>> {
    const coupon = await validate(typed, user);
    if (isFailure(coupon)) return coupon;
    if (!lines.some((line) => discounts(coupon, line))) return fail('COUPON_NOT_APPLICABLE');
    return {
      coupon,
      lines: lines.map((line) => (discounts(coupon, line) ? discountedLine(line, coupon) : line)),
    };
  }

  return {
    apply,

    /** The coupon's answer for the account's store cart as it is now; nothing is recorded. */
    async check(user: CouponUser, typed: string): Promise<StoreCoupon | Failure<CouponFailure>> {
      const lines = await storeCart.linesToOrder(user.userId, user.theme);
      if (isFailure(lines)) return lines;
      const applied = await apply(typed, user, lines);
      if (isFailure(applied)) return applied;
      const discounted = applied.lines.filter((line) => line.coupon);
      // A customer who is shown no amounts is told none (decision 0098).
      const shown = discounted.every((line) => line.lineCents !== null);
      return {
        code: applied.coupon.code,
        percent: applied.coupon.percent,
        discountCents: shown
          ? discounted.reduce(
              (sum, line) =>
                sum + ((line.coupon?.unitCentsBefore ?? 0) - (line.unitCents ?? 0)) * line.quantity,
              0,
            )
          : null,
      };
    },

    /**
     * In the order's transaction: the account uses the code for this order. Refused when it did
     * already, also by an order that committed after this one's checks (a second tab, a retry
     * with another session): the order then rolls back.
     */
    async redeem(
      tx: Db,
      redemption: { code: string; userId: string; orderId: string; at: Date },
    ): Promise<true | Failure<'COUPON_ALREADY_USED'>> {
      return (await repository.redeem(tx, redemption)) ? true : fail('COUPON_ALREADY_USED');
    },
  };
}
export type StoreCouponsService = ReturnType<typeof createStoreCouponsService>;
