import { dutchDate, isStillOffered } from '@portal/shared/rules/chosen-date';
import { isExpressOrder } from '@portal/shared/rules/express';
import { choosesShop, collectsOriginals, lookupAddressOf } from '@portal/shared/rules/order-shop';
import type { StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import type { ProductKind } from '@portal/shared/schemas/delivery-dates';
import {
  type ChosenDate,
  type OrderAddress,
  type OrderDetails,
  orderAddressSchema,
} from '@portal/shared/schemas/order-details';
import type { Shop } from '@portal/shared/schemas/shops';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import { type Failure, fail, isFailure } from '../../../platform/failure';
import type { DeliveryAddressesService } from '../../addresses/delivery-addresses.service';
import type { ShopsService } from '../../shops/shops.service';

/**
 * The checks of an order's deliver/pickup side that every flow shares (decision 0071): which shop
 * makes it, whether the chosen days are still offered, what spoed costs, and the addresses as the
 * server keeps them. Read before the order's transaction.
 */

/** A shop as an order address (the pickup address of an order collected at it). */
export function shopAsAddress(shop: Shop): OrderAddress {
  return orderAddressSchema.parse({
    id: shop.id,
    company: shop.company.slice(0, 50),
    street: shop.street,
    number: shop.number,
    addition: shop.addition,
    zipCode: shop.zipCode,
    city: shop.city,
    phone: shop.phone,
    email: shop.email,
  });
}

/**
 * The invoice address an order names, as the server keeps it: a customer number's address, or
 * the user's new-customer address by its id. Undefined when it is neither (the checks before
 * refuse that order).
 */
export function storedInvoiceAddress(
  invoice: OrderAddress,
  addresses: readonly StoredInvoiceAddress[],
): OrderAddress | undefined {
  const stored = addresses.find((address) =>
    invoice.customerNumber ? address.customerNumber === invoice.customerNumber : address.id === invoice.id,
  );
  // The order's address schema keeps its own fields of the stored one (not its projects and references).
  return stored ? orderAddressSchema.parse(stored) : undefined;
}

type Deps = {
  shops: Pick<ShopsService, 'list' | 'lookup' | 'dates'>;
  deliveryAddresses: Pick<DeliveryAddressesService, 'forOrder'>;
};

export function createPlacementChecks(deps: Deps) {
  async function chosenShop(id: string | null | undefined): Promise<Shop | Failure<'SHOP_NOT_FOUND'>> {
    const { shops } = await deps.shops.list();
    return shops.find((shop) => shop.id === id) ?? fail('SHOP_NOT_FOUND');
  }

  /** An address of the user's address book by its id, as kept; a typed address (no id) as typed. */
  async function bookAddress(userId: string, address: OrderAddress | null) {
    if (!address?.id) return address;
    return deps.deliveryAddresses.forOrder(userId, address.id);
  }

  return {
    /**
     * The shop that makes the order: the chosen shop where the order names one (collected at a
     * shop, originals brought to one), else the lookup's rule by the address the work starts or
     * ends at (the originals' pickup address of a copy or scan order, the delivery address
     * otherwise) and the invoice.
     */
    async shopOf(
      userId: string,
      details: OrderDetails,
    ): Promise<
      Shop | Failure<'ADDRESS_NOT_FOUND' | 'CUSTOMER_NOT_FOUND' | 'NO_SHOP_AVAILABLE' | 'SHOP_NOT_FOUND'>
    > {
      if (choosesShop(details)) return chosenShop(details.pickUpAddress?.id);
      const address = lookupAddressOf(details);
      const invoice = details.invoiceAddress;
      const found = await deps.shops.lookup(userId, {
        deliveryAddressId: address?.id ?? undefined,
        zipCode: address?.id ? undefined : address?.zipCode || undefined,
        invoiceAddressId: invoice?.customerNumber ? undefined : (invoice?.id ?? undefined),
        customerNumber: invoice?.customerNumber ?? undefined,
        secure: details.secure,
      });
      return isFailure(found) ? found : found.location;
    },

    /**
     * The delivery and pickup addresses the order records, as the server keeps them: an address
     * book entry by its id, a shop as the shop's own address (a client's copy of either could
     * say anything, and the desk, the ticket and the mails show what is recorded).
     */
    async recordedAddresses(
      userId: string,
      details: OrderDetails,
      shop: Shop,
    ): Promise<Pick<OrderDetails, 'deliveryAddress' | 'pickUpAddress'> | Failure<'ADDRESS_NOT_FOUND'>> {
      const delivery =
        details.orderType === 'pickUp' ? null : await bookAddress(userId, details.deliveryAddress);
      if (isFailure(delivery)) return delivery;
      if (choosesShop(details)) return { deliveryAddress: delivery, pickUpAddress: shopAsAddress(shop) };
      const pickUp = collectsOriginals(details) ? await bookAddress(userId, details.pickUpAddress) : null;
      if (isFailure(pickUp)) return pickUp;
      return { deliveryAddress: delivery, pickUpAddress: pickUp };
    },

    /**
     * The chosen days must still be offered by the shop: the originals' pickup day of a copy or
     * scan order, and the delivery (or collection) day, for a copy or scan order counted from
     * that pickup. Spoed brings the shop's surcharge. A theme without the deliver step has no
     * delivery day to check (the shop plans it).
     */
    async surchargeOf(
      shop: Shop,
      details: OrderDetails,
      settings: Pick<ThemeSettings, 'flags' | 'customFields'>,
      planningKind: ProductKind,
    ): Promise<number | Failure<'SHOP_NOT_FOUND' | 'SHOP_NOT_SECURE' | 'DATE_NOT_AVAILABLE'>> {
      const kind = details.secure ? 'secured' : planningKind;
      let offset: { offsetDate: string; offsetTime: string } | Record<string, never> = {};
      if (details.orderType === 'copyOrder' || details.orderType === 'scanOrder') {
        const pickUp = details.pickUpDate;
        if (!pickUp) return fail('DATE_NOT_AVAILABLE');
        const offered = await offeredDay(shop.id, pickUp, {
          kind,
          fulfilment: 'pickUp',
          secure: details.secure,
        });
        if (isFailure(offered)) return offered;
        offset = { offsetDate: dutchDate(pickUp.date), offsetTime: offered.time };
      }
      const chosen = details.deliveryDate;
      if (!chosen || settings.flags.hideDeliverOptions || settings.customFields.sapPortal) return 0;
      const dates = await deps.shops.dates(shop.id, {
        kind,
        fulfilment: details.orderType === 'pickUp' ? 'pickUp' : 'deliver',
        secure: details.secure,
        ...offset,
      });
      if (isFailure(dates)) return dates;
      if (!dates.available || !isStillOffered(chosen, dates.options)) return fail('DATE_NOT_AVAILABLE');
      return isExpressOrder(details, settings) ? (dates.promise.express?.surchargeCents ?? 0) : 0;
    },
  };

  /** A chosen day among the shop's options, with the time it counts from (the chosen one, else the day's first). */
  async function offeredDay(
    shopId: string,
    chosen: ChosenDate,
    query: { kind: ProductKind; fulfilment: 'pickUp'; secure: boolean },
  ): Promise<{ time: string } | Failure<'SHOP_NOT_FOUND' | 'SHOP_NOT_SECURE' | 'DATE_NOT_AVAILABLE'>> {
    const dates = await deps.shops.dates(shopId, query);
    if (isFailure(dates)) return dates;
    if (!dates.available || !isStillOffered(chosen, dates.options)) return fail('DATE_NOT_AVAILABLE');
    const option = dates.options.find((candidate) => candidate.date === dutchDate(chosen.date));
    const time = chosen.time ?? option?.times[0]?.time ?? dates.promise.first.time;
    return { time };
  }
}
export type PlacementChecks = ReturnType<typeof createPlacementChecks>;
