// The reference of issue 32's first quality bar: the facts our analysis gives per page (size,
// colour / black-white / blank, the DPI of every placed image), found with MuPDF instead of PDFium.
// MuPDF is AGPL: installed by the benchmark into ~/.cache/portal-bench, never a dependency.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ANALYSIS_RENDER_DPI,
  BLANK_CHECK_DPI,
  emptyTally,
  pageKindOf,
  tallyPixels,
} from '../../packages/shared/src/rules/analysis-colour.ts';
import { pageDpis } from '../../packages/shared/src/rules/analysis-dpi.ts';

export const MUPDF_VERSION = '1.28.1';
/** The same bounds on the render as our coarse and fine looks (page-ink.ts), so a banner costs both alike. */
const COARSE = { dpi: ANALYSIS_RENDER_DPI, maxPixels: 16_000_000 };
const FINE = { dpi: BLANK_CHECK_DPI, maxPixels: 64_000_000 };
const MM_PER_POINT = 25.4 / 72;

/** Loads the npm `mupdf` package (WebAssembly), installing it into the bench cache on first use. */
export async function loadMupdf() {
  const dir = path.join(os.homedir(), '.cache', 'portal-bench', `mupdf-${MUPDF_VERSION}`);
  const entry = path.join(dir, 'node_modules', 'mupdf', 'dist', 'mupdf.js');
  if (!existsSync(entry)) {
    mkdirSync(dir, { recursive: true });
    console.log(`installing mupdf ${MUPDF_VERSION} into ${dir} (AGPL, a reference for this benchmark only)`);
    execFileSync('npm', ['install', '--no-save', '--prefix', dir, `mupdf@${MUPDF_VERSION}`], {
      stdio: 'inherit',
    });
  }
  const mupdf = await import(pathToFileURL(entry).href);
  // Its warnings on the corpus's broken files (thousands of lines) would bury the tables.
  mupdf.setLog(() => {});
  return mupdf;
}

/**
 * mupdf.js 1.28.1 hands a device's image and shade callbacks borrowed pointers wrapped as owned
 * ones: dropping them (destroy, or the garbage collector's finaliser) frees MuPDF's own image and
 * crashes a later page. Such a wrapper is forgotten instead, never dropped.
 */
function forget(borrowed) {
  borrowed.constructor._finalizer?.unregister(borrowed);
  borrowed.pointer = 0;
}

/**
 * Every image the page places, with the matrix it lands with (images inside forms and patterns
 * come with the enclosing matrices applied), as our analysis reads them (page-images.ts).
 */
function placedImages(mupdf, page) {
  const images = [];
  const place = (image, ctm, stencil) => {
    images.push({
      widthPx: image.getWidth(),
      heightPx: image.getHeight(),
      bitsPerPixel: stencil ? 1 : image.getBitsPerComponent() * image.getNumberOfComponents(),
      hasColourSpace: !stencil,
      matrix: ctm,
    });
    forget(image);
  };
  const device = new mupdf.Device({
    fillImage: (image, ctm) => place(image, ctm, false),
    fillImageMask: (image, ctm) => place(image, ctm, true),
  });
  page.run(device, mupdf.Matrix.identity);
  device.close();
  device.destroy();
  return images;
}

/**
 * Whether anything is drawn on the page: a page the coarse look finds blank gets the fine look
 * only then, as in page-ink.ts. Asked for those pages alone, as our analysis asks PDFium.
 */
function drawsAnything(mupdf, page) {
  let marks = 0;
  const mark = (borrowed) => {
    marks++;
    if (borrowed) forget(borrowed);
  };
  const device = new mupdf.Device({
    fillPath: () => mark(),
    strokePath: () => mark(),
    fillText: () => mark(),
    strokeText: () => mark(),
    fillShade: (shade) => mark(shade),
    fillImage: (image) => mark(image),
    fillImageMask: (image) => mark(image),
  });
  page.run(device, mupdf.Matrix.identity);
  device.close();
  device.destroy();
  return marks > 0;
}

/** Renders the page's finished area (TrimBox, else CropBox) as printed and tallies it by our pixel rule. */
function tallyPage(mupdf, page, box, look) {
  const [x0, y0, x1, y1] = box;
  let scale = look.dpi / 72;
  const pixels = (x1 - x0) * scale * ((y1 - y0) * scale);
  if (pixels > look.maxPixels) scale *= Math.sqrt(look.maxPixels / pixels);
  const pixmap = page.toPixmap(
    mupdf.Matrix.scale(scale, scale),
    mupdf.ColorSpace.DeviceRGB,
    false,
    true,
    'Print',
    'TrimBox',
  );
  try {
    return tallyPixels(pixmap.getPixels(), pixmap.getNumberOfComponents(), emptyTally());
  } finally {
    pixmap.destroy();
  }
}

/**
 * One PDF's facts by MuPDF: { status, pageCount, pages: [{ page, widthMm, heightMm, kind, dpis }] }.
 * A file MuPDF cannot open, or one locked by a password, has no pages measured. `first`/`last`
 * (1-based) measure a range only, for the reference pool's page-range tasks.
 */
export function analyseWithMupdf(mupdf, file, { first = 1, last = Number.POSITIVE_INFINITY } = {}) {
  let document;
  try {
    document = mupdf.Document.openDocument(file);
  } catch {
    return { status: 'unreadable', pageCount: 0, pages: [] };
  }
  try {
    if (document.needsPassword()) return { status: 'passwordProtected', pageCount: 0, pages: [] };
    const pageCount = document.countPages();
    const pages = [];
    for (let index = first - 1; index < Math.min(last, pageCount); index++) {
      const page = document.loadPage(index);
      try {
        const box = page.getBounds('TrimBox');
        const images = placedImages(mupdf, page);
        let tally = tallyPage(mupdf, page, box, COARSE);
        if (pageKindOf(tally) === 'blank' && drawsAnything(mupdf, page))
          tally = tallyPage(mupdf, page, box, FINE);
        pages.push({
          page: index + 1,
          widthMm: (box[2] - box[0]) * MM_PER_POINT,
          heightMm: (box[3] - box[1]) * MM_PER_POINT,
          kind: pageKindOf(tally),
          dpis: pageDpis(images),
        });
      } finally {
        page.destroy();
      }
    }
    return { status: 'ready', pageCount, pages };
  } finally {
    document.destroy();
  }
}
