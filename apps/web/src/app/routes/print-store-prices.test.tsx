import {
  getPrintStoreCategory,
  getPrintStoreContext,
  getPrintStoreDashboard,
  listAdProducts,
} from '@portal/shared/api/print-store.api';
import {
  copyProductType,
  getAdminAds,
  getItemHistory,
  getProductType,
  listProductTypes,
  updateAdminAds,
  updateProductType,
} from '@portal/shared/api/print-store-admin.api';
import { getStoreCart } from '@portal/shared/api/store-cart.api';
import type { AdminProductType } from '@portal/shared/schemas/print-store-admin';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adDesign,
  adminAds,
  adminProductType,
  providerType,
  summaryOf,
} from '../../features/print-store/testing/product-type-fixtures';
import {
  category,
  collectionCard,
  DEFAULT_STORE,
  OWN_STORE,
  sid,
  storeContext,
} from '../../features/print-store/testing/store-fixtures';
import { session } from '../../lib/session';
import { seriousViolations } from '../../testing/axe';
import { FakeAnswer, type FakeServer, fakeServer } from '../../testing/fake-server';
import { testUser } from '../../testing/placed-orders';
import { initTestI18n } from '../../testing/render-with-app';
import { setViewportWidth, TEST_WIDTHS } from '../../testing/viewport';
import { renderStore, storeTheme } from './print-store-testing';

/**
 * 'Producttypen en prijzen' and 'Advertentieproducten' (issue 30 points 4 and 5) from the store's
 * sidebar, against a fake server: the editor reads and sends Dutch amounts, refuses what the server
 * would refuse before sending (at its row), shows the server's refusals at their row or field and
 * a change by another admin with a reload; a type of the provider's is read only with its copy;
 * the ads list sends the designs whose choice changed, with their versions.
 */

let server: FakeServer;
const TYPE = sid(601);
const admin = (storeId = DEFAULT_STORE) => testUser({ printStore: { id: storeId, role: 'ADMIN' } });
let stored: AdminProductType;

beforeAll(initTestI18n);
beforeEach(() => {
  setViewportWidth(1280);
  server = fakeServer();
  stored = adminProductType();
  server.on(getStoreCart, () => ({ lines: [], totalCents: null, itemCount: 0 }));
  server.on(listAdProducts, () => ({ products: [] }));
  server.on(getPrintStoreContext, () => storeContext());
  server.on(getPrintStoreDashboard, () => ({ featured: [collectionCard(1)] }));
  server.on(listProductTypes, () => ({ productTypes: [summaryOf(stored)] }));
  server.on(getProductType, () => stored);
  server.on(getItemHistory, ({ query }) => ({ kind: query.get('kind'), id: query.get('id'), entries: [] }));
});
afterEach(() => session.setUser(null));

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** The dashboard with the admin's tools beside the categories. */
async function dashboard() {
  renderStore('/printstore');
  await screen.findByRole('region', { name: 'Uitgelichte collecties' });
}

/** Opens 'Producttypen en prijzen' and the editor of `name`. */
async function openEditor(name = 'Bord of sticker') {
  fireEvent.click(await screen.findByRole('button', { name: 'Producttypen en prijzen' }));
  const list = await screen.findByRole('dialog', { name: 'Producttypen en prijzen' });
  fireEvent.click(await within(list).findByRole('button', { name: `${name} wijzigen` }));
  const box = await screen.findByRole('dialog', { name: 'Producttype wijzigen' });
  await within(box).findByRole('textbox', { name: /Naam/ });
  return box;
}

const pricesTab = (box: HTMLElement) => {
  fireEvent.click(within(box).getByRole('tab', { name: /Prijzen/ }));
  return within(box).getByRole('region', { name: 'Prijstabel van Bord of sticker' });
};
const priceOf = (table: HTMLElement, row: number) =>
  within(table).getByRole('textbox', {
    name: `Prijs per stuk (€) van prijsregel ${row}`,
  }) as HTMLInputElement;
const saveButton = (box: HTMLElement) => within(box).getByRole('button', { name: 'Opslaan' });

describe('who gets the store’s tools', () => {
  it('the store’s own admin, beside the categories', async () => {
    session.setUser(admin());
    await dashboard();
    const tools = screen.getByRole('region', { name: 'Beheer van uw printwinkel' });
    expect(within(tools).getByRole('button', { name: 'Producttypen en prijzen' })).toBeTruthy();
    expect(within(tools).getByRole('button', { name: 'Advertentieproducten' })).toBeTruthy();
  });

  it.each([
    ['a customer', testUser()],
    ['another store’s admin', admin(OWN_STORE)],
    ['a visitor', null],
  ])('not %s', async (_who, user) => {
    session.setUser(user);
    await dashboard();
    expect(screen.queryByRole('button', { name: 'Producttypen en prijzen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Advertentieproducten' })).toBeNull();
    expect(server.calls.some((call) => call.includes('/admin/'))).toBe(false);
  });
});

describe('the product type editor', () => {
  it('lists the types with their v.a., and saves a price typed the Dutch way with the version read', async () => {
    session.setUser(admin());
    const sent: unknown[] = [];
    server.on(updateProductType, ({ body }) => {
      sent.push(body);
      stored = adminProductType({ version: 4, fromPriceCents: 125 });
      return stored;
    });
    await dashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Producttypen en prijzen' }));
    const list = await screen.findByRole('dialog', { name: 'Producttypen en prijzen' });
    expect(await within(list).findByText(/v\.a\. € 1,50 · 12 ontwerpen in uw winkel/)).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Bord of sticker wijzigen' }));
    const box = await screen.findByRole('dialog', { name: 'Producttype wijzigen' });
    await within(box).findByRole('textbox', { name: /Naam/ });
    expect(saveButton(box).hasAttribute('disabled')).toBe(true);
    const table = pricesTab(box);
    // In the order of a price list, whatever order the server gave.
    expect(priceOf(table, 1).value).toBe('1,50');
    expect(priceOf(table, 4).value).toBe('1.234,50');
    type(priceOf(table, 1), '1,25');
    type(priceOf(table, 4), '1.199');
    fireEvent.click(saveButton(box));
    // Back at the list, which shows the new v.a.
    expect(await screen.findByRole('dialog', { name: 'Producttypen en prijzen' })).toBeTruthy();
    expect(sent).toEqual([
      {
        version: 3,
        prices: [
          { size: '100x100', specs: { material: 'sticker' }, minQuantity: 1, unitCents: 125 },
          { size: '100x100', specs: { material: 'sticker' }, minQuantity: 10, unitCents: 135 },
          { size: '200x200', specs: { material: 'sticker' }, minQuantity: 1, unitCents: 220 },
          { size: '200x200', specs: { material: 'forex' }, minQuantity: 1, unitCents: 119900 },
        ],
      },
    ]);
    expect(await screen.findByText(/v\.a\. € 1,25/)).toBeTruthy();
    // The store's pages are asked again, so the cards' v.a. follow.
    await waitFor(() =>
      expect(
        server.calls.filter((call) => call === `GET ${getPrintStoreDashboard.path}`).length,
      ).toBeGreaterThan(1),
    );
  });

  it('refuses a negative price before sending, at its row, and an amount that is none', async () => {
    session.setUser(admin());
    await dashboard();
    const box = await openEditor();
    const table = pricesTab(box);
    type(priceOf(table, 2), '-1,35');
    expect(within(table).getByText('Prijsregel 2: een prijs kan niet lager zijn dan € 0,00.')).toBeTruthy();
    expect(priceOf(table, 2).getAttribute('aria-invalid')).toBe('true');
    expect(within(box).getByRole('tab', { name: /Prijzen \(bevat een fout\)/ })).toBeTruthy();
    expect(saveButton(box).hasAttribute('disabled')).toBe(true);
    fireEvent.submit(priceOf(table, 2).closest('form')!);
    type(priceOf(table, 2), 'twaalf');
    expect(within(table).getByText('Geef een bedrag als 12,50.')).toBeTruthy();
    expect(saveButton(box).hasAttribute('disabled')).toBe(true);
    type(priceOf(table, 2), '1,30');
    expect(saveButton(box).hasAttribute('disabled')).toBe(false);
    expect(server.calls).not.toContain(`PUT /api/v3/print-store/admin/product-types/${TYPE}`);
  });

  it('shows the server’s refusal of a row at that row, and a taken name at the name', async () => {
    session.setUser(admin());
    server.on(
      updateProductType,
      () =>
        new FakeAnswer(422, {
          error: 'STORE_PRICE_SPEC_UNKNOWN',
          message:
            'Prijsregel 3 noemt een formaat of specificatie die dit product niet heeft. Kies uit de menu’s van het product.',
        }),
    );
    await dashboard();
    const box = await openEditor();
    type(within(box).getByRole('textbox', { name: 'Maximaal aantal per bestelling' }), '250');
    fireEvent.click(saveButton(box));
    const table = await within(box).findByRole('region', { name: 'Prijstabel van Bord of sticker' });
    const row3 = within(table).getByRole('combobox', { name: 'Formaat van prijsregel 3' });
    await waitFor(() => expect(row3.getAttribute('aria-invalid')).toBe('true'));
    // The table opened at the refused field.
    await waitFor(() => expect(document.activeElement).toBe(row3));
    expect(within(table).getByText(/Prijsregel 3 noemt een formaat/)).toBeTruthy();

    server.on(
      updateProductType,
      () =>
        new FakeAnswer(409, {
          error: 'STORE_PRODUCT_TYPE_NAME_TAKEN',
          message: 'Er bestaat al een producttype met deze naam in uw printwinkel.',
        }),
    );
    fireEvent.click(within(box).getByRole('tab', { name: /Algemeen/ }));
    type(within(box).getByRole('textbox', { name: /Naam/ }), 'Vloersticker');
    fireEvent.click(saveButton(box));
    const name = within(box).getByRole('textbox', { name: /Naam/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(box).getByText('Er bestaat al een producttype met deze naam in uw printwinkel.'),
    ).toBeTruthy();
  });

  it('says a change by another admin and loads the type again', async () => {
    session.setUser(admin());
    server.on(
      updateProductType,
      () =>
        new FakeAnswer(409, {
          error: 'STORE_ITEM_CHANGED',
          message: 'Dit item is intussen gewijzigd door een ander. Laad de pagina opnieuw.',
        }),
    );
    await dashboard();
    const box = await openEditor();
    type(priceOf(pricesTab(box), 1), '1,40');
    fireEvent.click(saveButton(box));
    expect((await within(box).findByRole('alert')).textContent).toContain('gewijzigd door een ander');
    stored = adminProductType({
      version: 5,
      prices: [{ size: '100x100', specs: { material: 'sticker' }, minQuantity: 1, unitCents: 175 }],
    });
    fireEvent.click(within(box).getByRole('button', { name: 'Opnieuw laden' }));
    // The type as the other admin left it, still at the price table.
    const table = () => within(box).getByRole('region', { name: 'Prijstabel van Bord of sticker' });
    await waitFor(() => expect(priceOf(table(), 1).value).toBe('1,75'));
    expect(within(table()).queryByRole('textbox', { name: /prijsregel 2/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes a size with its price rows and exclusions, said before', async () => {
    session.setUser(admin());
    const sent: unknown[] = [];
    server.on(updateProductType, ({ body }) => {
      sent.push(body);
      return stored;
    });
    await dashboard();
    const box = await openEditor();
    fireEvent.click(within(box).getByRole('tab', { name: /Keuzes/ }));
    fireEvent.click(within(box).getByRole('button', { name: /^Formaat ·/ }));
    const titles = await within(box).findByRole('list', { name: 'Keuzes van Formaat' });
    fireEvent.click(within(titles).getByRole('button', { name: '10 × 10 cm verwijderen' }));
    expect(
      within(box).getByText(
        '‘10 × 10 cm’ verwijderen? Ook 2 prijsregels en 1 uitsluiting(en) ervan gaan weg.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Ja, verwijderen' }));
    fireEvent.click(saveButton(box));
    await screen.findByRole('dialog', { name: 'Producttypen en prijzen' });
    expect(sent).toHaveLength(1);
    const body = sent[0] as {
      menus: { values: { name: string }[]; default: string }[];
      prices: unknown[];
      disabled: unknown[];
    };
    expect(body.menus[0]?.values.map((value) => value.name)).toEqual(['200x200']);
    expect(body.menus[0]?.default).toBe('200x200');
    expect(body.prices).toHaveLength(2);
    expect(body.disabled).toEqual([]);
  });
});

describe('a type of the provider’s, in a customer’s own store', () => {
  it('is read only, and copied to the store opens the copy in the editor', async () => {
    session.setUser(admin(OWN_STORE));
    server.on(getPrintStoreContext, () =>
      storeContext({
        stores: [{ id: OWN_STORE, name: 'Gemeente Rivierstad', isDefault: false }],
        categories: [category(1, { name: 'Gebouwen', printStoreId: OWN_STORE })],
        administers: [OWN_STORE],
        firstCategoryId: sid(101),
      }),
    );
    const provider = providerType();
    const copy = adminProductType({
      id: sid(603),
      name: 'Vloersticker (kopie)',
      printStoreId: OWN_STORE,
      version: 1,
    });
    server.on(listProductTypes, () => ({ productTypes: [summaryOf(provider)] }));
    server.on(getProductType, ({ params }) => (params.productTypeId === copy.id ? copy : provider));
    const copies: unknown[] = [];
    server.on(copyProductType, ({ body }) => {
      copies.push(body);
      return { productType: copy, movedDesigns: [{ id: sid(401), version: 3 }] };
    });
    server.on(getPrintStoreCategory, () => ({
      category: { id: sid(101), name: 'Gebouwen', active: true },
      collections: [],
      packages: [],
    }));
    renderStore(`/gemeente-rivierstad/printstore/category/${sid(101)}`, storeTheme('gemeente-rivierstad'));
    fireEvent.click(await screen.findByRole('button', { name: 'Producttypen en prijzen' }));
    const list = await screen.findByRole('dialog', { name: 'Producttypen en prijzen' });
    expect(await within(list).findByText('Alleen lezen')).toBeTruthy();
    expect(within(list).getByText(/40 ontwerpen in andere winkels/)).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Vloersticker bekijken' }));
    const box = await screen.findByRole('dialog', { name: 'Producttype bekijken' });
    const table = await within(box).findByRole('region', { name: 'Prijstabel van Vloersticker' });
    expect(within(table).queryByRole('textbox')).toBeNull();
    expect(within(table).getByText('€ 1.234,50')).toBeTruthy();
    expect(within(box).queryByRole('button', { name: 'Opslaan' })).toBeNull();
    expect((within(box).getByRole('textbox', { name: /Naam van de kopie/ }) as HTMLInputElement).value).toBe(
      'Vloersticker (kopie)',
    );
    const move = within(box).getByRole('checkbox', {
      name: 'Mijn ontwerpen op dit producttype naar de kopie verplaatsen (2)',
    }) as HTMLInputElement;
    expect(move.checked).toBe(true);
    fireEvent.click(within(box).getByRole('button', { name: 'Kopiëren naar mijn winkel' }));
    const editor = await screen.findByRole('dialog', { name: 'Producttype wijzigen' });
    await waitFor(() =>
      expect((within(editor).getByRole('textbox', { name: /Naam/ }) as HTMLInputElement).value).toBe(
        'Vloersticker (kopie)',
      ),
    );
    expect(copies).toEqual([{ name: 'Vloersticker (kopie)', moveDesigns: true }]);
  });
});

describe('the advertisement-products list', () => {
  it('sends the designs whose choice changed with their versions, and marks a hidden collection', async () => {
    session.setUser(admin());
    server.on(getAdminAds, () => adminAds());
    const sent: unknown[] = [];
    server.on(updateAdminAds, ({ body }) => {
      sent.push(body);
      return adminAds();
    });
    await dashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Advertentieproducten' }));
    const box = await screen.findByRole('dialog', { name: 'Advertentieproducten' });
    await within(box).findByText('1 van 3 ontwerpen gekozen');
    expect(within(box).getByText(/Verborgen collectie: nooit in een advertentie/)).toBeTruthy();
    expect(saveButton(box).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(box).getByRole('checkbox', { name: 'Gladde vloer' }));
    fireEvent.click(within(box).getByRole('checkbox', { name: 'Let op: opstapje' }));
    expect(within(box).getByText('1 van 3 ontwerpen gekozen')).toBeTruthy();
    // Searching narrows the list; what was chosen stays chosen.
    type(within(box).getByRole('searchbox', { name: 'Zoek een ontwerp' }), 'stembureau');
    expect(within(box).queryByRole('checkbox', { name: 'Gladde vloer' })).toBeNull();
    fireEvent.click(within(box).getByRole('checkbox', { name: 'Alle ontwerpen van Verkiezingen' }));
    expect(within(box).getByText('2 van 3 ontwerpen gekozen')).toBeTruthy();
    fireEvent.click(saveButton(box));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        designs: [
          { id: sid(401), version: 2, availableForAd: false },
          { id: sid(402), version: 2, availableForAd: true },
          { id: sid(403), version: 2, availableForAd: true },
        ],
      },
    ]);
  });

  it('opened again, shows the list as read now, never the cached one replaced under the admin', async () => {
    session.setUser(admin());
    server.on(getAdminAds, () => adminAds());
    await dashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Advertentieproducten' }));
    let box = await screen.findByRole('dialog', { name: 'Advertentieproducten' });
    await within(box).findByText('1 van 3 ontwerpen gekozen');
    fireEvent.click(within(box).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Meanwhile another admin chose a second design; the answer comes when the test says so.
    let answer: (ads: ReturnType<typeof adminAds>) => void = () => undefined;
    server.on(getAdminAds, () => new Promise((resolve) => (answer = resolve)));
    fireEvent.click(screen.getByRole('button', { name: 'Advertentieproducten' }));
    box = await screen.findByRole('dialog', { name: 'Advertentieproducten' });
    await within(box).findByText('De ontwerpen worden geladen…');
    expect(within(box).queryByRole('searchbox', { name: 'Zoek een ontwerp' })).toBeNull();
    const designs = adminAds().designs.map((design) => ({ ...design, availableForAd: true }));
    await act(async () => answer(adminAds({ designs })));
    await within(box).findByText('3 van 3 ontwerpen gekozen');
  });

  it('says a change by another admin, and its history names the designs', async () => {
    session.setUser(admin());
    server.on(getAdminAds, () => adminAds());
    server.on(
      updateAdminAds,
      () =>
        new FakeAnswer(409, {
          error: 'STORE_ITEM_CHANGED',
          message: 'Dit item is intussen gewijzigd door een ander. Laad de pagina opnieuw.',
        }),
    );
    server.on(getItemHistory, ({ query }) => ({
      kind: query.get('kind'),
      id: query.get('id'),
      entries: [
        {
          id: sid(9901),
          at: '2026-11-28T09:15:00.000Z',
          userId: sid(1),
          userName: 'Bea Beheer',
          action: 'changed',
          details: { added: ['Gladde vloer'], removed: [] },
        },
      ],
    }));
    await dashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Advertentieproducten' }));
    const box = await screen.findByRole('dialog', { name: 'Advertentieproducten' });
    fireEvent.click(await within(box).findByRole('checkbox', { name: 'Gladde vloer' }));
    fireEvent.click(saveButton(box));
    expect((await within(box).findByRole('alert')).textContent).toContain('gewijzigd door een ander');
    server.on(getAdminAds, () =>
      adminAds({ designs: [adDesign(2, { name: 'Gladde vloer', availableForAd: true, version: 3 })] }),
    );
    fireEvent.click(within(box).getByRole('button', { name: 'Opnieuw laden' }));
    // The list as it is now: the other admin's choice, and nothing of this one's left to save.
    expect(await within(box).findByText('1 van 1 ontwerpen gekozen')).toBeTruthy();
    expect((within(box).getByRole('checkbox', { name: 'Gladde vloer' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(saveButton(box).hasAttribute('disabled')).toBe(true);
    expect(within(box).queryByRole('alert')).toBeNull();
    fireEvent.click(within(box).getByRole('button', { name: 'Geschiedenis tonen' }));
    expect(await within(box).findByText('In advertenties gezet: Gladde vloer')).toBeTruthy();
    expect(within(box).getByText('Uit advertenties gehaald: (geen)')).toBeTruthy();
    expect(server.calls).toContain('GET /api/v3/print-store/admin/history');
  });
});

describe('every new screen', () => {
  it.each(TEST_WIDTHS)('is axe-clean at %i px', async (width) => {
    setViewportWidth(width);
    session.setUser(admin());
    server.on(getAdminAds, () => adminAds());
    await dashboard();
    fireEvent.click(screen.getByRole('button', { name: 'Producttypen en prijzen' }));
    const list = await screen.findByRole('dialog', { name: 'Producttypen en prijzen' });
    await within(list).findByRole('button', { name: 'Bord of sticker wijzigen' });
    expect(await seriousViolations(), 'list').toEqual([]);
    fireEvent.click(within(list).getByRole('button', { name: 'Bord of sticker wijzigen' }));
    const box = await screen.findByRole('dialog', { name: 'Producttype wijzigen' });
    await within(box).findByRole('textbox', { name: /Naam/ });
    expect(await seriousViolations(), 'general').toEqual([]);
    const table = pricesTab(box);
    type(priceOf(table, 2), '-1');
    expect(await seriousViolations(), 'prices with a problem').toEqual([]);
    fireEvent.click(within(box).getByRole('tab', { name: /Keuzes/ }));
    fireEvent.click(within(box).getByRole('button', { name: /^Materiaal ·/ }));
    await within(box).findByRole('list', { name: 'Keuzes van Materiaal' });
    expect(await seriousViolations(), 'menus').toEqual([]);
    fireEvent.click(within(box).getByRole('tab', { name: /Uitsluitingen/ }));
    expect(await seriousViolations(), 'exclusions').toEqual([]);
    fireEvent.click(within(box).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Advertentieproducten' }));
    const ads = await screen.findByRole('dialog', { name: 'Advertentieproducten' });
    await within(ads).findByRole('checkbox', { name: 'Gladde vloer' });
    expect(await seriousViolations(), 'ads').toEqual([]);
    await act(async () => {});
  });
});
