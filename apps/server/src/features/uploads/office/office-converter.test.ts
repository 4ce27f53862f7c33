import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  externalLinkDocx,
  hugeTableDocx,
  LETTER_MM,
  pagesDocx,
  zipBombDocx,
} from '../../../../test/office-fixtures';
import { type TempDir, tempDir } from '../../../../test/temp-dir';
import { analyseFile } from '../analysis/analyse-file';
import { createOfficeConverter } from './office-converter';
import { officePackageFits } from './office-package-check';

/** LibreOffice starts in a second on a quiet machine, in many more when every core is busy with other tests. */
const CONVERSION_TEST_TIMEOUT_MS = 120_000;

/**
 * The converter with Debian's LibreOffice (scripts/ensure-libreoffice.mjs installs it before the
 * tests): real documents in, real PDFs out, and the limits that stop the hostile ones.
 */
const SOFFICE = process.env.OFFICE_CONVERTER ?? '/usr/bin/soffice';

let scratch: TempDir;
let requests = 0;
let server: Server;

beforeAll(async () => {
  scratch = await tempDir('office-converter-');
  server = createServer((_request, response) => {
    requests += 1;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await scratch.remove();
});

const converterWith = (change: { binary?: string | null; timeoutMs?: number; workRoot?: string } = {}) =>
  createOfficeConverter({
    binary: SOFFICE,
    timeoutMs: 60_000,
    memoryMb: 2048,
    slots: 1,
    workRoot: `${scratch.path}/work-${Math.random().toString(36).slice(2)}`,
    ...change,
  });

describe('createOfficeConverter', { timeout: CONVERSION_TEST_TIMEOUT_MS }, () => {
  it('turns a Word document into a PDF with its pages and page size', async () => {
    const converter = converterWith();
    const input = await scratch.write('brief.docx', pagesDocx(3, LETTER_MM));
    const outcome = await converter.convert(input, 'Brief aan de klant.docx');
    if (!outcome.ok) throw new Error(`${outcome.reason}: ${outcome.detail}`);
    const analysis = await analyseFile(outcome.pdfPath, { analyse: true });
    expect(analysis).toMatchObject({ status: 'READY', fileType: 'pdf', pageCount: 3, format: 'custom' });
    expect(analysis.pages[0]).toMatchObject({
      widthMm: expect.closeTo(215.9, 0),
      heightMm: expect.closeTo(279.4, 0),
    });
    await converter.release(outcome.pdfPath);
  });

  it('says conversion is unavailable without a converter, or with one that is not installed', async () => {
    const input = await scratch.write('niets.docx', pagesDocx(1));
    for (const binary of [null, '/usr/bin/geen-soffice-hier']) {
      const outcome = await converterWith({ binary }).convert(input, 'niets.docx');
      expect(outcome).toMatchObject({ ok: false, reason: 'conversionUnavailable' });
    }
  });

  it('stops a conversion that takes too long (a table of 200 000 rows) and kills all of it', async () => {
    const workRoot = `${scratch.path}/gestopt`;
    const converter = converterWith({ timeoutMs: 1500, workRoot });
    const input = await scratch.write('tabel.docx', hugeTableDocx(200_000));
    expect(await converter.convert(input, 'tabel.docx')).toMatchObject({
      ok: false,
      reason: 'conversionTimeLimit',
    });
    // Nothing of it runs on, and the profile it may have left half written starts afresh.
    const next = await converterWith({ workRoot }).convert(
      await scratch.write('daarna.docx', pagesDocx(1)),
      'daarna.docx',
    );
    expect(next).toMatchObject({ ok: true });
  });

  it('converts a document with a linked picture without fetching it', async () => {
    const { port } = server.address() as AddressInfo;
    const input = await scratch.write('link.docx', externalLinkDocx(`http://127.0.0.1:${port}/foto.png`));
    const outcome = await converterWith().convert(input, 'link.docx');
    expect(outcome.ok).toBe(true);
    expect(requests).toBe(0);
  });

  it('reports a document that is no document as not converted', async () => {
    const input = await scratch.write(
      'kapot.docx',
      new TextEncoder().encode('PK\u0003\u0004 dit is geen zip'),
    );
    expect(await converterWith().convert(input, 'kapot.docx')).toMatchObject({
      ok: false,
      reason: 'conversionFailed',
    });
  });
});

describe('officePackageFits (the zip bomb check before converting)', {
  timeout: CONVERSION_TEST_TIMEOUT_MS,
}, () => {
  it('refuses a package with an entry that inflates far past its packed size', async () => {
    expect(await officePackageFits(await scratch.write('bom.docx', zipBombDocx(64)))).toBe(false);
  });

  it('lets an ordinary document, and a file that is no zip (an old .doc), through', async () => {
    expect(await officePackageFits(await scratch.write('gewoon.docx', pagesDocx(20)))).toBe(true);
    expect(
      await officePackageFits(await scratch.write('oud.doc', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))),
    ).toBe(true);
  });
});
