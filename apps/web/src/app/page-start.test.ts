import { PAGE_START_ELEMENT_ID } from '@portal/shared/constants';
import { PAGE_ANSWERS_ELEMENT_ID, printStoreKeys } from '@portal/shared/page-answers';
import type { PageStart } from '@portal/shared/schemas/site';
import { themeSettingsSchema } from '@portal/shared/schemas/theme';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeQueryKey } from '../features/themes/api/get-theme';
import { testSite } from '../testing/render-with-app';
import { readPageStart, seedPageAnswers, seedStartTheme } from './page-start';

const theme = (name: string, isDefault: boolean): NonNullable<PageStart['theme']> => ({
  themeID: '0b6f1c2e-3d4a-4e5f-8a9b-0c1d2e3f4a5b',
  name,
  mainThemeName: name,
  title: `Thema ${name}`,
  isDefault,
  fallback: false,
  settings: themeSettingsSchema.parse({
    flags: {},
    colours: { primary: '#1d4ed8', onPrimary: '#ffffff', background: '#f4f6fb' },
  }),
  propositions: [],
  images: { logo: `/images/logos/themes/${name}.svg`, background: null },
});
const site = testSite;

function writeStart(text: string): void {
  const element = document.createElement('script');
  element.id = PAGE_START_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.head.append(element);
}
function writeAnswers(text: string): void {
  const element = document.createElement('script');
  element.id = PAGE_ANSWERS_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.head.append(element);
}
afterEach(() => {
  document.getElementById(PAGE_START_ELEMENT_ID)?.remove();
  document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.remove();
  vi.restoreAllMocks();
});

describe('the start data the server writes into the page', () => {
  it('is read without asking the server', () => {
    const start = { site, theme: theme('drukwerkdirect', true) };
    writeStart(JSON.stringify(start));
    expect(readPageStart()).toEqual(start);
  });

  it('is absent on a page without it (the development server), and unreadable data is ignored', () => {
    expect(readPageStart()).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeStart('{"site": {"brand": 42}}');
    expect(readPageStart()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it("fills a visitor's theme query, under 'default' too when it is the default theme", () => {
    const queries = new QueryClient();
    seedStartTheme(queries, { site, theme: theme('drukwerkdirect', true) }, false);
    expect(queries.getQueryData(themeQueryKey('default'))).toMatchObject({ name: 'drukwerkdirect' });
    expect(queries.getQueryData(themeQueryKey('drukwerkdirect'))).toMatchObject({ name: 'drukwerkdirect' });

    const customer = new QueryClient();
    seedStartTheme(customer, { site, theme: theme('klant-x', false) }, false);
    expect(customer.getQueryData(themeQueryKey('klant-x'))).toMatchObject({ name: 'klant-x' });
    expect(customer.getQueryData(themeQueryKey('default'))).toBeUndefined();
  });

  it('is not used for a logged-in user, whose menu follows their security level', () => {
    const queries = new QueryClient();
    seedStartTheme(queries, { site, theme: theme('drukwerkdirect', true) }, true);
    expect(queries.getQueryData(themeQueryKey('default'))).toBeUndefined();
  });
});

describe('the answers the server writes into a print store page', () => {
  const productKey = printStoreKeys.product('drukwerkdirect', 'p1');
  const product = { product: { id: 'p1', name: 'Waarschuwing algemeen gevaar' } };

  it("fill a visitor's queries under the keys the store's pages ask with", () => {
    writeAnswers(JSON.stringify([{ key: productKey, data: product }]));
    const queries = new QueryClient();
    seedPageAnswers(queries, false);
    expect(queries.getQueryData(productKey)).toEqual(product);
  });

  it('are left alone for a logged-in user, whose store may show more (an admin its hidden items)', () => {
    writeAnswers(JSON.stringify([{ key: productKey, data: product }]));
    const queries = new QueryClient();
    seedPageAnswers(queries, true);
    expect(queries.getQueryData(productKey)).toBeUndefined();
  });

  it('are ignored when unreadable, so the page asks the server as without them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    writeAnswers('[{"key": ');
    const queries = new QueryClient();
    seedPageAnswers(queries, false);
    expect(queries.getQueryCache().getAll()).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
  });
});
