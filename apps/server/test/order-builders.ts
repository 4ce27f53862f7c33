import { randomUUID } from 'node:crypto';
import { specTitles } from '@portal/shared/rules/spec-titles';
import { orderTotals } from '@portal/shared/rules/vat';
import type { Product, SpecEntry } from '@portal/shared/schemas/catalogue';
import { type OrderType, orderDetailsSchema } from '@portal/shared/schemas/order-details';
import type { OrderKind } from '@portal/shared/schemas/order-kinds';
import type { OrderedChoice } from '@portal/shared/schemas/orders';
import type { Db } from '../src/db/database';
import { demoProducts } from '../src/features/catalogue/catalogue.seed';
import { orderNumberYear } from '../src/features/orders/order-number';
import { insertOrder, type NewOrderLine, nextOrderNumber } from '../src/features/orders/orders.repository';
import { storedFileKey } from '../src/features/uploads/stored-files';
import type { BuiltUser } from './builders';
import { testConfig } from './test-app';
import { testStorage } from './test-storage';

/**
 * Placed orders for tests that read or move them (My orders, the order desk), written the way
 * the order endpoint writes them: numbered from the counter and inserted with their lines and
 * first history row in one transaction (decision 0047).
 */

export type OrderOptions = {
  user: BuiltUser;
  /** 'print' unless told otherwise. */
  kind?: OrderKind;
  shopId: string;
  placedAt?: Date;
  orderType?: Extract<OrderType, 'deliver' | 'pickUp'>;
  customerNumber?: string | null;
  reference?: string;
  project?: string;
  invoiceCompany?: string;
  deliveryCompany?: string;
  express?: boolean;
  /** The lines (one priced A4 line unless given); a line's file is named by its storage reference. */
  lines?: LineOverrides[];
  /** More of the order details (a scan order's medium and archive), as the customer sent them. */
  details?: Record<string, unknown>;
};

/** A line's fields; choices without titles get the demo catalogue's (as placing titles them). */
export type LineOverrides = Partial<Omit<NewOrderLine, 'specs'>> & { specs?: (SpecEntry | OrderedChoice)[] };

/**
 * Choices titled as `product` titles them (the demo catalogue's product of `productId` unless
 * given), the names where it has none: what placing an order keeps (decision 0071).
 */
export function titledSpecs(
  specs: readonly (SpecEntry | OrderedChoice)[],
  productId = 'documenten',
  product: Product | undefined = demoProducts.find((demo) => demo.product.id === productId)?.product,
): OrderedChoice[] {
  return specs.map((spec) => {
    if ('groupTitle' in spec) return spec;
    const titles = specTitles(product, spec);
    return { ...spec, groupTitle: titles.group, optionTitle: titles.option };
  });
}
export type BuiltOrder = { id: string; orderNumber: string; lines: NewOrderLine[] };

let placements = 0;

/** A line: 'flyer.pdf', 4 pages, 10 copies of Documenten A4 at 25 cents, unless told otherwise. */
export function anOrderLine(overrides: LineOverrides = {}): NewOrderLine {
  const fileId = overrides.fileId ?? randomUUID();
  const priced = overrides.noPriceReason ? {} : { unitPriceCents: 25, linePriceCents: 250 };
  const { specs, ...rest } = overrides;
  return {
    fileId,
    fileName: 'flyer.pdf',
    pagesBw: 3,
    pagesColour: 1,
    pagesBlank: 0,
    storageReference: fileId,
    productId: 'documenten',
    productTitle: 'Documenten A4 en A3',
    // As the demo catalogue titles them (the order keeps the titles the customer read).
    specs: [
      {
        menuId: 'printen',
        optionGroupName: 'formaat',
        optionName: 'A4',
        groupTitle: 'Formaat',
        optionTitle: 'A4',
      },
      {
        menuId: 'printen',
        optionGroupName: 'kleur',
        optionName: 'kleur',
        groupTitle: 'Kleur',
        optionTitle: 'Kleur',
      },
      {
        menuId: 'printen',
        optionGroupName: 'printwijze',
        optionName: 'dubbelzijdig',
        groupTitle: 'Printwijze',
        optionTitle: 'Dubbelzijdig',
      },
      {
        menuId: 'printen',
        optionGroupName: 'papier',
        optionName: '120',
        groupTitle: 'Papier',
        optionTitle: '120 g/m²',
      },
      {
        menuId: 'afwerking',
        optionGroupName: 'afwerking',
        optionName: 'nieten',
        groupTitle: 'Afwerking',
        optionTitle: 'Nieten',
      },
    ],
    format: 'A4',
    quantity: 10,
    kind: 'print_file',
    content: null,
    priceHidden: false,
    unitPriceCents: null,
    linePriceCents: null,
    breakdown: null,
    noPriceReason: null,
    ...priced,
    ...rest,
    ...(specs ? { specs: titledSpecs(specs, rest.productId ?? 'documenten') } : {}),
  };
}

/** An order of the user at the shop, placed a minute after the previous one unless `placedAt` says when. */
export async function anOrder(db: Db, options: OrderOptions): Promise<BuiltOrder> {
  placements += 1;
  const placedAt = options.placedAt ?? new Date(Date.UTC(2026, 2, 2, 9, placements));
  const orderType = options.orderType ?? 'deliver';
  const lines = (options.lines ?? [{}]).map((line) => anOrderLine(line));
  const customerNumber = options.customerNumber === undefined ? null : options.customerNumber;
  const details = orderDetailsSchema.parse({
    orderType,
    deliveryAddress:
      orderType === 'deliver'
        ? {
            company: options.deliveryCompany ?? 'Bouwplaats Noord',
            name: 'Piet Jansen',
            street: 'Keizersgracht',
            number: '12',
            zipCode: '1015 CJ',
            city: 'Amsterdam',
            phone: '020 765 43 21',
          }
        : null,
    invoiceAddress: {
      company: options.invoiceCompany ?? 'Bouwbedrijf Test B.V.',
      street: 'Factuurstraat',
      number: '1',
      zipCode: '3511 AB',
      city: 'Utrecht',
      customerNumber,
    },
    deliveryDate: { date: '2026-03-04', time: null, title: options.express ? 'spoed' : null },
    project: options.project === undefined ? null : { id: null, name: options.project },
    reference: options.reference ?? '',
    ...options.details,
  });
  const totals = orderTotals(lines.reduce((sum, line) => sum + (line.linePriceCents ?? 0), 0));
  return db.transaction(async (tx) => {
    const executor = tx as unknown as Db;
    const orderNumber = await nextOrderNumber(executor, orderNumberYear(placedAt));
    const cartKey = randomUUID();
    const row = await insertOrder(
      executor,
      {
        orderNumber,
        kind: options.kind ?? 'print',
        userId: options.user.id,
        sessionId: cartKey,
        cartKey,
        themeId: null,
        customerNumber,
        express: options.express ?? false,
        details,
        shopId: options.shopId,
        totalExclVatCents: totals.exclVatCents,
        vatCents: totals.vatCents,
        totalInclVatCents: totals.inclVatCents,
        placedAt,
      },
      lines,
    );
    return { id: row.id, orderNumber, lines };
  });
}

/** Puts these bytes in the app's file storage as the stored file `fileId` (what an upload leaves). */
export async function aStoredFile(fileId: string, content: Buffer | string): Promise<void> {
  const storage = testStorage(testConfig().dataDir);
  try {
    await storage.put(storedFileKey(fileId), { bytes: Buffer.from(content) });
  } finally {
    await storage.close();
  }
}
