import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cartResponseSchema } from '@portal/shared/schemas/cart';
import type { Product, SpecEntry } from '@portal/shared/schemas/catalogue';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aUser, productShape } from '../../../../test/builders';
import { hugeTableDocx, pagesDocx, zipBombDocx } from '../../../../test/office-fixtures';
import { createTestApp, createTestDatabase } from '../../../../test/test-app';
import { testStorage } from '../../../../test/test-storage';
import {
  analysed,
  type Browser,
  headersOf,
  logIn,
  openSession,
  upload,
} from '../../../../test/upload-client';
import { type FileStorage, readAll } from '../../../platform/storage/file-storage';
import { plainPdf } from '../analysis/test-fixtures';
import { storedFileKey } from '../stored-files';

/** LibreOffice starts in a second on a quiet machine, in many more when every core is busy with other tests. */
const CONVERSION_TEST_TIMEOUT_MS = 120_000;

/**
 * Issue 32 point 2: every file that can be printed has a price. Word documents are converted with
 * the machine's LibreOffice and priced as the PDF; a US-Letter PDF is priced on the sheet it fits
 * on; a conversion that cannot run, or runs too long, is reported and holds nobody up.
 */
let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let storage: FileStorage;
let product: Product;

type Customer = { browser: Browser; session: string };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'office-uploads-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir } });
  storage = testStorage(dataDir);
  const shape = productShape();
  const [menu] = shape.menus;
  product = await aProduct(database.db, {
    menus: [
      {
        ...menu!,
        optionGroups: menu!.optionGroups.map((group) =>
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
                  },
                  ...group.options,
                ],
              }
            : group,
        ),
      },
    ],
  });
});

afterAll(async () => {
  await app.close();
  await storage.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function aCustomer(on = app): Promise<Customer> {
  const user = await aUser(database.db);
  const browser = await logIn(on, user.email, user.password);
  return { browser, session: await openSession(on, browser) };
}

async function uploaded(
  customer: Customer,
  name: string,
  bytes: Uint8Array,
  on = app,
): Promise<UploadedFile> {
  const response = await upload(on, customer.browser, customer.session, name, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().files[0];
}

const fileNow = async (customer: Customer, fileId: string, on = app): Promise<UploadedFile> =>
  (
    await on.inject({
      method: 'GET',
      url: `/api/v3/uploads/${customer.session}/files/${fileId}`,
      headers: headersOf(customer.browser),
    })
  ).json();

/** Polls as the web app does (every 500 ms there; quicker here) until the file is analysed. */
async function whenAnalysed(customer: Customer, fileId: string, on = app): Promise<UploadedFile> {
  for (;;) {
    const file = await fileNow(customer, fileId, on);
    if (file.status !== 'ANALYZING') return file;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const asFile: SpecEntry[] = [
  { menuId: 'printen', optionGroupName: 'formaat', optionName: 'Als bestand' },
  { menuId: 'printen', optionGroupName: 'kleur', optionName: 'Zwart/Wit' },
];

/** The file configured 'Als bestand' in black-white, one copy: the server's price for it. */
async function pricedLine(customer: Customer, fileId: string, on = app) {
  const response = await on.inject({
    method: 'PUT',
    url: `/api/v3/uploads/${customer.session}/files/${fileId}/configuration`,
    headers: headersOf(customer.browser),
    payload: { productId: product.id, specs: asFile, quantity: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cart = cartResponseSchema.parse(
    (
      await on.inject({
        method: 'GET',
        url: `/api/v3/uploads/${customer.session}/cart`,
        headers: headersOf(customer.browser),
      })
    ).json(),
  );
  return cart.lines.find((line) => line.fileId === fileId);
}

async function letterPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++)
    doc.addPage([612, 792]).drawText(`Letter page ${page}`, { x: 72, y: 700, size: 14, font });
  return doc.save();
}

describe('a Word document', { timeout: CONVERSION_TEST_TIMEOUT_MS }, () => {
  it('is converted to PDF, analysed with its pages, priced and previewed under the name the customer gave it', async () => {
    const customer = await aCustomer();
    const file = await uploaded(customer, 'Offerte 2026.docx', pagesDocx(3));
    const done = await analysed(app, customer.browser, customer.session, file.uuid);
    expect(done).toMatchObject({
      fileName: 'Offerte 2026.docx',
      status: 'READY',
      fileType: 'pdf',
      analysed: true,
      pageCount: 3,
      format: 'A4',
      pagesBW: 3,
      reason: null,
    });
    // What is stored, ordered and printed is the PDF the customer sees.
    const stored = await readAll(storage, storedFileKey(file.uuid));
    expect(stored.subarray(0, 5).toString()).toBe('%PDF-');
    expect(done.size).toBe(stored.length);
    const preview = await app.inject({
      method: 'GET',
      url: `/media/print-order/preview/${file.uuid}/120`,
      headers: headersOf(customer.browser),
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^image\//);
    // Three black-white A4 pages at 10 ct.
    expect(await pricedLine(customer, file.uuid)).toMatchObject({
      format: 'A4',
      priceCents: 30,
      noPriceReason: null,
    });
  });

  it("is kept whole and converted when uploaded with 'uitpakken' on, not unpacked into its parts", async () => {
    const customer = await aCustomer();
    const response = await upload(app, customer.browser, customer.session, 'notulen.docx', pagesDocx(2), {
      unzip: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [file, ...others] = response.json().files as UploadedFile[];
    expect(others).toEqual([]);
    expect(await analysed(app, customer.browser, customer.session, file!.uuid)).toMatchObject({
      fileName: 'notulen.docx',
      status: 'READY',
      pageCount: 2,
    });
  });

  it('that is a zip bomb is not converted and says why', async () => {
    const customer = await aCustomer();
    const file = await uploaded(customer, 'bom.docx', zipBombDocx(64));
    expect(await analysed(app, customer.browser, customer.session, file.uuid)).toMatchObject({
      status: 'READY_NOT_ANALYZED',
      reason: 'conversionTooLarge',
      pageCount: 0,
    });
  });

  it('whose conversion runs too long is stopped and reported, while another customer’s PDF is analysed meanwhile', async () => {
    // A limit far above the PDF's analysis, far below the table's layout (minutes).
    const limited = await createTestApp(database, {
      config: { DATA_DIR: dataDir, OFFICE_CONVERSION_TIMEOUT_MS: '8000' },
    });
    try {
      const karin = await aCustomer(limited);
      const ruud = await aCustomer(limited);
      const table = await uploaded(karin, 'tabel.docx', hugeTableDocx(200_000), limited);
      const pdf = await uploaded(ruud, 'folder.pdf', await plainPdf(2), limited);
      expect(await whenAnalysed(ruud, pdf.uuid, limited)).toMatchObject({ status: 'READY', pageCount: 2 });
      // Ruud's PDF did not wait for Karin's conversion, which is still running.
      expect((await fileNow(karin, table.uuid, limited)).status).toBe('ANALYZING');
      expect(await whenAnalysed(karin, table.uuid, limited)).toMatchObject({
        status: 'READY_NOT_ANALYZED',
        reason: 'conversionTimeLimit',
      });
      expect(await pricedLine(karin, table.uuid, limited)).toMatchObject({
        priceCents: null,
        noPriceReason: 'notAnalysed',
      });
    } finally {
      await limited.close();
    }
  });
});

describe('a server without LibreOffice', { timeout: CONVERSION_TEST_TIMEOUT_MS }, () => {
  it('keeps a Word document READY_NOT_ANALYZED with that reason, and without a price', async () => {
    const without = await createTestApp(database, {
      config: { DATA_DIR: dataDir, OFFICE_CONVERTER: '/nergens/soffice' },
    });
    try {
      const customer = await aCustomer(without);
      const file = await uploaded(customer, 'brief.docx', pagesDocx(1), without);
      expect(await analysed(without, customer.browser, customer.session, file.uuid)).toMatchObject({
        status: 'READY_NOT_ANALYZED',
        fileType: 'officeDocument',
        reason: 'conversionUnavailable',
      });
      expect(await pricedLine(customer, file.uuid, without)).toMatchObject({
        priceCents: null,
        noPriceReason: 'notAnalysed',
      });
    } finally {
      await without.close();
    }
  });
});

describe('a US-Letter PDF', () => {
  it("is priced 'Als bestand' on A3, the smallest sheet it fits on, with its size in millimetres", async () => {
    const customer = await aCustomer();
    const file = await uploaded(customer, 'letter.pdf', await letterPdf(2));
    const done = await analysed(app, customer.browser, customer.session, file.uuid);
    expect(done).toMatchObject({ status: 'READY', format: 'custom', pageCount: 2 });
    expect(done.dimensions?.widthMm).toBeCloseTo(215.9, 1);
    expect(done.dimensions?.heightMm).toBeCloseTo(279.4, 1);
    // Two black-white pages at the A3 price of 20 ct: no longer 'Geen prijscalculatie mogelijk'.
    expect(await pricedLine(customer, file.uuid)).toMatchObject({
      format: 'A3',
      priceCents: 40,
      noPriceReason: null,
    });
  });
});
