import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  analysisForPricing,
  menusForFile,
  quoteFor,
  specsAsKept,
  UNKNOWN_PAGES,
} from '@portal/shared/rules/configuration';
import { cartLineSchema } from '@portal/shared/schemas/cart';
import {
  type CatalogueProduct,
  catalogueResponseSchema,
  type SpecEntry,
} from '@portal/shared/schemas/catalogue';
import { type UploadedFile, uploadedFileSchema } from '@portal/shared/schemas/uploads';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { analysed, type Browser, headersOf, logIn, openSession, upload } from '../../../test/upload-client';
import { demoProducts } from '../catalogue/catalogue.seed';
import { encryptPdf, mixedKindsPdf, plainPdf } from '../uploads/analysis/test-fixtures';
import { cartLines } from './cart.tables';

/**
 * Issue 11: the screen's price and the server's stored price agree, for every seeded product and
 * a generated set of files and choices. The screen's side is `quoteFor` on the catalogue and the
 * file as the browser receives them (JSON); the server's is what it stored after pricing the same
 * choice again from its own rows. A product whose price the customer is not shown (hidePrice, or
 * a theme with hidePricing: decision 0098) comes without amounts and its lines are answered
 * without one; the price the server stored for the order is then compared with the engine's on
 * the product as seeded.
 */

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'prices-agree-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir }, deps: { seedDemoData: true } });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Twelve A4 pages, three of them with colour. */
async function manualPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= 12; page += 1) {
    const sheet = doc.addPage([595.28, 841.89]);
    sheet.drawText(`Hoofdstuk ${page}`, { x: 72, y: 760, size: 18, font });
    if (page % 4 === 0)
      sheet.drawRectangle({ x: 72, y: 400, width: 300, height: 200, color: rgb(0.1, 0.4, 0.85) });
  }
  return doc.save();
}

/** One A1 drawing in black lines. */
async function drawingPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const sheet = doc.addPage([1683.78, 2383.94]);
  sheet.drawLine({ start: { x: 100, y: 100 }, end: { x: 1500, y: 2200 }, thickness: 4 });
  return doc.save();
}

type Customer = { browser: Browser; session: string; files: UploadedFile[]; products: CatalogueProduct[] };

/** The product as the server keeps it, amounts included. */
const seeded = (id: string) => demoProducts.find((demo) => demo.product.id === id)!.product;

/** What the server stored of a line, which the order takes. */
async function storedRow(fileId: string) {
  const [row] = await database.db.select().from(cartLines).where(eq(cartLines.fileId, fileId));
  return row!;
}

async function customer(email: string, password: string): Promise<Customer> {
  const browser = await logIn(app, email, password);
  const session = await openSession(app, browser);
  const uploads: [string, Uint8Array][] = [
    ['brief.pdf', await plainPdf(1)],
    ['handboek.pdf', await manualPdf()],
    ['gemengd.pdf', await mixedKindsPdf()],
    ['tekening.pdf', await drawingPdf()],
    ['beveiligd.pdf', await encryptPdf(await plainPdf(2), 'geheim', 'eigenaar')],
  ];
  for (const [name, bytes] of uploads) {
    const response = await upload(app, browser, session, name, bytes);
    expect(response.statusCode, response.body).toBe(201);
    await analysed(app, browser, session, response.json().files[0].uuid);
  }
  const list = await app.inject({
    method: 'GET',
    url: `/api/v3/uploads/${session}/files`,
    headers: headersOf(browser),
  });
  const files = uploadedFileSchema.array().parse(JSON.parse(list.body).files);
  const catalogue = await app.inject({
    method: 'GET',
    url: '/api/v3/catalogue/products',
    headers: headersOf(browser),
  });
  const products = catalogueResponseSchema.parse(JSON.parse(catalogue.body)).products;
  return { browser, session, files, products };
}

/** Choices a customer could make for a file: any option of each group it may use, toggles on or off. */
function choices(product: CatalogueProduct, file: UploadedFile) {
  const analysis = analysisForPricing(file);
  const menus = menusForFile(product, typeof analysis === 'string' ? UNKNOWN_PAGES : analysis);
  const entries = menus.flatMap((menu) =>
    menu.optionGroups.map((group) => {
      const entry = (optionName: string): SpecEntry => ({
        menuId: menu.id,
        optionGroupName: group.name,
        optionName,
      });
      if (group.kind === 'text') return fc.string({ maxLength: 40 }).map((text) => [entry(text)]);
      const picks = fc.constantFrom(...group.options.map((option) => [entry(option.name)]));
      // A toggle may be off, a group without a default may stay empty.
      return group.kind === 'toggle' || group.default === null ? fc.oneof(picks, fc.constant([])) : picks;
    }),
  );
  return fc.record({
    specs: fc.tuple(...entries).map((lists) => lists.flat()),
    quantity: fc.integer({ min: product.minQuantity, max: product.minQuantity + 1500 }),
  });
}

/**
 * Compares every generated choice; answers how many had a price and how many had none.
 * `pricesHidden`: the customer's theme hides prices, so no line is answered with one.
 */
async function expectAgreement({ browser, session, files, products }: Customer, pricesHidden = false) {
  const seen = { priced: 0, unpriced: 0, refused: 0 };
  for (const product of products)
    for (const file of files)
      for (const { specs, quantity } of fc.sample(choices(product, file), { numRuns: 3, seed: 2026 })) {
        const response = await app.inject({
          method: 'PUT',
          url: `/api/v3/uploads/${session}/files/${file.uuid}/configuration`,
          headers: headersOf(browser),
          payload: { productId: product.id, specs, quantity },
        });
        const context = `${product.id} × ${file.fileName} × ${JSON.stringify({ specs, quantity })}`;
        // A choice the screen does not allow (a binding's pages, a size 'Als bestand': decision
        // 0134) is refused by the server with the same reason.
        const refused = quoteFor(product, file, specsAsKept(product, file, specs), quantity);
        if (refused.kind === 'invalid') {
          expect({ status: response.statusCode, error: JSON.parse(response.body).error }, context).toEqual({
            status: 422,
            error: refused.reason,
          });
          seen.refused += 1;
          continue;
        }
        expect(response.statusCode, `${context}: ${response.body}`).toBe(200);
        const answered = cartLineSchema.parse(JSON.parse(response.body));
        const hidden = pricesHidden || product.hidePrice;
        // No amount of a hidden line reaches the browser; the server keeps the one it computed.
        if (hidden)
          expect(answered, context).toMatchObject({
            priceHidden: true,
            priceCents: null,
            breakdown: null,
            noPriceReason: null,
          });
        else expect(answered.priceHidden, context).toBe(false);
        const stored = hidden ? await storedRow(file.uuid) : answered;
        const priced = hidden ? seeded(product.id) : product;
        // The screen's choice takes 'A4 vouwen' for a large format as the server's does (drafts.ts).
        const onScreen = quoteFor(priced, file, specsAsKept(priced, file, specs), quantity);
        seen[onScreen.kind === 'priced' ? 'priced' : 'unpriced'] += 1;
        if (onScreen.kind === 'priced')
          expect(
            { cents: stored.priceCents, lines: stored.breakdown, format: stored.format },
            context,
          ).toEqual({
            cents: onScreen.cents,
            lines: onScreen.lines,
            format: onScreen.format,
          });
        else
          expect({ cents: stored.priceCents, reason: stored.noPriceReason }, context).toEqual({
            cents: null,
            reason: onScreen.kind === 'noPrice' ? onScreen.reason : 'invalid',
          });
      }
  return seen;
}

describe('the screen and the server agree on every price', () => {
  it('for every seeded product a staff member may order (secured work included), over generated files and choices', async () => {
    const staff = await customer('medewerker@drukwerkdirect.example', 'Medewerker-2026');
    expect(staff.products.map((product) => product.id)).toContain('vertrouwelijk');
    const seen = await expectAgreement(staff);
    // Both kinds of answer were compared: prices, and files without one (protected, no page price).
    expect(seen.priced).toBeGreaterThan(50);
    expect(seen.unpriced).toBeGreaterThan(5);
  });

  it("for the product of a customer's own theme", async () => {
    const municipality = await customer('inkoop@rivierstad.example', 'Rivierstad-2026');
    const own = municipality.products.filter((product) => product.id === 'briefpapier-rivierstad');
    expect(own).toHaveLength(1);
    // Its theme hides prices: the catalogue and the lines carry none, the stored prices agree.
    expect(JSON.stringify(own)).not.toMatch(/"cents":|Cents":[1-9]/);
    expect((await expectAgreement({ ...municipality, products: own }, true)).priced).toBeGreaterThan(0);
  });
});
