import { translate } from '@portal/shared/i18n/translate';
import {
  type DeliveryDatesQuery,
  type DeliveryDatesResponse,
  openingHoursSchema,
  type Shop,
  type ShopLookupQuery,
  type ShopLookupResponse,
} from '@portal/shared/schemas/shops';
import type { Clock } from '../../lib/clock';
import { type Failure, fail, isFailure } from '../../platform/failure';
import type { DeliveryAddressesService } from '../addresses/delivery-addresses.service';
import type { InvoiceAddressesService } from '../customers/invoice-addresses.service';
import { firstChoice, planDeliveryDates } from './delivery-dates';
import { deliveryPromiseText, expressPromiseText } from './delivery-promise-text';
import { chooseShop, postcodeRangesSchema } from './shop-lookup';
import { shopPlanningSchema } from './shop-planning';
import type { ShopRow, ShopsRepository } from './shops.repository';

type Deps = {
  repository: ShopsRepository;
  /** The order's invoice: its customer number and postcode, only when it is the caller's. */
  invoices: Pick<InvoiceAddressesService, 'invoiceForLookup'>;
  /** The postcode of one of the caller's delivery addresses. */
  deliveryAddresses: Pick<DeliveryAddressesService, 'zipCodeOf'>;
  clock: Clock;
  imagesBaseUrl: string;
};

/**
 * The provider's shops (spec 02 sections 3, 4 and 7; decisions 0042 and 0044): the shop card,
 * which shop does an order, and the dates a shop offers with the promise in words.
 */
export function createShopsService(deps: Deps) {
  const { repository } = deps;

  function toShop(row: ShopRow): Shop {
    return {
      id: row.id,
      company: row.company,
      street: row.street,
      number: row.number,
      addition: row.addition,
      zipCode: row.zipCode,
      city: row.city,
      phone: row.phone,
      email: row.email,
      url: row.url,
      image: row.image ? `${deps.imagesBaseUrl}/shops/${row.image}` : null,
      // jsonb is checked on the way out as on the way in: a bad row fails here, not in a browser.
      openingHours: openingHoursSchema.parse(row.openingHours),
      handlesSecured: row.handlesSecured,
      deliveryTerms: {
        chargeCents: row.deliveryChargeCents,
        freeFromCents: row.freeDeliveryFromCents,
        minimumOrderCents: row.minimumOrderCents,
      },
    };
  }

  return {
    async list(): Promise<{ shops: Shop[] }> {
      return { shops: (await repository.list()).map(toShop) };
    },

    /** The shops a staff user works at (a secured order is read only by its shop's staff). */
    staffShopsOf(userId: string): Promise<string[]> {
      return repository.shopsOfStaff(userId);
    },

    /** The shop that does an order by the rule of shop-lookup.ts; addresses and numbers must be the caller's. */
    async lookup(
      userId: string,
      query: ShopLookupQuery,
    ): Promise<
      ShopLookupResponse | Failure<'ADDRESS_NOT_FOUND' | 'CUSTOMER_NOT_FOUND' | 'NO_SHOP_AVAILABLE'>
    > {
      let deliveryZipCode = query.zipCode ?? null;
      if (query.deliveryAddressId) {
        const zipCode = await deps.deliveryAddresses.zipCodeOf(userId, query.deliveryAddressId);
        if (isFailure(zipCode)) return zipCode;
        // A construction site without a postcode leaves the one typed beside it, if any.
        if (zipCode !== '') deliveryZipCode = zipCode;
      }
      const invoice = await deps.invoices.invoiceForLookup(userId, {
        invoiceAddressId: query.invoiceAddressId,
        customerNumber: query.customerNumber,
      });
      if (isFailure(invoice)) return invoice;
      const customerShopId = invoice.customerNumber
        ? await repository.shopOfCustomer(invoice.customerNumber)
        : null;
      const rows = await repository.list();
      const chosen = chooseShop(
        rows.map((row) => ({
          row,
          id: row.id,
          position: row.position,
          handlesSecured: row.handlesSecured,
          regions: postcodeRangesSchema.parse(row.regions),
          secureRegions: postcodeRangesSchema.parse(row.secureRegions),
        })),
        { customerShopId, deliveryZipCode, invoiceZipCode: invoice.zipCode, secure: query.secure },
      );
      if (!chosen) return fail('NO_SHOP_AVAILABLE');
      return { location: toShop(chosen.shop.row), rule: chosen.rule };
    },

    /**
     * The delivery or pickup dates of a shop now (the platform's clock), with the promise in words.
     * Secured work is planned with the shop's lead time for secured work, at a shop that does it.
     * A customer who is shown no prices reads the spoed promise without its surcharge.
     */
    async dates(
      shopId: string,
      // Whether prices are shown is the viewer's, below: the route decides it.
      query: Omit<DeliveryDatesQuery, 'withoutPrices'>,
      viewer: { pricesHidden: boolean } = { pricesHidden: false },
    ): Promise<DeliveryDatesResponse | Failure<'SHOP_NOT_FOUND' | 'SHOP_NOT_SECURE'>> {
      const row = await repository.find(shopId);
      if (!row) return fail('SHOP_NOT_FOUND');
      if (query.secure && !row.handlesSecured) return fail('SHOP_NOT_SECURE');
      const plan = planDeliveryDates({
        planning: shopPlanningSchema.parse(row.planning),
        kind: query.secure ? 'secured' : query.kind,
        fulfilment: query.fulfilment,
        now: deps.clock.now(),
        offset:
          query.offsetDate && query.offsetTime ? { date: query.offsetDate, time: query.offsetTime } : null,
      });
      if (!plan.available)
        return {
          available: false,
          shopId,
          reason: plan.reason,
          message: translate(`addressBook.datesUnavailable.${plan.reason}`),
        };
      return {
        available: true,
        shopId,
        options: plan.options,
        firstChoice: firstChoice(plan.options),
        promise: plan.promise,
        promiseText: deliveryPromiseText(plan.promise, query.kind),
        expressPromiseText: expressPromiseText(plan.promise, query.kind, {
          withSurcharge: !viewer.pricesHidden,
        }),
        refreshAt: plan.refreshAt,
      };
    },
  };
}
export type ShopsService = ReturnType<typeof createShopsService>;
