import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_CHUNK_SIZE_BYTES } from '@portal/shared/constants';
import { translate } from '@portal/shared/i18n/translate';
import { chunkCountOf, expectedChunkSize } from '@portal/shared/rules/upload-chunks';
import { placedOrderSchema } from '@portal/shared/schemas/orders';
import {
  type AdminDesign,
  adminDesignSchema,
  collectionDesignsSchema,
  designFileAnswerSchema,
} from '@portal/shared/schemas/print-store-admin';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aProduct, aTheme, aUser, type BuiltTheme, type BuiltUser } from '../../../test/builders';
import { mutableClock } from '../../../test/mutable-clock';
import { theDemoShops } from '../../../test/ordering-builders';
import { type OrderingClient, orderingClient } from '../../../test/ordering-client';
import { type PrintStoreBuilders, printStoreBuilders } from '../../../test/print-store-builders';
import { createTestApp, createTestDatabase } from '../../../test/test-app';
import { type Browser, headersOf, logIn } from '../../../test/upload-client';
import { A4, encryptPdf, plainPdf } from '../uploads/analysis/test-fixtures';
import { DEMO_PRODUCT_TYPES } from './demo-product-types';

/**
 * A print store's designs as their admins run them (issue 30 point 3, decision 0113), over HTTP
 * on both databases: the design-info dialog, the original's upload on the spec's flow.js path
 * (test chunks, resumed after a missing chunk, checked by content), the preview made from the
 * original, edits with their version, bulk edits, download, delete with its files, and the
 * history of it all. Each refusal has its code and leaves nothing behind.
 */

const clock = mutableClock(new Date('2026-03-10T08:00:00Z'));
const CHUNK = UPLOAD_CHUNK_SIZE_BYTES;

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: FastifyInstance;
let builders: PrintStoreBuilders;
let ordering: OrderingClient;
let defaultTheme: BuiltTheme;
/** The default store, administered by Anna. */
let ownStore: string;
let ownCollection: string;
let secondCollection: string;
/** A customer's store, administered by Bas. */
let otherStore: string;
let otherCollection: string;
/** Types: the default store's (any store may use it), Bas's store's own. */
let sharedType: string;
let otherType: string;
let anna: Browser;
let annasAccount: BuiltUser;
let bas: Browser;
let customer: Browser;

const sign = DEMO_PRODUCT_TYPES.find((type) => type.key === 'sign')!;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'design-admin-'));
  database = await createTestDatabase();
  app = await createTestApp(database, { config: { DATA_DIR: dataDir }, deps: { clock } });
  ordering = orderingClient({ app, db: database.db, clock });
  await theDemoShops(database.db);
  await aProduct(database.db);
  defaultTheme = await aTheme(database.db, { name: 'default', isDefault: true });
  builders = await printStoreBuilders(database.db);
  ownStore = await builders.aStore({ isDefault: true });
  otherStore = await builders.aStore({ theme: await aTheme(database.db) });
  const category = await builders.aCategory(ownStore);
  ownCollection = await builders.aCollection(ownStore, [category], { name: 'Verbodsborden' });
  secondCollection = await builders.aCollection(ownStore, [category], { name: 'Gebodsborden' });
  otherCollection = await builders.aCollection(otherStore, [await builders.aCategory(otherStore)]);
  sharedType = randomUUID();
  otherType = randomUUID();
  await builders.repository.insertProductType({ id: sharedType, printStoreId: ownStore, ...sign });
  await builders.repository.insertProductType({ id: otherType, printStoreId: otherStore, ...sign });
  annasAccount = await aUser(database.db, {
    name: 'Anna Beheer',
    printStoreRole: 'ADMIN',
    printStoreId: ownStore,
  });
  anna = await logIn(app, annasAccount.email, annasAccount.password);
  const basAccount = await aUser(database.db, {
    name: 'Bas',
    printStoreRole: 'ADMIN',
    printStoreId: otherStore,
  });
  bas = await logIn(app, basAccount.email, basAccount.password);
  const customerAccount = await aUser(database.db);
  customer = await logIn(app, customerAccount.email, customerAccount.password);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

// --- Calls.

function call(browser: Browser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: headersOf(browser),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function aDesign(fields: Record<string, unknown> = {}, browser = anna): Promise<AdminDesign> {
  const response = await call(browser, 'POST', '/api/v3/print-store/admin/designs', {
    collectionId: ownCollection,
    productTypeId: sharedType,
    name: `Ontwerp ${randomUUID().slice(0, 6)}`,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return adminDesignSchema.parse(response.json());
}

async function designOf(id: string, browser = anna): Promise<AdminDesign> {
  const response = await call(browser, 'GET', `/api/v3/print-store/admin/designs/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return adminDesignSchema.parse(response.json());
}

type DesignUpload = {
  designId: string;
  name: string;
  bytes: Uint8Array;
  identifier?: string;
  isPreview?: boolean;
  collectionId?: string;
};

function chunkUrl(upload: DesignUpload, number: number): string {
  const query: Record<string, string> = {
    flowChunkNumber: String(number),
    flowChunkSize: String(CHUNK),
    flowCurrentChunkSize: String(expectedChunkSize(upload.bytes.length, number) ?? 0),
    flowTotalSize: String(upload.bytes.length),
    flowIdentifier: upload.identifier ?? `${upload.bytes.length}-${upload.name.replace(/\W/g, '')}`,
    flowFilename: upload.name,
    flowRelativePath: upload.name,
    flowTotalChunks: String(chunkCountOf(upload.bytes.length)),
    isPreview: String(upload.isPreview ?? false),
    fileType: upload.isPreview ? 'PREVIEW' : 'SOURCE',
    productId: upload.designId,
  };
  if (upload.collectionId) query.collectionId = upload.collectionId;
  return `/api/v2/print-store/file?${new URLSearchParams(query)}`;
}

/** Chunk `number` as flow.js sends it ("octet": the bytes as the body). */
function sendChunk(browser: Browser, upload: DesignUpload, number: number) {
  const start = (number - 1) * CHUNK;
  const size = expectedChunkSize(upload.bytes.length, number) ?? 0;
  return app.inject({
    method: 'POST',
    url: chunkUrl(upload, number),
    headers: { ...headersOf(browser), 'content-type': 'application/octet-stream' },
    payload: Buffer.from(upload.bytes.subarray(start, start + size)),
  });
}

/** flow.js's test chunk: 200 when the chunk is there, 204 when it must be sent. */
const testChunk = (browser: Browser, upload: DesignUpload, number: number) =>
  app.inject({ method: 'GET', url: chunkUrl(upload, number), headers: headersOf(browser) });

/** Every chunk in order, each after its test chunk (as flow.js with testChunks); the last answer. */
async function uploadFile(browser: Browser, upload: DesignUpload) {
  const count = chunkCountOf(upload.bytes.length);
  let last: Awaited<ReturnType<typeof sendChunk>> | undefined;
  for (let number = 1; number <= count; number += 1) {
    const tested = await testChunk(browser, upload, number);
    if (tested.statusCode !== 204) return tested;
    last = await sendChunk(browser, upload, number);
    if (last.statusCode !== 200) return last;
  }
  return last!;
}

async function uploaded(upload: DesignUpload, browser = anna) {
  const response = await uploadFile(browser, upload);
  expect(response.statusCode, response.body).toBe(200);
  const answer = designFileAnswerSchema.parse(response.json());
  expect(answer.complete).toBe(true);
  return answer;
}

const media = (image: { printStoreId: string; id: string }, size = 300) =>
  app.inject({ method: 'GET', url: `/media/print-store/${image.printStoreId}/preview/${image.id}/${size}` });

/** Every file under a folder of the data directory, as paths below it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, folder), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(path.join(dataDir, folder), path.join(entry.parentPath, entry.name)));
}
const storedFilesNaming = async (...ids: string[]) =>
  (await filesUnder('print-store')).filter((file) => ids.some((id) => file.includes(id)));
/** The design's uploads in progress: its chunk folder under the customers' uploads. */
const chunkFolderOf = async (designId: string) =>
  (await filesUnder('uploads')).filter((file) => file.startsWith(`${designId}${path.sep}`));

const historyOf = async (designId: string) => {
  const response = await call(anna, 'GET', `/api/v3/print-store/admin/history?kind=design&id=${designId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entries as { action: string; userName: string; details: Record<string, unknown> }[];
};

// --- Files.

/** A two-page A4 PDF: page 1 red all over, page 2 a photo of noise (so the file spans several chunks). */
async function redFirstPagePdf(noiseSide = 1200): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage(A4).drawRectangle({ x: 0, y: 0, width: A4[0], height: A4[1], color: rgb(1, 0, 0) });
  const noise = await sharp({
    create: {
      width: noiseSide,
      height: noiseSide,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 80 },
    },
  })
    .jpeg({ quality: 100 })
    .toBuffer();
  const image = await doc.embedJpg(noise);
  doc.addPage(A4).drawImage(image, { x: 0, y: 0, width: A4[0], height: A4[0] });
  return doc.save();
}

const blueJpeg = (width = 1600, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .jpeg()
    .toBuffer();
const greenPng = () =>
  sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 160, b: 0, alpha: 1 } } })
    .png()
    .toBuffer();

/** The colour in the middle of a preview the media route serves. */
async function centreColour(image: { printStoreId: string; id: string }) {
  const response = await media(image);
  expect(response.statusCode).toBe(200);
  const { data, info } = await sharp(response.rawPayload)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * 3;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]!, width: info.width, height: info.height };
}

describe('who may run the designs', () => {
  it('answers a visitor 401 and a customer 403, on the dialogs and on the upload path', async () => {
    const design = await aDesign();
    const upload = { designId: design.id, name: 'bord.pdf', bytes: await plainPdf(1) };
    for (const [browser, status, code] of [
      [{}, 401, 'UNAUTHORIZED'],
      [customer, 403, 'FORBIDDEN'],
    ] as const) {
      const created = await call(browser, 'POST', '/api/v3/print-store/admin/designs', {
        collectionId: ownCollection,
        productTypeId: sharedType,
        name: 'Niet van mij',
      });
      expect([created.statusCode, created.json().error]).toEqual([status, code]);
      const chunk = await sendChunk(browser, upload, 1);
      expect([chunk.statusCode, chunk.json().error]).toEqual([status, code]);
      expect((await testChunk(browser, upload, 1)).statusCode).toBe(status);
    }
    expect(await chunkFolderOf(design.id)).toEqual([]);
  });

  it("refuses another store's admin every call on a design, and its chunks, with PRINT_STORE_NOT_YOURS", async () => {
    const design = await aDesign();
    const notYours = { error: 'PRINT_STORE_NOT_YOURS', message: 'U beheert deze printwinkel niet.' };
    const calls = [
      call(bas, 'GET', `/api/v3/print-store/admin/designs/${design.id}`),
      call(bas, 'PUT', `/api/v3/print-store/admin/designs/${design.id}`, { version: 1, name: 'Van Bas' }),
      call(bas, 'DELETE', `/api/v3/print-store/admin/designs/${design.id}?version=1`),
      call(bas, 'POST', `/api/v3/print-store/admin/designs/${design.id}/preview`),
      call(bas, 'GET', `/api/v3/print-store/admin/collections/${ownCollection}/designs`),
      call(bas, 'PUT', '/api/v3/print-store/admin/designs', {
        designs: [{ id: design.id, version: 1 }],
        description: 'Van Bas',
      }),
      sendChunk(bas, { designId: design.id, name: 'bord.pdf', bytes: await plainPdf(1) }, 1),
      testChunk(bas, { designId: design.id, name: 'bord.pdf', bytes: await plainPdf(1) }, 1),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(403);
      if (response.body) expect(response.json()).toEqual(notYours);
    }
    // Nor into a collection of another store, nor with another store's product type.
    const intoOther = await call(anna, 'POST', '/api/v3/print-store/admin/designs', {
      collectionId: otherCollection,
      productTypeId: sharedType,
      name: 'Verkeerde winkel',
    });
    expect([intoOther.statusCode, intoOther.json().error]).toEqual([403, 'PRINT_STORE_NOT_YOURS']);
    const otherType_ = await call(anna, 'POST', '/api/v3/print-store/admin/designs', {
      collectionId: ownCollection,
      productTypeId: otherType,
      name: 'Verkeerd type',
    });
    expect([otherType_.statusCode, otherType_.json().error]).toEqual([422, 'PRODUCT_TYPE_NOT_USABLE']);
    expect(await designOf(design.id)).toEqual(design);
    expect(await chunkFolderOf(design.id)).toEqual([]);
  });

  it('answers an unknown design 404, also to its chunks', async () => {
    const unknown = randomUUID();
    expect((await call(anna, 'GET', `/api/v3/print-store/admin/designs/${unknown}`)).statusCode).toBe(404);
    const list = await call(anna, 'GET', `/api/v3/print-store/admin/collections/${unknown}/designs`);
    expect([list.statusCode, list.json().error]).toEqual([404, 'STORE_ITEM_NOT_FOUND']);
    const chunk = await sendChunk(anna, { designId: unknown, name: 'bord.pdf', bytes: await plainPdf(1) }, 1);
    expect([chunk.statusCode, chunk.json().error]).toEqual([404, 'STORE_ITEM_NOT_FOUND']);
    expect(await chunkFolderOf(unknown)).toEqual([]);
  });

  it("lets Bas use the default store's product types in his own store", async () => {
    const created = await aDesign({ collectionId: otherCollection, productTypeId: sharedType }, bas);
    expect(created.printStoreId).toBe(otherStore);
  });
});

describe('uploading a design’s original', () => {
  it('creates the design from the design-info dialog, then takes the paused upload: resumed after a missing chunk, with a preview of the first page', async () => {
    const design = await aDesign({
      name: 'Verboden te roken',
      designer: 'Studio Rood',
      description: 'Rood bord.',
    });
    expect(design).toMatchObject({ version: 1, source: null, previewImage: null, printStoreId: ownStore });
    const bytes = await redFirstPagePdf();
    const count = chunkCountOf(bytes.length);
    expect(count).toBeGreaterThanOrEqual(3);
    const upload = { designId: design.id, name: 'rookverbod.pdf', bytes, collectionId: ownCollection };

    // Chunks 1 and 3 arrive, 2 gets lost; the test chunks tell the resumed upload what is missing.
    for (const number of [1, 3]) {
      const sent = await sendChunk(anna, upload, number);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toMatchObject({ received: true, complete: false });
    }
    expect((await testChunk(anna, upload, 1)).statusCode).toBe(200);
    expect((await testChunk(anna, upload, 2)).statusCode).toBe(204);
    expect((await testChunk(anna, upload, 3)).statusCode).toBe(200);
    for (let number = 4; number <= count; number += 1)
      expect((await sendChunk(anna, upload, number)).statusCode).toBe(200);
    const last = await sendChunk(anna, upload, 2);
    expect(last.statusCode, last.body).toBe(200);
    const answer = designFileAnswerSchema.parse(last.json());
    expect(answer).toMatchObject({
      complete: true,
      id: design.id,
      source: { name: 'rookverbod.pdf', mime: 'application/pdf', bytes: bytes.length },
    });
    expect(answer.uuid).toBe(answer.fileId);
    expect(answer.source?.fileId).toBe(answer.fileId);

    // The preview is the first page, red, in the page's shape (A4 upright).
    const preview = answer.previewImage!;
    expect(preview.aspectRatio).toBeCloseTo(A4[0] / A4[1], 2);
    const colour = await centreColour(preview);
    expect(colour).toMatchObject({ width: 300 });
    expect(colour.r).toBeGreaterThan(200);
    expect(colour.g + colour.b).toBeLessThan(60);

    const read = await designOf(design.id);
    expect(read).toMatchObject({ previewImage: preview, source: answer.source, version: 1 });
    // The chunks are gone once the file is stored.
    expect(await chunkFolderOf(design.id)).toEqual([]);
    // The public product page shows the new preview at once.
    const page = await call({}, 'GET', `/api/v3/print-store/products/${design.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().product.image).toEqual(preview);
  });

  it('scales a JPG original to its preview, keeping its shape', async () => {
    const design = await aDesign();
    const answer = await uploaded({
      designId: design.id,
      name: 'blauw.jpg',
      bytes: await blueJpeg(1600, 800),
    });
    expect(answer.source).toMatchObject({ mime: 'image/jpeg', name: 'blauw.jpg' });
    expect(answer.previewImage?.aspectRatio).toBeCloseTo(2, 2);
    const colour = await centreColour(answer.previewImage!);
    expect(colour.b).toBeGreaterThan(200);
    expect(colour.r + colour.g).toBeLessThan(60);
  });

  it("refuses a file that is no PDF or JPG by its content, whatever its name says, at the first chunk: 'Ongeldig bestandsformaat'", async () => {
    const design = await aDesign();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), randomBytes(2 * CHUNK + 1000)]);
    const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    const png = await greenPng();
    const refused = {
      error: 'DESIGN_FILE_TYPE_NOT_ALLOWED',
      message: 'Ongeldig bestandsformaat. Alleen PDF en JPG bestanden zijn toegestaan.',
    };
    for (const [name, bytes] of [
      ['ontwerp.pdf', exe],
      ['ontwerp.pdf', html],
      ['ontwerp.jpg', svg],
      ['ontwerp.jpg', png],
    ] as const) {
      const response = await uploadFile(anna, { designId: design.id, name, bytes });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(415);
      expect(response.json()).toEqual(refused);
    }
    // An EXE whose second chunk arrives first: refused when its first one shows what it is, and a
    // chunk still under way afterwards gets the same answer without keeping anything.
    const late = { designId: design.id, name: 'laat.pdf', bytes: exe };
    expect((await sendChunk(anna, late, 2)).statusCode).toBe(200);
    expect(await chunkFolderOf(design.id)).not.toEqual([]);
    for (const number of [1, 2]) {
      const response = await sendChunk(anna, late, number);
      expect([response.statusCode, response.json()]).toEqual([415, refused]);
    }
    expect(await chunkFolderOf(design.id)).toEqual([]);
    expect(await designOf(design.id)).toEqual(design);
    expect(await storedFilesNaming(design.id)).toEqual([]);
  });

  it('refuses a file whose first bytes say PDF but which is none, an encrypted PDF and a broken one, each with its own message', async () => {
    const design = await aDesign();
    const before = await filesUnder('print-store');
    const fake = Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>\n');
    const encrypted = await encryptPdf(await plainPdf(1), 'geheim-2026', 'eigenaar-2026');
    const whole = await redFirstPagePdf(50);
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4000)]);
    const truncatedJpeg = (await blueJpeg()).subarray(0, 600);
    for (const [name, bytes, code] of [
      ['nep.pdf', fake, 'DESIGN_FILE_DAMAGED'],
      ['beveiligd.pdf', encrypted, 'DESIGN_PDF_PROTECTED'],
      ['kapot.pdf', broken, 'DESIGN_FILE_DAMAGED'],
      ['afgebroken.jpg', truncatedJpeg, 'DESIGN_FILE_DAMAGED'],
    ] as const) {
      const response = await uploadFile(anna, { designId: design.id, name, bytes });
      expect([response.statusCode, response.json()], name).toEqual([
        422,
        { error: code, message: translate(`errors.${code}`) },
      ]);
    }
    expect(translate('errors.DESIGN_PDF_PROTECTED')).toMatch(/wachtwoord/);
    // Nothing of the refused files stays: no chunks, no original, no image.
    expect(await chunkFolderOf(design.id)).toEqual([]);
    expect(await filesUnder('print-store')).toEqual(before);
    expect(await designOf(design.id)).toEqual(design);
    // The design is still fine for a good file.
    expect((await uploaded({ designId: design.id, name: 'goed.pdf', bytes: whole })).complete).toBe(true);
  });

  it('takes a preview image (JPEG or PNG, not a PDF), removing the preview it replaces', async () => {
    const design = await aDesign();
    const first = await uploaded({
      designId: design.id,
      name: 'origineel.pdf',
      bytes: await redFirstPagePdf(50),
    });
    const firstImage = first.previewImage!;
    expect((await media(firstImage, 140)).statusCode).toBe(200);
    expect(await storedFilesNaming(firstImage.id)).toHaveLength(2); // the master and the 140 wide

    const preview = await uploaded({
      designId: design.id,
      name: 'voorbeeld.png',
      bytes: await greenPng(),
      isPreview: true,
    });
    expect(preview.previewImage?.id).not.toBe(firstImage.id);
    expect(preview.fileId).toBe(preview.previewImage?.id);
    // The original stays; only the preview changed.
    expect(preview.source).toEqual(first.source);
    expect((await centreColour(preview.previewImage!)).g).toBeGreaterThan(120);
    expect(await storedFilesNaming(firstImage.id)).toEqual([]);
    expect((await media(firstImage)).statusCode).toBe(404);

    const asPdf = await uploadFile(anna, {
      designId: design.id,
      name: 'voorbeeld.pdf',
      bytes: await plainPdf(1),
      isPreview: true,
    });
    expect([asPdf.statusCode, asPdf.json().error]).toEqual([415, 'PREVIEW_FILE_TYPE_NOT_ALLOWED']);
    expect(asPdf.json().message).toMatch(/^Ongeldig bestandsformaat\./);
    const jpeg = await uploaded({
      designId: design.id,
      name: 'voorbeeld.jpg',
      bytes: await blueJpeg(),
      isPreview: true,
    });
    expect(jpeg.previewImage?.aspectRatio).toBeCloseTo(2, 2);
  });

  it('makes the preview again from the original on request, and removes the one it replaces', async () => {
    const design = await aDesign();
    const original = await uploaded({
      designId: design.id,
      name: 'origineel.pdf',
      bytes: await redFirstPagePdf(50),
    });
    const uploadedPreview = await uploaded({
      designId: design.id,
      name: 'groen.png',
      bytes: await greenPng(),
      isPreview: true,
    });
    const response = await call(anna, 'POST', `/api/v3/print-store/admin/designs/${design.id}/preview`);
    expect(response.statusCode, response.body).toBe(200);
    const regenerated = response.json().previewImage;
    expect(regenerated.id).not.toBe(uploadedPreview.previewImage?.id);
    expect((await centreColour(regenerated)).r).toBeGreaterThan(200);
    expect(await storedFilesNaming(uploadedPreview.previewImage!.id, original.previewImage!.id)).toEqual([]);

    const withoutOriginal = await aDesign();
    const missing = await call(
      anna,
      'POST',
      `/api/v3/print-store/admin/designs/${withoutOriginal.id}/preview`,
    );
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'DESIGN_SOURCE_MISSING']);
  });
});

describe('downloading a design’s original', () => {
  it('serves the original on both of the spec’s paths to the store’s admins only', async () => {
    const design = await aDesign();
    const bytes = await redFirstPagePdf(50);
    const { fileId } = await uploaded({ designId: design.id, name: 'rookverbod.pdf', bytes });
    for (const url of [
      `/api/v3/print-store/${ownStore}/download/${fileId}/rookverbod-definitief.pdf`,
      `/api/v3/print-store/${ownStore}/download/${fileId}?fileName=rookverbod-definitief.pdf`,
    ]) {
      const response = await call(anna, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        "attachment; filename*=UTF-8''rookverbod-definitief.pdf",
      );
      expect(Buffer.compare(response.rawPayload, Buffer.from(bytes))).toBe(0);
      // A download resumed part-way gets the rest of it.
      const rest = await app.inject({
        method: 'GET',
        url,
        headers: { ...headersOf(anna), range: 'bytes=100-' },
      });
      expect(rest.statusCode).toBe(206);
      expect(Buffer.compare(rest.rawPayload, Buffer.from(bytes).subarray(100))).toBe(0);
      expect((await call(bas, 'GET', url)).json().error).toBe('PRINT_STORE_NOT_YOURS');
      expect((await call(customer, 'GET', url)).statusCode).toBe(403);
      expect((await call({}, 'GET', url)).statusCode).toBe(401);
    }
    // Saved under the name asked, as what it is: never as something a computer runs.
    const renamed = await call(anna, 'GET', `/api/v3/print-store/${ownStore}/download/${fileId}/bord.exe`);
    expect(renamed.headers['content-disposition']).toBe("attachment; filename*=UTF-8''bord.exe.pdf");
    const unknown = await call(anna, 'GET', `/api/v3/print-store/${ownStore}/download/${randomUUID()}/x.pdf`);
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'STORE_ITEM_NOT_FOUND']);
    // Bas's own store path does not open Anna's file either.
    const throughOwn = await call(bas, 'GET', `/api/v3/print-store/${otherStore}/download/${fileId}/x.pdf`);
    expect(throughOwn.statusCode).toBe(404);
  });
});

describe("a collection's designs for its admins", () => {
  it('lists them in the page’s order with their versions, product types and previews; a bulk edit’s versions follow', async () => {
    const collection = await builders.aCollection(ownStore, [await builders.aCategory(ownStore)]);
    const first = await aDesign({ collectionId: collection, name: 'Eerste', description: 'Een.' });
    const second = await aDesign({ collectionId: collection, name: 'Tweede' });
    const file = await uploaded({
      designId: second.id,
      name: 'tweede.pdf',
      bytes: await redFirstPagePdf(50),
    });
    const listed = async () => {
      const response = await call(anna, 'GET', `/api/v3/print-store/admin/collections/${collection}/designs`);
      expect(response.statusCode, response.body).toBe(200);
      return collectionDesignsSchema.parse(response.json());
    };
    const before = await listed();
    expect(before.collectionId).toBe(collection);
    expect(before.designs.map((design) => [design.name, design.productTypeId, design.version])).toEqual([
      ['Eerste', sharedType, 1],
      ['Tweede', sharedType, 1],
    ]);
    expect(before.designs[0]).toEqual(await designOf(first.id));
    expect(before.designs[1]!.previewImage).toEqual(file.previewImage);
    expect(before.designs[1]!.source).toMatchObject({ fileId: file.fileId, name: 'tweede.pdf' });

    const bulk = await call(anna, 'PUT', '/api/v3/print-store/admin/designs', {
      designs: before.designs.map((design) => ({ id: design.id, version: design.version })),
      description: 'Samen.',
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await listed()).designs.map((design) => [design.description, design.version])).toEqual([
      ['Samen.', 2],
      ['Samen.', 2],
    ]);
    // A customer and a visitor get nothing.
    for (const browser of [customer, {}])
      expect(
        (await call(browser, 'GET', `/api/v3/print-store/admin/collections/${collection}/designs`))
          .statusCode,
      ).toBeGreaterThanOrEqual(401);
  });
});

describe('how a design is shown (displaySpecification)', () => {
  it('keeps the border of the design-info dialog, changes it in an edit with its history, and shows it on the store’s cards', async () => {
    const plain = await aDesign({ name: 'Zonder rand' });
    expect(plain.displaySpecification).toEqual({ border: false });
    const design = await aDesign({ name: 'Witte sticker', displaySpecification: { border: true } });
    expect(design.displaySpecification).toEqual({ border: true });
    const shown = async () => {
      const page = await call({}, 'GET', `/api/v3/print-store/products/${design.id}`);
      expect(page.statusCode, page.body).toBe(200);
      return page.json().product.displaySpecification;
    };
    expect(await shown()).toEqual({ border: true });

    const edited = await call(anna, 'PUT', `/api/v3/print-store/admin/designs/${design.id}`, {
      version: design.version,
      displaySpecification: { border: false },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminDesignSchema.parse(edited.json())).toMatchObject({
      displaySpecification: { border: false },
      version: 2,
    });
    expect(await shown()).toEqual({ border: false });
    const collection = await call({}, 'GET', `/api/v3/print-store/collections/${ownCollection}`);
    const card = collection.json().products.find((product: { id: string }) => product.id === design.id);
    expect(card.displaySpecification).toEqual({ border: false });
    expect((await historyOf(design.id))[0]!.details).toEqual({
      displaySpecification: { from: { border: true }, to: { border: false } },
    });

    // Anything but { border: true | false } is refused, and changes nothing.
    for (const wrong of [{ border: 'ja' }, { rand: true }, true, null]) {
      const refused = await call(anna, 'PUT', `/api/v3/print-store/admin/designs/${design.id}`, {
        version: 2,
        displaySpecification: wrong,
      });
      expect([refused.statusCode, refused.json().error]).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect((await designOf(design.id)).version).toBe(2);
  });
});

describe('editing designs', () => {
  it('changes only the fields sent, answers the new version, and the store shows it at once', async () => {
    const design = await aDesign({ name: 'Oud', description: 'Oude tekst.' });
    const response = await call(anna, 'PUT', `/api/v3/print-store/admin/designs/${design.id}`, {
      version: design.version,
      name: 'Nieuw',
      designer: 'Studio Blauw',
      extraInfo: 'Ook in het Engels.',
      collectionId: secondCollection,
      availableForAd: true,
      isStockProduct: true,
      actualStock: 12,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminDesignSchema.parse(response.json())).toMatchObject({
      name: 'Nieuw',
      description: 'Oude tekst.',
      designer: 'Studio Blauw',
      extraInfo: 'Ook in het Engels.',
      collectionId: secondCollection,
      availableForAd: true,
      isStockProduct: true,
      actualStock: 12,
      version: design.version + 1,
    });
    const page = await call({}, 'GET', `/api/v3/print-store/products/${design.id}`);
    expect(page.json().product).toMatchObject({
      name: 'Nieuw',
      collectionId: secondCollection,
      actualStock: 12,
    });
  });

  it('refuses a stale version with STORE_ITEM_CHANGED, writing nothing: the later of two saves is not lost silently', async () => {
    const design = await aDesign({ name: 'Eerste' });
    const first = await call(anna, 'PUT', `/api/v3/print-store/admin/designs/${design.id}`, {
      version: design.version,
      name: 'Van de eerste beheerder',
    });
    expect(first.statusCode).toBe(200);
    const second = await call(anna, 'PUT', `/api/v3/print-store/admin/designs/${design.id}`, {
      version: design.version,
      name: 'Van de tweede beheerder',
      description: 'Ook dit niet.',
    });
    expect([second.statusCode, second.json()]).toEqual([
      409,
      {
        error: 'STORE_ITEM_CHANGED',
        message: 'Dit item is intussen gewijzigd door een ander. Laad de pagina opnieuw.',
      },
    ]);
    expect(await designOf(design.id)).toMatchObject({
      name: 'Van de eerste beheerder',
      description: '',
      version: 2,
    });
    const staleDelete = await call(
      anna,
      'DELETE',
      `/api/v3/print-store/admin/designs/${design.id}?version=1`,
    );
    expect(staleDelete.statusCode).toBe(409);
    expect((await designOf(design.id)).version).toBe(2);
  });

  it('refuses a product type the store may not use and a collection of another store', async () => {
    const design = await aDesign();
    const type = await call(anna, 'PUT', `/api/v3/print-store/admin/designs/${design.id}`, {
      version: design.version,
      productTypeId: otherType,
    });
    expect([type.statusCode, type.json().error]).toEqual([422, 'PRODUCT_TYPE_NOT_USABLE']);
    const collection = await call(anna, 'PUT', `/api/v3/print-store/admin/designs/${design.id}`, {
      version: design.version,
      collectionId: otherCollection,
    });
    expect([collection.statusCode, collection.json().error]).toEqual([403, 'PRINT_STORE_NOT_YOURS']);
    expect(await designOf(design.id)).toEqual(design);
  });

  it("gives several designs one product type or one description ('Geen beschrijving' is empty), all or none", async () => {
    const ownType = randomUUID();
    await builders.repository.insertProductType({
      id: ownType,
      printStoreId: ownStore,
      ...sign,
      name: 'Eigen type',
    });
    const one = await aDesign({ description: 'Een.' });
    const two = await aDesign({ description: 'Twee.' });
    const typed = await call(anna, 'PUT', '/api/v3/print-store/admin/designs', {
      designs: [
        { id: one.id, version: one.version },
        { id: two.id, version: two.version },
      ],
      productTypeId: ownType,
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json()).toEqual({
      designs: [
        { id: one.id, version: 2 },
        { id: two.id, version: 2 },
      ],
    });
    const described = await call(anna, 'PUT', '/api/v3/print-store/admin/designs', {
      designs: [
        { id: one.id, version: 2 },
        { id: two.id, version: 2 },
      ],
      description: '',
    });
    expect(described.statusCode, described.body).toBe(200);
    for (const id of [one.id, two.id])
      expect(await designOf(id)).toMatchObject({ productTypeId: ownType, description: '', version: 3 });

    // One design of another store, one stale version, or a type the store may not use: nothing changes.
    const basDesign = await aDesign({ collectionId: otherCollection }, bas);
    for (const [body, status, code] of [
      [
        {
          designs: [
            { id: one.id, version: 3 },
            { id: basDesign.id, version: 1 },
          ],
          description: 'X',
        },
        403,
        'PRINT_STORE_NOT_YOURS',
      ],
      [
        {
          designs: [
            { id: one.id, version: 3 },
            { id: two.id, version: 2 },
          ],
          description: 'X',
        },
        409,
        'STORE_ITEM_CHANGED',
      ],
      [
        {
          designs: [
            { id: one.id, version: 3 },
            { id: randomUUID(), version: 1 },
          ],
          description: 'X',
        },
        404,
        'STORE_ITEM_NOT_FOUND',
      ],
      [{ designs: [{ id: one.id, version: 3 }], productTypeId: otherType }, 422, 'PRODUCT_TYPE_NOT_USABLE'],
    ] as const) {
      const response = await call(anna, 'PUT', '/api/v3/print-store/admin/designs', body);
      expect([response.statusCode, response.json().error]).toEqual([status, code]);
    }
    expect(await designOf(one.id)).toMatchObject({ description: '', version: 3 });
    expect(await designOf(basDesign.id, bas)).toMatchObject({ version: 1, description: '' });
    const neither = await call(anna, 'PUT', '/api/v3/print-store/admin/designs', {
      designs: [{ id: one.id, version: 3 }],
    });
    expect(neither.statusCode).toBe(400);
  });
});

describe('deleting a design', () => {
  it('removes the row, its preview and original from storage; an order that used it reads the same in My orders and at the desk', async () => {
    const design = await aDesign({ name: 'Nooduitgang' });
    const file = await uploaded({
      designId: design.id,
      name: 'nooduitgang.pdf',
      bytes: await redFirstPagePdf(50),
    });
    expect((await media(file.previewImage!, 88)).statusCode).toBe(200);
    expect(await storedFilesNaming(file.previewImage!.id, file.fileId!)).toHaveLength(3);

    // A customer orders it.
    const buyer = await ordering.aCustomer();
    const cart = await app.inject({
      method: 'POST',
      url: '/api/v3/print-store/cart',
      headers: headersOf(buyer.browser),
      payload: {
        theme: defaultTheme.name,
        productId: design.id,
        specs: { size: '200x200', material: 'forex', application: 'binnen' },
        quantity: 3,
      },
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/v3/orders',
      headers: { ...headersOf(buyer.browser), 'idempotency-key': randomUUID() },
      payload: {
        sessionId: buyer.session,
        details: await ordering.detailsFor(buyer),
        expectedTotalExclVatCents: cart.json().totalCents,
        themeName: defaultTheme.name,
        product: 'printProduct',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId } = placedOrderSchema.parse(placed.json());
    const deskAccount = await aUser(database.db, { staff: true, staffRoles: ['orderDesk'] });
    const desk = await logIn(app, deskAccount.email, deskAccount.password);
    const readBoth = async () => {
      const mine = await call(buyer.browser, 'GET', `/api/v3/orders/${orderId}`);
      const atDesk = await call(desk, 'GET', `/api/v3/order-desk/orders/${orderId}`);
      expect([mine.statusCode, atDesk.statusCode]).toEqual([200, 200]);
      return { mine: mine.json(), atDesk: atDesk.json() };
    };
    const before = await readBoth();
    expect(before.mine.lines[0]).toMatchObject({
      productId: design.id,
      productTitle: expect.stringContaining('Nooduitgang'),
    });

    const deleted = await call(
      anna,
      'DELETE',
      `/api/v3/print-store/admin/designs/${design.id}?version=${design.version}`,
    );
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await call(anna, 'GET', `/api/v3/print-store/admin/designs/${design.id}`)).statusCode).toBe(404);
    expect((await call({}, 'GET', `/api/v3/print-store/products/${design.id}`)).statusCode).toBe(404);
    // Nothing of it stays in storage: original, master, every size made.
    expect(await storedFilesNaming(file.previewImage!.id, file.fileId!)).toEqual([]);
    expect(await chunkFolderOf(design.id)).toEqual([]);
    const download = await call(anna, 'GET', `/api/v3/print-store/${ownStore}/download/${file.fileId}/x.pdf`);
    expect(download.statusCode).toBe(404);
    // The order is its snapshot: it reads exactly as before.
    expect(await readBoth()).toEqual(before);
  });

  it('refuses to delete a design a package holds, naming the package', async () => {
    const design = await aDesign();
    const category = await builders.aCategory(ownStore);
    await builders.aPackage(category, [{ designId: design.id, quantity: 2 }], { name: 'Starterspakket' });
    const response = await call(anna, 'DELETE', `/api/v3/print-store/admin/designs/${design.id}?version=1`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'DESIGN_IN_PACKAGE',
      message:
        "Dit ontwerp zit in een pakket ('Starterspakket'). Haal het eerst uit het pakket; daarna kunt u het verwijderen.",
    });
    expect(await designOf(design.id)).toEqual(design);
  });

  it('drops an upload in progress of the deleted design', async () => {
    const design = await aDesign();
    const upload = { designId: design.id, name: 'half.pdf', bytes: await redFirstPagePdf() };
    expect((await sendChunk(anna, upload, 1)).statusCode).toBe(200);
    expect(await chunkFolderOf(design.id)).not.toEqual([]);
    expect(
      (await call(anna, 'DELETE', `/api/v3/print-store/admin/designs/${design.id}?version=1`)).statusCode,
    ).toBe(204);
    expect(await chunkFolderOf(design.id)).toEqual([]);
    const late = await sendChunk(anna, upload, 2);
    expect([late.statusCode, late.json().error]).toEqual([404, 'STORE_ITEM_NOT_FOUND']);
    expect(await chunkFolderOf(design.id)).toEqual([]);
  });
});

describe('a design deleted while its last chunk is finished', () => {
  it('leaves no file of either, whichever comes first', async () => {
    const bytes = await redFirstPagePdf();
    const count = chunkCountOf(bytes.length);
    // The deletion sent at different moments of the last chunk's way: before it is written,
    // while it is written, while the file is checked and stored, after. The outcome may differ;
    // what is left may not.
    for (const delayMs of [0, 2, 5, 10, 20, 40, 80]) {
      const design = await aDesign();
      const upload = { designId: design.id, name: 'laatste.pdf', bytes };
      for (let number = 1; number < count; number += 1)
        expect((await sendChunk(anna, upload, number)).statusCode).toBe(200);
      const before = await filesUnder('print-store');
      const [last, deleted] = await Promise.all([
        sendChunk(anna, upload, count),
        new Promise((resolve) => setTimeout(resolve, delayMs)).then(() =>
          call(anna, 'DELETE', `/api/v3/print-store/admin/designs/${design.id}?version=1`),
        ),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(204);
      // Stored and then deleted with the design, or refused because the design was gone.
      expect([200, 404], last.body).toContain(last.statusCode);
      expect(await filesUnder('print-store')).toEqual(before);
      expect(await chunkFolderOf(design.id)).toEqual([]);
    }
  });
});

describe('the history of a design', () => {
  it('records who created, uploaded, changed and deleted it, newest first', async () => {
    const design = await aDesign({ name: 'Met geschiedenis' });
    await uploaded({ designId: design.id, name: 'eerste.pdf', bytes: await redFirstPagePdf(50) });
    const edited = await call(anna, 'PUT', `/api/v3/print-store/admin/designs/${design.id}`, {
      version: 1,
      description: 'Nieuwe tekst.',
    });
    expect(edited.statusCode).toBe(200);
    await call(anna, 'PUT', '/api/v3/print-store/admin/designs', {
      designs: [{ id: design.id, version: 2 }],
      description: '',
    });
    expect(
      (await call(anna, 'DELETE', `/api/v3/print-store/admin/designs/${design.id}?version=3`)).statusCode,
    ).toBe(204);
    const entries = await historyOf(design.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'deleted',
      'changed',
      'changed',
      'changed',
      'created',
    ]);
    expect(new Set(entries.map((entry) => entry.userName))).toEqual(new Set(['Anna Beheer']));
    expect(entries[1]!.details).toEqual({ description: { from: 'Nieuwe tekst.', to: '' } });
    expect(entries[2]!.details).toEqual({ description: { from: '', to: 'Nieuwe tekst.' } });
    expect(entries[3]!.details).toMatchObject({ source: { from: null, to: 'eerste.pdf' } });
    expect(entries[4]!.details).toMatchObject({ name: 'Met geschiedenis', collectionId: ownCollection });
  });
});
