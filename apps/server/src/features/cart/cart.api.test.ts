import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  analysisForPricing,
  defaultSpecs,
  priceInputFor,
  UNKNOWN_PAGES,
} from '@portal/shared/rules/configuration';
import { priceLine } from '@portal/shared/rules/pricing';
import { cartLineSchema, cartResponseSchema } from '@portal/shared/schemas/cart';
import type { Product, SpecEntry } from '@portal/shared/schemas/catalogue';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aProduct,
  aTheme,
  type ProductOptions,
  productShape,
  type UserOptions,
} from '../../../test/builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import {
  aCustomerWithSession,
  anAnalysedUpload,
  headersOf,
  type SessionCustomer,
} from '../../../test/upload-client';
import { encryptPdf, mixedKindsPdf, plainPdf } from '../uploads/analysis/test-fixtures';
import { uploadedFiles } from '../uploads/uploads.tables';

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cart-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

type Customer = SessionCustomer;

const aCustomer = (options: UserOptions = {}) => aCustomerWithSession(app, database.db, options);

const anAnalysedFile = (customer: Customer, name: string, bytes: Uint8Array) =>
  anAnalysedUpload(app, customer, name, bytes);

const configure = (
  customer: Customer,
  fileId: string,
  body: { productId: string; specs: SpecEntry[]; quantity: unknown },
) =>
  app.inject({
    method: 'PUT',
    url: `/api/v3/uploads/${customer.session}/files/${fileId}/configuration`,
    headers: headersOf(customer.browser),
    payload: body,
  });

const cartOf = async (customer: Customer) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v3/uploads/${customer.session}/cart`,
    headers: headersOf(customer.browser),
  });
  expect(response.statusCode, response.body).toBe(200);
  return cartResponseSchema.parse(response.json());
};

/** The choices the screen starts with for a file: every group's default (spec 01 section 4). */
function choicesFor(product: Product, file: Parameters<typeof analysisForPricing>[0]): SpecEntry[] {
  const analysis = analysisForPricing(file);
  return defaultSpecs(product, typeof analysis === 'string' ? UNKNOWN_PAGES : analysis);
}

/** A product with a finishing menu: stapling 25 ct a copy, and 10 % off from 100 copies. */
async function aDocumentProduct(overrides: ProductOptions = {}): Promise<Product> {
  const base = productShape();
  return aProduct(database.db, {
    menus: [
      ...base.menus,
      {
        id: 'afwerking',
        title: 'Afwerking',
        subTitle: '',
        group: 'afwerking',
        description: '',
        hidden: false,
        minPagesRequired: 0,
        optionGroups: [
          {
            name: 'afwerking',
            title: 'Afwerking',
            kind: 'choice',
            default: 'geen',
            analyseValue: null,
            options: [
              { name: 'geen', title: 'Geen', price: null, alwaysColor: false, subOptions: [] },
              {
                name: 'nieten',
                title: 'Nieten',
                price: { unit: 'copy', cents: 25 },
                alwaysColor: false,
                subOptions: [],
              },
            ],
          },
        ],
      },
    ],
    pricing: { ...base.pricing, tiers: [{ minQuantity: 100, discountPercent: 10 }] },
    ...overrides,
  });
}

describe('configuring a file: the server prices it', () => {
  it('stores the price the shared engine gives for the analysed pages, whatever price the client sends', async () => {
    const customer = await aCustomer();
    const product = await aDocumentProduct();
    const file = await anAnalysedFile(customer, 'rapport.pdf', await mixedKindsPdf());
    const analysis = {
      format: file.format,
      pagesBW: file.pagesBW!,
      pagesColour: file.pagesColour!,
      pagesBlank: file.pagesBlank!,
    };
    const specs = defaultSpecs(product, analysis).map((spec) =>
      spec.optionGroupName === 'afwerking' ? { ...spec, optionName: 'nieten' } : spec,
    );
    const response = await configure(customer, file.uuid, {
      productId: product.id,
      specs,
      quantity: 120,
      // A client's price is not part of the call; sent anyway, it is not read.
      ...{ priceCents: 1 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const line = cartLineSchema.parse(response.json());
    const built = priceInputFor(product, analysis, specs, 120);
    const expected = built.ok ? priceLine(built.input) : null;
    expect(expected?.ok).toBe(true);
    expect(line.priceCents).toBe(expected?.ok ? expected.totalCents : -1);
    expect(line.breakdown).toEqual(expected?.ok ? expected.lines : null);
    expect(line.breakdown).toContainEqual({
      kind: 'tier',
      minQuantity: 100,
      discountPercent: 10,
      cents: expect.any(Number),
    });
    expect(line).toMatchObject({
      fileName: 'rapport.pdf',
      quantity: 120,
      inCart: false,
      noPriceReason: null,
    });

    // Configured again: the same line, priced anew.
    const again = await configure(customer, file.uuid, { productId: product.id, specs, quantity: 2 });
    expect(again.statusCode, again.body).toBe(200);
    const changed = cartLineSchema.parse(again.json());
    const rebuilt = priceInputFor(product, analysis, specs, 2);
    const repriced = rebuilt.ok ? priceLine(rebuilt.input) : null;
    expect(changed.priceCents).toBe(repriced?.ok ? repriced.totalCents : -1);
    expect(changed.breakdown).toEqual(repriced?.ok ? repriced.lines : null);
    expect((await cartOf(customer)).lines).toEqual([changed]);
  });

  it('answers quotes arriving together each with its own line and price, also two of one file', async () => {
    // Quotes that arrive while one is written go to the database together (decision 0058).
    const product = await aProduct(database.db);
    const customers = await Promise.all([aCustomer(), aCustomer(), aCustomer()]);
    const files = await Promise.all(
      customers.map(async (customer, index) =>
        anAnalysedFile(customer, `deel-${index}.pdf`, await plainPdf(index + 1)),
      ),
    );
    const quotes = [
      [0, 3],
      [1, 2],
      [0, 5],
      [2, 4],
      [1, 1],
    ] as const;
    const answers = await Promise.all(
      quotes.map(([index, quantity]) =>
        configure(customers[index]!, files[index]!.uuid, {
          productId: product.id,
          specs: choicesFor(product, files[index]!),
          quantity,
        }),
      ),
    );
    // Black-white A4 at 10 ct a page: pages × copies × 10.
    expect(
      answers.map((answer) => [answer.statusCode, answer.json().quantity, answer.json().priceCents]),
    ).toEqual(quotes.map(([index, quantity]) => [200, quantity, (index + 1) * quantity * 10]));
    // Each cart holds one line per file: one of its quotes whole (which one, the order of arrival tells).
    const carts = await Promise.all(customers.map(cartOf));
    const answered = (index: number) =>
      answers.flatMap((answer, at) =>
        quotes[at]![0] === index
          ? [[`deel-${index}.pdf`, answer.json().quantity, answer.json().priceCents]]
          : [],
      );
    for (const [index, cart] of carts.entries()) {
      expect(cart.lines).toHaveLength(1);
      expect(answered(index)).toContainEqual([
        cart.lines[0]!.fileName,
        cart.lines[0]!.quantity,
        cart.lines[0]!.priceCents,
      ]);
    }
  });

  it('prices and keeps a line above € 21 million (2^31 cents) exactly, in the cart and its total', async () => {
    // 4 pages at € 60 each, 100,000 copies: € 24 million, more than a 32-bit column holds.
    const base = productShape();
    const product = await aProduct(database.db, {
      pricing: { ...base.pricing, pagePrices: [{ format: 'A4', colour: 'bw', cents: 6_000 }] },
    });
    const customer = await aCustomer();
    const file = await anAnalysedFile(customer, 'oplage.pdf', await plainPdf(4));
    const response = await configure(customer, file.uuid, {
      productId: product.id,
      specs: choicesFor(product, file),
      quantity: 100_000,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().priceCents).toBe(2_400_000_000);
    const added = await app.inject({
      method: 'POST',
      url: `/api/v3/uploads/${customer.session}/cart`,
      headers: headersOf(customer.browser),
      payload: { fileIds: [file.uuid] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const cart = await cartOf(customer);
    expect(cart.lines.map((line) => line.priceCents)).toEqual([2_400_000_000]);
    expect(cart.totalCents).toBe(2_400_000_000);
  });

  it('gives a password-protected file no price, with its reason, and still lets it be configured', async () => {
    const customer = await aCustomer();
    const product = await aDocumentProduct();
    const file = await anAnalysedFile(
      customer,
      'geheim.pdf',
      await encryptPdf(await plainPdf(2), 'open', 'eigenaar'),
    );
    expect(file.status).toBe('READY_PASSWORD_PROTECTED');
    const response = await configure(customer, file.uuid, {
      productId: product.id,
      specs: choicesFor(product, file),
      quantity: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      priceCents: null,
      breakdown: null,
      noPriceReason: 'passwordProtected',
    });
    // Stored as SQL NULL, not as JSON null: `breakdown is null` finds every line without a price.
    const stored = (await database.db.execute(
      sql`select breakdown is null as "noBreakdown", jsonb_typeof(specs) as specs from cart_lines where file_id = ${file.uuid}`,
    )) as unknown as { rows: { noBreakdown: boolean; specs: string }[] };
    expect(stored.rows).toEqual([{ noBreakdown: true, specs: 'array' }]);
  });

  it.each([0, -1, 1.5, 'tien', 100_001, null])(
    'refuses quantity %s with VALIDATION_ERROR and changes nothing',
    async (quantity) => {
      const customer = await aCustomer();
      const product = await aDocumentProduct();
      const file = await anAnalysedFile(customer, 'a.pdf', await plainPdf(1));
      const response = await configure(customer, file.uuid, { productId: product.id, specs: [], quantity });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('VALIDATION_ERROR');
      expect((await cartOf(customer)).lines).toEqual([]);
    },
  );

  it('refuses, in Dutch with a stable code and without a line, what does not fit the product or the user', async () => {
    const customer = await aCustomer({ securityLevel: 1 });
    const product = await aDocumentProduct({ minQuantity: 10 });
    const secured = await aDocumentProduct({ securityLevel: 2 });
    const file = await anAnalysedFile(customer, 'b.pdf', await plainPdf(1));
    const cases: [Parameters<typeof configure>[2], number, string][] = [
      [{ productId: 'bestaat-niet', specs: [], quantity: 10 }, 404, 'PRODUCT_NOT_FOUND'],
      [{ productId: secured.id, specs: [], quantity: 10 }, 404, 'PRODUCT_NOT_FOUND'],
      [{ productId: product.id, specs: [], quantity: 9 }, 422, 'QUANTITY_BELOW_MINIMUM'],
      [
        {
          productId: product.id,
          specs: [{ menuId: 'printen', optionGroupName: 'formaat', optionName: 'A0' }],
          quantity: 10,
        },
        422,
        'OPTION_NOT_AVAILABLE',
      ],
      [
        {
          productId: product.id,
          specs: [{ menuId: 'printen', optionGroupName: 'papier', optionName: '80' }],
          quantity: 10,
        },
        422,
        'OPTION_NOT_AVAILABLE',
      ],
      // No choices at all: the price would leave out the paper and the sides.
      [{ productId: product.id, specs: [], quantity: 10 }, 422, 'OPTION_MISSING'],
    ];
    for (const [body, status, code] of cases) {
      const response = await configure(customer, file.uuid, body);
      expect(response.statusCode, code).toBe(status);
      expect(response.json()).toMatchObject({ error: code, message: expect.stringMatching(/\w/) });
    }
    expect((await cartOf(customer)).lines).toEqual([]);
  });

  it('refuses a quantity that is not a whole number from 1 to 100,000, a product of another theme and a file still being analysed, and leaves the cart as it was', async () => {
    const customer = await aCustomer();
    const product = await aDocumentProduct();
    const othersOwn = await aDocumentProduct({ themes: [await aTheme(database.db)] });
    const file = await anAnalysedFile(customer, 'd.pdf', await plainPdf(1));
    const analysing = await anAnalysedFile(customer, 'e.pdf', await plainPdf(1));
    const specs = defaultSpecs(product, { format: 'A4', pagesBW: 1, pagesColour: 0, pagesBlank: 0 });
    expect(
      (await configure(customer, file.uuid, { productId: product.id, specs, quantity: 3 })).statusCode,
    ).toBe(200);
    await app.inject({
      method: 'POST',
      url: `/api/v3/uploads/${customer.session}/cart`,
      headers: headersOf(customer.browser),
      payload: { fileIds: [file.uuid] },
    });
    const before = await cartOf(customer);
    // A file still being analysed (as right after its upload).
    await database.db
      .update(uploadedFiles)
      .set({ status: 'ANALYZING' })
      .where(eq(uploadedFiles.id, analysing.uuid));

    const cases: [string, Parameters<typeof configure>[2], number, string][] = [
      [file.uuid, { productId: product.id, specs, quantity: 0 }, 400, 'VALIDATION_ERROR'],
      [file.uuid, { productId: product.id, specs, quantity: -2 }, 400, 'VALIDATION_ERROR'],
      [file.uuid, { productId: product.id, specs, quantity: 2.5 }, 400, 'VALIDATION_ERROR'],
      [file.uuid, { productId: product.id, specs, quantity: 'tien' }, 400, 'VALIDATION_ERROR'],
      [file.uuid, { productId: product.id, specs, quantity: null }, 400, 'VALIDATION_ERROR'],
      [file.uuid, { productId: product.id, specs, quantity: 100_001 }, 400, 'VALIDATION_ERROR'],
      [file.uuid, { productId: othersOwn.id, specs, quantity: 3 }, 404, 'PRODUCT_NOT_FOUND'],
      [analysing.uuid, { productId: product.id, specs, quantity: 3 }, 409, 'FILE_STILL_ANALYSING'],
    ];
    for (const [fileId, body, status, code] of cases) {
      const response = await configure(customer, fileId, body);
      expect(response.statusCode, `${code}: ${response.body}`).toBe(status);
      expect(response.json()).toMatchObject({ error: code, message: expect.stringMatching(/\w/) });
    }
    expect(await cartOf(customer)).toEqual(before);
  });

  it("finds nothing of another customer's session or file", async () => {
    const owner = await aCustomer();
    const other = await aCustomer();
    const product = await aDocumentProduct();
    const file = await anAnalysedFile(owner, 'c.pdf', await plainPdf(1));
    const intoOwnersSession = await configure({ ...other, session: owner.session }, file.uuid, {
      productId: product.id,
      specs: choicesFor(product, file),
      quantity: 1,
    });
    expect(intoOwnersSession.statusCode).toBe(404);
    expect(intoOwnersSession.json().error).toBe('UPLOAD_SESSION_NOT_FOUND');
    const intoOwnSession = await configure(other, file.uuid, {
      productId: product.id,
      specs: choicesFor(product, file),
      quantity: 1,
    });
    expect(intoOwnSession.statusCode).toBe(404);
    expect(intoOwnSession.json().error).toBe('FILE_NOT_FOUND');
  });
});

describe('the cart', () => {
  it('holds configured files; adding puts them in, all or none; removing takes one out; a reload finds it as it was', async () => {
    const customer = await aCustomer();
    const product = await aDocumentProduct();
    const one = await anAnalysedFile(customer, 'een.pdf', await plainPdf(1));
    const twelve = await anAnalysedFile(customer, 'twaalf.pdf', await plainPdf(12));
    const bare = await anAnalysedFile(customer, 'zonder-product.pdf', await plainPdf(2));
    for (const file of [one, twelve])
      expect(
        (
          await configure(customer, file.uuid, {
            productId: product.id,
            specs: choicesFor(product, file),
            quantity: 2,
          })
        ).statusCode,
      ).toBe(200);

    const add = (fileIds: string[]) =>
      app.inject({
        method: 'POST',
        url: `/api/v3/uploads/${customer.session}/cart`,
        headers: headersOf(customer.browser),
        payload: { fileIds },
      });
    const refused = await add([one.uuid, bare.uuid]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('FILE_NOT_CONFIGURED');
    expect((await cartOf(customer)).lines.every((line) => !line.inCart)).toBe(true);

    const added = cartResponseSchema.parse((await add([one.uuid, twelve.uuid])).json());
    expect(added.lines.map((line) => [line.fileName, line.inCart])).toEqual([
      ['een.pdf', true],
      ['twaalf.pdf', true],
    ]);
    // 2 copies of 1 and of 12 black-white A4 pages at 10 ct.
    expect(added.totalCents).toBe(2 * 10 + 2 * 120);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v3/uploads/${customer.session}/cart/${one.uuid}`,
      headers: headersOf(customer.browser),
    });
    expect(removed.statusCode).toBe(200);
    const after = await cartOf(customer);
    expect(after.lines.map((line) => [line.fileName, line.inCart])).toEqual([
      ['een.pdf', false],
      ['twaalf.pdf', true],
    ]);
    expect(after.totalCents).toBe(240);
  });

  it('tells a browser that holds the cart "unchanged" (304) until a quote or the catalogue changes it', async () => {
    const customer = await aCustomer();
    const product = await aDocumentProduct();
    const file = await anAnalysedFile(customer, 'vier.pdf', await plainPdf(4));
    const quote = (quantity: number) =>
      configure(customer, file.uuid, { productId: product.id, specs: choicesFor(product, file), quantity });
    const ask = (etag?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/v3/uploads/${customer.session}/cart`,
        headers: { ...headersOf(customer.browser), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    expect((await quote(2)).statusCode).toBe(200);

    const first = await ask();
    const etag = first.headers.etag as string;
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(cartResponseSchema.parse(first.json()).lines.map((line) => line.quantity)).toEqual([2]);
    const unchanged = await ask(etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    // A quote: the same browser's tag no longer matches, and the answer is the new line.
    expect((await quote(3)).statusCode).toBe(200);
    const quoted = await ask(etag);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.headers.etag).not.toBe(etag);
    const quotedCart = cartResponseSchema.parse(quoted.json());
    expect(quotedCart.lines.map((line) => [line.quantity, line.priceCents])).toEqual([[3, 3 * 4 * 10]]);

    // The product renamed in the database by staff: the cart shows the new title.
    await database.db.execute(sql`update products set title = 'Documenten (nieuw)' where id = ${product.id}`);
    const renamed = await ask(quoted.headers.etag as string);
    expect(renamed.statusCode).toBe(200);
    expect(cartResponseSchema.parse(renamed.json()).lines.map((line) => line.productTitle)).toEqual([
      'Documenten (nieuw)',
    ]);
  });

  it('puts several files in at once, priced by the server; one refused file leaves the cart as it was', async () => {
    const customer = await aCustomer();
    const product = await aDocumentProduct({ minQuantity: 2 });
    const one = await anAnalysedFile(customer, 'een.pdf', await plainPdf(1));
    const three = await anAnalysedFile(customer, 'drie.pdf', await plainPdf(3));
    const put = (lines: { fileId: string; productId: string; specs: SpecEntry[]; quantity: number }[]) =>
      app.inject({
        method: 'PUT',
        url: `/api/v3/uploads/${customer.session}/cart`,
        headers: headersOf(customer.browser),
        payload: { lines, priceCents: 1 },
      });

    const first = await put([
      { fileId: one.uuid, productId: product.id, specs: choicesFor(product, one), quantity: 2 },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const before = await cartOf(customer);
    expect(before.lines.map((line) => [line.fileName, line.quantity, line.inCart])).toEqual([
      ['een.pdf', 2, true],
    ]);

    // The second file is below the product's minimum: neither file changes, the first keeps 2.
    const refused = await put([
      { fileId: one.uuid, productId: product.id, specs: choicesFor(product, one), quantity: 5 },
      { fileId: three.uuid, productId: product.id, specs: choicesFor(product, three), quantity: 1 },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'QUANTITY_BELOW_MINIMUM',
      message: expect.stringMatching(/\w/),
    });
    expect(await cartOf(customer)).toEqual(before);

    const both = cartResponseSchema.parse(
      (
        await put([
          { fileId: one.uuid, productId: product.id, specs: choicesFor(product, one), quantity: 5 },
          { fileId: three.uuid, productId: product.id, specs: choicesFor(product, three), quantity: 2 },
        ])
      ).json(),
    );
    // 5 copies of 1 and 2 copies of 3 black-white A4 pages at 10 ct: the server's prices.
    expect(both.lines.map((line) => [line.fileName, line.quantity, line.priceCents, line.inCart])).toEqual([
      ['een.pdf', 5, 50, true],
      ['drie.pdf', 2, 60, true],
    ]);
    expect(both.totalCents).toBe(110);

    const twice = await put([
      { fileId: one.uuid, productId: product.id, specs: choicesFor(product, one), quantity: 2 },
      { fileId: one.uuid, productId: product.id, specs: choicesFor(product, one), quantity: 3 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('VALIDATION_ERROR');
  });
});
