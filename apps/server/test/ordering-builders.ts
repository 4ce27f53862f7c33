import type { Db } from '../src/db/database';
import { createCustomersRepository } from '../src/features/customers/customers.repository';
import {
  createSecuredPrintingRepository,
  type SecuredPrintingRepository,
} from '../src/features/secured-printing/secured-printing.repository';
import { DEMO_PRODUCT_TEMPLATES } from '../src/features/secured-printing/secured-printing.seed';
import { createShopsRepository } from '../src/features/shops/shops.repository';
import { DEMO_SHOPS } from '../src/features/shops/shops.seed';

/**
 * What an order stands on that other features own: the shops and a customer number. Tests of a
 * feature build them here, so that the feature's code never reaches into another's repository.
 */

/** The five demo shops, with their regions, planning and mailboxes. */
/**
 * The demo shops. Without `deliveryTerms` they charge no delivery and have no minimum order value,
 * so that a test of something else orders a cart of a few cents at its lines' total; the tests of
 * the delivery terms (delivery-costs.api.test.ts) take the demo's own terms (decision 0131).
 */
export async function theDemoShops(db: Db, options: { deliveryTerms?: boolean } = {}) {
  const shops = options.deliveryTerms
    ? DEMO_SHOPS
    : DEMO_SHOPS.map((shop) => ({
        ...shop,
        deliveryChargeCents: 0,
        freeDeliveryFromCents: null,
        minimumOrderCents: 0,
      }));
  await createShopsRepository(db).insertMissing(shops);
  return shops;
}

let numbers = 0;
/** A customer number with its invoice address, linked to a user (what staff set up). */
export async function aLinkedCustomer(db: Db, userId: string, at: Date) {
  numbers += 1;
  const repository = createCustomersRepository(db);
  const customerNumber = String(4_100_000 + numbers);
  const { customerId, addressId } = await repository.ensureCustomer(customerNumber, {
    company: `Bouwbedrijf ${numbers} B.V.`,
    department: '',
    name: '',
    street: 'Factuurstraat',
    number: String(numbers),
    addition: '',
    zipCode: '3511 AB',
    city: 'Utrecht',
    phone: '030 200 00 00',
    email: `facturen-${numbers}@klant.example`,
    kvk: String(40_000_000 + numbers),
  });
  await repository.link(userId, customerId, at);
  return { customerNumber, invoiceAddressId: addressId };
}

/** The demo product templates of the secured print order. */
export async function theSecuredTemplates(db: Db) {
  const repository = createSecuredPrintingRepository(db);
  for (const template of DEMO_PRODUCT_TEMPLATES) await repository.insertIfMissing(template);
  return DEMO_PRODUCT_TEMPLATES;
}

/** One product template of the secured print order, as data. */
export async function aSecuredTemplate(
  db: Db,
  template: Parameters<SecuredPrintingRepository['insertIfMissing']>[0],
) {
  await createSecuredPrintingRepository(db).insertIfMissing(template);
  return template;
}

/** A staff user working at a shop (who reads its secured orders). */
export async function aShopStaffMember(db: Db, shopId: string, userId: string) {
  await createShopsRepository(db).insertMissingStaff([{ shopId, userId }]);
}
