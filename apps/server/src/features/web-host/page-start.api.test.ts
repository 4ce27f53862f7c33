import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_START_ELEMENT_ID } from '@portal/shared/constants';
import { pageStartSchema } from '@portal/shared/schemas/site';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTheme } from '../../../test/builders';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../../test/test-app';

let database: TestDatabase;
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>portaal</title></head><body><div id="root"></div></body></html>',
  );
  // The build's manifest, as Vite writes it: the home route is a lazy chunk of its own.
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-A1.js', isEntry: true },
      'src/app/routes/home.tsx': {
        file: 'assets/home-B2.js',
        isDynamicEntry: true,
        imports: ['index.html'],
        css: ['assets/home-C3.css'],
      },
      // The print store's pages: reached through one module, each a lazy chunk of its own.
      'src/app/routes/print-store-pages.ts': {
        file: 'assets/print-store-pages-D4.js',
        isDynamicEntry: true,
        imports: ['index.html'],
      },
      'src/app/routes/print-store-category.tsx': {
        file: 'assets/print-store-category-E5.js',
        isDynamicEntry: true,
        imports: ['index.html'],
        css: ['assets/print-store-category-F6.css'],
      },
    }),
  );
  database = await createTestDatabase();
  await aTheme(database.db, { name: 'huisstijl', isDefault: true, logo: 'huisstijl.svg' });
  await aTheme(database.db, {
    name: 'klant-x',
    title: 'Klant </script><script>alert(1)</script>',
    logo: 'klant-x.svg',
  });
  await aTheme(database.db, { name: 'zonder-logo', title: 'Bakker & Zn <b>' });
  app = await createTestApp(database, {
    config: { SERVE_WEB: 'true', WEB_DIST_DIR: dist },
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(dist, { recursive: true, force: true });
});

/** The start data of a page as the web app reads it: the JSON of the script element. */
async function startOf(url: string) {
  const html = (await app.inject({ method: 'GET', url })).body;
  const json = html.match(
    new RegExp(`<script id="${PAGE_START_ELEMENT_ID}" type="application/json">(.*?)</script>`),
  );
  expect(json, `start data in ${url}`).not.toBeNull();
  return { html, start: pageStartSchema.parse(JSON.parse(json![1]!)) };
}

describe('the page carries what its first paint needs', () => {
  it('writes the site settings and the default theme into the home page, with its logo preloaded', async () => {
    const { html, start } = await startOf('/');
    expect(start.site.brand.name).toBe('Drukwerk Direct');
    expect(start.theme?.name).toBe('huisstijl');
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/images/logos/themes/huisstijl.svg" />',
    );
  });

  it('writes the theme an address names, as a visitor sees it', async () => {
    const { start } = await startOf('/klant-x/printstore');
    expect(start.theme?.name).toBe('klant-x');
    expect(start.theme?.images.logo).toBe('/images/logos/themes/klant-x.svg');
  });

  it('falls back to the default theme for a page that names no theme', async () => {
    expect((await startOf('/contact')).start.theme?.name).toBe('huisstijl');
    expect((await startOf('/bestaat-niet/printstore')).start.theme?.name).toBe('huisstijl');
  });

  it('names the home route’s script and style on home pages only, so they load with the entry', async () => {
    const preloads = [
      '<link rel="stylesheet" crossorigin href="/assets/home-C3.css" />',
      '<link rel="modulepreload" crossorigin href="/assets/home-B2.js" />',
    ];
    for (const url of ['/', '/klant-x', '/?dlg=inloggen']) {
      const { html } = await startOf(url);
      for (const link of preloads) expect(html, url).toContain(link);
    }
    for (const url of ['/contact', '/klant-x/printstore', '/bestaat-niet']) {
      expect((await startOf(url)).html, url).not.toContain('home-B2.js');
    }
  });

  it('names a store page’s files, to be fetched after what the first paint needs', async () => {
    for (const url of ['/printstore/category/c1', '/klant-x/printstore/category/c1']) {
      const { html } = await startOf(url);
      expect(html, url).toContain(
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/print-store-category-E5.js" />',
      );
      expect(html, url).toContain(
        '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/print-store-category-F6.css" />',
      );
      expect(html, url).not.toContain('home-B2.js');
    }
    expect((await startOf('/contact')).html).not.toContain('print-store');
  });

  it('paints the header’s skeleton before the script runs: the logo, or the title as text, hidden from assistive technology', async () => {
    const { html } = await startOf('/klant-x');
    expect(html).toContain(
      '<div id="root"><div class="page-skeleton" aria-hidden="true"><div class="page-skeleton__header"><span class="page-skeleton__burger"></span><img src="/images/logos/themes/klant-x.svg" alt="" height="40" /></div></div></div>',
    );
    const withoutLogo = (await startOf('/zonder-logo')).html;
    expect(withoutLogo).toContain('<span class="page-skeleton__title">Bakker &#38; Zn &#60;b&#62;</span>');
    // Nothing in it can be used before the app runs.
    const skeleton = withoutLogo.slice(
      withoutLogo.indexOf('page-skeleton'),
      withoutLogo.indexOf('</div></div></div>'),
    );
    expect(skeleton).not.toMatch(/<a |<button|tabindex/);
  });

  it('keeps a value with </script> inside the JSON, where it stays text', async () => {
    const { html, start } = await startOf('/klant-x');
    expect(start.theme?.title).toBe('Klant </script><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});
