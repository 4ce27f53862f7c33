import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PAGE_ANSWERS_ELEMENT_ID, type PageAnswer, printStoreKeys } from '@portal/shared/page-answers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aTheme, type BuiltTheme } from '../../../test/builders';
import { printStoreBuilders } from '../../../test/print-store-builders';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../../test/test-app';

// A visitor's print store page comes with the answers it asks for at once (decision 0130).
let database: TestDatabase;
let app: FastifyInstance;
let dist: string;
let theme: BuiltTheme;
const ids = { category: '', hiddenCategory: '', collection: '', product: '', hiddenCollection: '' };

/** A description with what could break the page: a closing script tag and replacement patterns. */
const TRICKY = "Borden </script><script>alert(1)</script> voor $& en $' werkplekken";

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>portaal</title></head><body><div id="root"></div></body></html>',
  );
  database = await createTestDatabase();
  theme = await aTheme(database.db, { name: 'huisstijl', isDefault: true });
  const builders = await printStoreBuilders(database.db);
  const store = await builders.aStore({ isDefault: true });
  ids.category = await builders.aCategory(store, { name: 'Veiligheid' });
  ids.hiddenCategory = await builders.aCategory(store, { name: 'Verborgen', active: false });
  ids.collection = await builders.aCollection(store, [ids.category], { description: TRICKY });
  ids.product = await builders.aDesign(ids.collection, { name: 'Waarschuwing algemeen gevaar' });
  ids.hiddenCollection = await builders.aCollection(store, [ids.category], { active: false });
  app = await createTestApp(database, { config: { SERVE_WEB: 'true', WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await app.close();
  await database.drop();
  rmSync(dist, { recursive: true, force: true });
});

/** The page's HTML and the answers in it, as the web app reads them. */
async function answersOf(url: string) {
  const html = (await app.inject({ method: 'GET', url })).body;
  const json = html.match(
    new RegExp(`<script id="${PAGE_ANSWERS_ELEMENT_ID}" type="application/json">(.*?)</script>`),
  );
  return { html, answers: json ? (JSON.parse(json[1]!) as PageAnswer[]) : null };
}

async function apiAnswer(url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const productPath = () => `/printstore/category/${ids.category}/collection/${ids.collection}/${ids.product}`;

describe("a visitor's print store page carries its first answers", () => {
  it("writes the product page's product and the store's context, as the API answers them", async () => {
    const { answers } = await answersOf(productPath());
    expect(answers?.map((answer) => answer.key)).toEqual([
      printStoreKeys.context(theme.name),
      printStoreKeys.product(theme.name, ids.product),
    ]);
    expect(answers?.[0]?.data).toEqual(await apiAnswer(`/api/v3/print-store?theme=${theme.name}`));
    expect(answers?.[1]?.data).toEqual(
      await apiAnswer(`/api/v3/print-store/products/${ids.product}?theme=${theme.name}`),
    );
  });

  it("writes a collection's page under the key of the category it is browsed from, its text intact", async () => {
    const { html, answers } = await answersOf(
      `/printstore/category/${ids.category}/collection/${ids.collection}/`,
    );
    const collection = answers?.find((answer) => answer.key[2] === 'collection');
    expect(collection?.key).toEqual(printStoreKeys.collection(theme.name, ids.collection, ids.category));
    expect(collection?.data).toEqual(
      await apiAnswer(
        `/api/v3/print-store/collections/${ids.collection}?theme=${theme.name}&categoryId=${ids.category}`,
      ),
    );
    expect((collection!.data as { collection: { description: string } }).collection.description).toBe(TRICKY);
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it("writes a category's page and the dashboard", async () => {
    const category = (await answersOf(`/printstore/category/${ids.category}`)).answers;
    expect(category?.map((answer) => answer.key)).toContainEqual(
      printStoreKeys.category(theme.name, ids.category),
    );
    const dashboard = (await answersOf('/printstore')).answers;
    expect(dashboard?.map((answer) => answer.key)).toContainEqual(printStoreKeys.dashboard(theme.name));
  });

  it('writes nothing for what a visitor may not see or what does not exist, nor for other pages', async () => {
    for (const url of [
      `/printstore/category/${ids.hiddenCategory}`,
      `/printstore/category/${ids.category}/collection/${ids.hiddenCollection}`,
      `/printstore/category/${ids.category}/collection/${ids.collection}/bestaat-niet`,
      '/contact',
      '/',
    ]) {
      expect((await answersOf(url)).answers, url).toBeNull();
    }
  });
});
