import type { OpeningHours } from '@portal/shared/schemas/shops';
import type { PostcodeRange } from './shop-lookup';
import { type ShopPlanning, shopPlanningSchema } from './shop-planning';
import type { NewShopRow, ShopsRepository } from './shops.repository';

/**
 * The provider's five locations as demo data (never in production), at the addresses the contact
 * page lists (config LOCATIONS). Amsterdam, in the Randstad, and Eindhoven print secured work;
 * between them they take the secured work of the whole country. The postcode regions cover every
 * Dutch postcode once: 1000-1999 Amsterdam, 2000-2999 Den Haag, 3000-3399 and 4000-4799
 * Rotterdam, 3400-3999 and 6500-9999 Utrecht, 4800-6499 Eindhoven.
 */

/** Fixed ids, so a development database keeps its shops (and what staff changed in them) across starts. */
export const DEMO_SHOP_IDS = {
  utrecht: '7d0c8a61-3b7e-4f0a-9a51-5c1e0d000001',
  amsterdam: '7d0c8a61-3b7e-4f0a-9a51-5c1e0d000002',
  rotterdam: '7d0c8a61-3b7e-4f0a-9a51-5c1e0d000003',
  denHaag: '7d0c8a61-3b7e-4f0a-9a51-5c1e0d000004',
  eindhoven: '7d0c8a61-3b7e-4f0a-9a51-5c1e0d000005',
} as const;

/** Monday to Friday 08:30-17:00 (spec 02 section 9). */
const WEEKDAYS_0830_1700: OpeningHours = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  opens: '08:30',
  closes: '17:00',
}));

const range = (from: number, to: number): PostcodeRange => ({ from, to });

/**
 * Order before 12:00, printed and delivered the next working day (spoed: before 10:00, the same
 * day for € 25,00); copy and scan work takes a day, print-store products at most 3 working days
 * (spec 02 section 9); secured work two days, only where the shop does it.
 */
function planning(options: {
  secured: boolean;
  express: boolean;
  closedOnHolidays?: ShopPlanning['closedOnHolidays'];
}): ShopPlanning {
  return shopPlanningSchema.parse({
    cutOff: '12:00',
    kinds: {
      print: { active: true, leadDays: 1, expressLeadDays: options.express ? 0 : null },
      copy: { active: true, leadDays: 1, expressLeadDays: null },
      scan: { active: true, leadDays: 1, expressLeadDays: null },
      printStore: { active: true, leadDays: 3, expressLeadDays: null },
      secured: { active: options.secured, leadDays: 2, expressLeadDays: null },
    },
    deliver: { active: true, times: ['08:30', '13:00'] },
    pickUp: { active: true, times: ['08:30', '13:00', '16:00'] },
    closedDates: ['2026-12-24', '2027-12-24'],
    closedOnHolidays: options.closedOnHolidays ?? [],
    express: { active: options.express, surchargeCents: 2500, cutOff: '10:00' },
  });
}

const shop = (
  fields: Pick<
    NewShopRow,
    'id' | 'position' | 'company' | 'street' | 'number' | 'zipCode' | 'city' | 'phone' | 'email' | 'image'
  > &
    Partial<NewShopRow>,
): NewShopRow => ({
  url: `https://www.drukwerkdirect.example/vestigingen/${fields.image?.replace('.svg', '')}`,
  openingHours: WEEKDAYS_0830_1700,
  handlesSecured: false,
  planning: planning({ secured: false, express: true }),
  regions: [],
  secureRegions: [],
  // The provider's standard terms (decision 0131): € 6,95 below € 50,00 of goods excl. BTW, free
  // from there, collected free; no order below € 5,00.
  deliveryChargeCents: 695,
  freeDeliveryFromCents: 5000,
  minimumOrderCents: 500,
  ...fields,
});

export const DEMO_SHOPS: NewShopRow[] = [
  shop({
    id: DEMO_SHOP_IDS.utrecht,
    position: 1,
    company: 'Drukwerk Direct Utrecht',
    street: 'Printweg',
    number: '12',
    zipCode: '3542 AB',
    city: 'Utrecht',
    phone: '030 123 45 67',
    email: 'utrecht@drukwerkdirect.example',
    image: 'utrecht.svg',
    regions: [range(3400, 3999), range(6500, 9999)],
  }),
  shop({
    id: DEMO_SHOP_IDS.amsterdam,
    position: 2,
    company: 'Drukwerk Direct Amsterdam',
    street: 'Drukkerijkade',
    number: '4',
    zipCode: '1013 CD',
    city: 'Amsterdam',
    phone: '020 234 56 78',
    email: 'amsterdam@drukwerkdirect.example',
    image: 'amsterdam.svg',
    handlesSecured: true,
    planning: planning({ secured: true, express: true }),
    regions: [range(1000, 1999)],
    secureRegions: [range(1000, 3999), range(7000, 9999)],
  }),
  shop({
    id: DEMO_SHOP_IDS.rotterdam,
    position: 3,
    company: 'Drukwerk Direct Rotterdam',
    street: 'Papierstraat',
    number: '88',
    zipCode: '3011 EF',
    city: 'Rotterdam',
    phone: '010 345 67 89',
    email: 'rotterdam@drukwerkdirect.example',
    image: 'rotterdam.svg',
    planning: planning({ secured: false, express: true, closedOnHolidays: ['liberationDay'] }),
    regions: [range(3000, 3399), range(4000, 4799)],
  }),
  shop({
    id: DEMO_SHOP_IDS.denHaag,
    position: 4,
    company: 'Drukwerk Direct Den Haag',
    street: 'Kopieerlaan',
    number: '7',
    zipCode: '2511 GH',
    city: 'Den Haag',
    phone: '070 456 78 90',
    email: 'denhaag@drukwerkdirect.example',
    image: 'den-haag.svg',
    planning: planning({ secured: false, express: false }),
    regions: [range(2000, 2999)],
  }),
  shop({
    id: DEMO_SHOP_IDS.eindhoven,
    position: 5,
    company: 'Drukwerk Direct Eindhoven',
    street: 'Scanstraat',
    number: '21',
    zipCode: '5611 JK',
    city: 'Eindhoven',
    phone: '040 567 89 01',
    email: 'eindhoven@drukwerkdirect.example',
    image: 'eindhoven.svg',
    handlesSecured: true,
    planning: planning({ secured: true, express: false, closedOnHolidays: ['goodFriday'] }),
    regions: [range(4800, 6499)],
    secureRegions: [range(4000, 6999)],
  }),
];

/** Which demo customers staff gave a shop of their own (customers.seed.ts); the municipality has none. */
export const DEMO_CUSTOMER_SHOPS = [
  { customerNumber: '1004217', shopId: DEMO_SHOP_IDS.utrecht },
  { customerNumber: '1002589', shopId: DEMO_SHOP_IDS.amsterdam },
  { customerNumber: '1007731', shopId: DEMO_SHOP_IDS.eindhoven },
];

/** The demo staff account works at the secure shops: it reads their secured orders (decision 0071). */
export const DEMO_SECURE_STAFF_EMAIL = 'medewerker@drukwerkdirect.example';

export async function seedDemoShops(
  repository: ShopsRepository,
  users: { byEmail(email: string): Promise<{ id: string } | null> },
): Promise<void> {
  await repository.insertMissing(DEMO_SHOPS);
  await repository.insertMissingCustomerShops(DEMO_CUSTOMER_SHOPS);
  const staff = await users.byEmail(DEMO_SECURE_STAFF_EMAIL);
  if (staff)
    await repository.insertMissingStaff(
      DEMO_SHOPS.filter((shop) => shop.handlesSecured).map((shop) => ({ shopId: shop.id, userId: staff.id })),
    );
}
