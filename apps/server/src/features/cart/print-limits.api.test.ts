import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultSpecs } from '@portal/shared/rules/configuration';
import { cartLineSchema } from '@portal/shared/schemas/cart';
import type { Product, ProductOption, SpecEntry } from '@portal/shared/schemas/catalogue';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBookletProduct, aProduct, productShape } from '../../../test/builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import {
  aCustomerWithSession,
  anAnalysedUpload,
  headersOf,
  type SessionCustomer,
} from '../../../test/upload-client';
import { plainPdf } from '../uploads/analysis/test-fixtures';

/**
 * Issue 32 point 1 (decision 0134): the server refuses a binding for a page count it cannot bind
 * and 'Als bestand' for a size the product does not print, with a stable code and a Dutch
 * message naming the limit; nothing is kept. Within the limits, blank pages are added and priced.
 */

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'print-limits-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

type Customer = SessionCustomer;

const aCustomer = () => aCustomerWithSession(app, database.db);

async function anAnalysedPdf(customer: Customer, name: string, pages: number) {
  return anAnalysedUpload(app, customer, name, await plainPdf(pages));
}

const bindingOption = (name: string, title: string, limits: ProductOption['pageLimits']): ProductOption => ({
  name,
  title,
  // Per sheet here, so the price shows the sheets of the bound count.
  price: { unit: 'sheet', cents: 2 },
  alwaysColor: false,
  subOptions: [],
  pageLimits: limits,
});

/** A booklet product: the test shape's print menu with a binding group, saddle stitch or wire-o. */
const aBooklet = (): Promise<Product> =>
  aBookletProduct(database.db, [
    bindingOption('rugnieten', 'Rugnieten', { minPages: 8, maxPages: 64, multipleOf: 4 }),
    bindingOption('wire-o', 'Wire-O-binding', { minPages: 4, maxPages: 300, multipleOf: 1 }),
  ]);

const configure = (customer: Customer, fileId: string, productId: string, specs: SpecEntry[]) =>
  app.inject({
    method: 'PUT',
    url: `/api/v3/uploads/${customer.session}/files/${fileId}/configuration`,
    headers: headersOf(customer.browser),
    payload: { productId, specs, quantity: 1 },
  });

const cartLines = async (customer: Customer) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/v3/uploads/${customer.session}/cart`,
      headers: headersOf(customer.browser),
    })
  ).json().lines;

const withBinding = (product: Product, pages: number, binding: string) =>
  defaultSpecs(product, { format: 'A4', pagesBW: pages, pagesColour: 0, pagesBlank: 0 }).map((spec) =>
    spec.optionGroupName === 'binden' ? { ...spec, optionName: binding } : spec,
  );

describe('a binding for a page count it cannot bind', () => {
  it('is refused with BINDING_PAGE_COUNT naming the range, and nothing is kept', async () => {
    const customer = await aCustomer();
    const product = await aBooklet();
    const file = await anAnalysedPdf(customer, 'jaarverslag.pdf', 70);

    const response = await configure(customer, file.uuid, product.id, withBinding(product, 70, 'rugnieten'));

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'BINDING_PAGE_COUNT',
      message:
        "Rugnieten kan 8 tot 64 pagina's binden, in veelvouden van 4; dit bestand heeft er 70. Kies een andere afwerking.",
    });
    expect(await cartLines(customer)).toEqual([]);

    // The same file with a binding that holds it is priced and kept.
    const wired = await configure(customer, file.uuid, product.id, withBinding(product, 70, 'wire-o'));
    expect(wired.statusCode, wired.body).toBe(200);
    expect(await cartLines(customer)).toHaveLength(1);
  });

  it('adds blank pages up to a multiple of 4 and prices the bound count', async () => {
    const customer = await aCustomer();
    const product = await aBooklet();
    const ten = await anAnalysedPdf(customer, 'tien.pdf', 10);
    const twelve = await anAnalysedPdf(customer, 'twaalf.pdf', 12);

    const tenLine = cartLineSchema.parse(
      (await configure(customer, ten.uuid, product.id, withBinding(product, 10, 'rugnieten'))).json(),
    );
    const twelveLine = cartLineSchema.parse(
      (await configure(customer, twelve.uuid, product.id, withBinding(product, 12, 'rugnieten'))).json(),
    );
    // Two blank pages take paper but no ink: the sheets of twelve pages, the ink of ten.
    const binding = (line: typeof tenLine) => line.breakdown?.find((entry) => entry.kind === 'option');
    expect(binding(tenLine)).toMatchObject({ title: 'Rugnieten', count: 12, cents: 24 });
    expect(binding(twelveLine)).toEqual(binding(tenLine));
    expect(tenLine.breakdown?.find((entry) => entry.kind === 'pagesBw')).toMatchObject({ count: 10 });
  });
});

describe("'Als bestand' for a size the product does not print", () => {
  it('is refused with SHEET_SIZE_OUT_OF_RANGE naming the size and the range; a chosen A4 is priced', async () => {
    const customer = await aCustomer();
    const base = productShape();
    const [printen] = base.menus;
    const product = await aProduct(database.db, {
      menus: [
        {
          ...printen!,
          optionGroups: printen!.optionGroups.map((group) =>
            group.name === 'formaat'
              ? {
                  ...group,
                  default: 'Als bestand',
                  options: [
                    {
                      name: 'Als bestand',
                      title: 'Als bestand',
                      price: null,
                      alwaysColor: false,
                      subOptions: [],
                      sheetRange: { smallest: 'A4', largest: 'A3' },
                    },
                    ...group.options,
                  ],
                }
              : group,
          ),
        },
      ],
    });
    const doc = await PDFDocument.create();
    doc.addPage([419.53, 595.28]).drawText('A5', { x: 40, y: 500, size: 24 });
    const file = await anAnalysedUpload(app, customer, 'flyer-a5.pdf', await doc.save());
    expect(file.format).toBe('A5');
    // The screen's defaults choose A4 for this file; a client sends 'Als bestand' anyway.
    const specs = defaultSpecs(product, { format: 'A5', pagesBW: 1, pagesColour: 0, pagesBlank: 0 }).map(
      (spec) => (spec.optionGroupName === 'formaat' ? { ...spec, optionName: 'Als bestand' } : spec),
    );

    const refused = await configure(customer, file.uuid, product.id, specs);

    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: 'SHEET_SIZE_OUT_OF_RANGE',
      message:
        'Dit bestand (148 × 210 mm) is kleiner dan dit product drukt (vanaf A4). Kies een formaat of een ander product.',
    });
    expect(await cartLines(customer)).toEqual([]);
    const asA4 = specs.map((spec) =>
      spec.optionGroupName === 'formaat' ? { ...spec, optionName: 'A4' } : spec,
    );
    expect((await configure(customer, file.uuid, product.id, asA4)).statusCode).toBe(200);
  });
});
