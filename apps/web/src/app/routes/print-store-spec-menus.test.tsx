import {
  getPrintStoreContext,
  getPrintStoreDashboard,
  listAdProducts,
} from '@portal/shared/api/print-store.api';
import {
  getItemHistory,
  getProductType,
  listProductTypes,
  updateProductType,
} from '@portal/shared/api/print-store-admin.api';
import { getStoreCart } from '@portal/shared/api/store-cart.api';
import type { AdminProductType, UpdateProductTypeBody } from '@portal/shared/schemas/print-store-admin';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminProductType, summaryOf } from '../../features/print-store/testing/product-type-fixtures';
import {
  collectionCard,
  DEFAULT_STORE,
  storeContext,
} from '../../features/print-store/testing/store-fixtures';
import { session } from '../../lib/session';
import { seriousViolations } from '../../testing/axe';
import { FakeAnswer, type FakeServer, fakeServer } from '../../testing/fake-server';
import { testUser } from '../../testing/placed-orders';
import { initTestI18n } from '../../testing/render-with-app';
import { setViewportWidth, TEST_WIDTHS } from '../../testing/viewport';
import { renderStore } from './print-store-testing';

/**
 * Whole menus of a product type's print specification in its editor (issue 30 point 4, decision
 * 0124), against a fake server: 'Menu toevoegen' with its kind, price and first values (a priced
 * one repeats the table per value), a menu removed after saying what goes with it, the price made
 * to depend on a menu or not, a list made colours, menus moved; all sent in one save with the
 * version read. Keyboard: the focus follows what the admin did; Enter in the new menu adds it.
 */

let server: FakeServer;
let stored: AdminProductType;
let sent: UpdateProductTypeBody[];
const admin = () => testUser({ printStore: { id: DEFAULT_STORE, role: 'ADMIN' } });

beforeAll(initTestI18n);
beforeEach(() => {
  setViewportWidth(1280);
  server = fakeServer();
  stored = adminProductType();
  sent = [];
  server.on(getStoreCart, () => ({ lines: [], totalCents: null, itemCount: 0 }));
  server.on(listAdProducts, () => ({ products: [] }));
  server.on(getPrintStoreContext, () => storeContext());
  server.on(getPrintStoreDashboard, () => ({ featured: [collectionCard(1)] }));
  server.on(listProductTypes, () => ({ productTypes: [summaryOf(stored)] }));
  server.on(getProductType, () => stored);
  server.on(getItemHistory, ({ query }) => ({ kind: query.get('kind'), id: query.get('id'), entries: [] }));
  server.on(updateProductType, ({ body }) => {
    sent.push(body as UpdateProductTypeBody);
    return { ...stored, version: stored.version + 1 };
  });
  session.setUser(admin());
});
afterEach(() => session.setUser(null));

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** The editor of the sign type at its 'Keuzes' tab. */
async function openMenus() {
  renderStore('/printstore');
  await screen.findByRole('region', { name: 'Uitgelichte collecties' });
  fireEvent.click(await screen.findByRole('button', { name: 'Producttypen en prijzen' }));
  const list = await screen.findByRole('dialog', { name: 'Producttypen en prijzen' });
  fireEvent.click(await within(list).findByRole('button', { name: 'Bord of sticker wijzigen' }));
  const box = await screen.findByRole('dialog', { name: 'Producttype wijzigen' });
  await within(box).findByRole('textbox', { name: /Naam/ });
  fireEvent.click(within(box).getByRole('tab', { name: /Keuzes/ }));
  return box;
}
const saveButton = (box: HTMLElement) => within(box).getByRole('button', { name: 'Opslaan' });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');
const menuTitles = (box: HTMLElement) =>
  within(box)
    .getAllByRole('button', { name: / · / })
    .map((control) => control.textContent?.split(' ·')[0]);
/** Opens a menu's panel and waits for its fields. */
async function openMenu(box: HTMLElement, title: string) {
  const control = within(box).getByRole('button', { name: new RegExp(`^${title} ·`) });
  fireEvent.click(control);
  const panel = document.getElementById(control.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`no panel for ${title}`);
  await within(panel).findAllByRole('textbox');
}

/** Fills 'Menu toevoegen' with a priced list 'Afwerking' of Mat and Glans. */
function fillFinish(box: HTMLElement) {
  fireEvent.click(within(box).getByRole('button', { name: 'Menu toevoegen' }));
  const form = within(box).getByRole('group', { name: 'Nieuw menu' });
  type(within(form).getByRole('textbox', { name: /Titel van het menu/ }), 'Afwerking');
  fireEvent.click(within(form).getByRole('checkbox', { name: 'De prijs hangt af van deze keuze' }));
  type(within(form).getByRole('textbox', { name: 'Tekst van nieuwe keuze 1' }), 'Mat');
  fireEvent.click(within(form).getByRole('button', { name: 'Nog een keuze' }));
  type(within(form).getByRole('textbox', { name: 'Tekst van nieuwe keuze 2' }), 'Glans');
  return form;
}

describe('whole menus of a product type', () => {
  it('adds a priced menu with two values; the table is repeated per value, priced, and sent with the menus', async () => {
    const box = await openMenus();
    const form = fillFinish(box);
    // The codes follow the texts until the admin types one.
    expect((within(form).getByRole('textbox', { name: /Code van het menu/ }) as HTMLInputElement).value).toBe(
      'afwerking',
    );
    expect(
      (within(form).getByRole('textbox', { name: 'Code van nieuwe keuze 2' }) as HTMLInputElement).value,
    ).toBe('glans');
    expect(
      within(form).getByText(
        'Elke prijsregel komt er 2 keer, één per keuze, met de prijs die hij nu heeft: 4 → 8 prijsregels. Pas de prijzen daarna aan onder Prijzen.',
      ),
    ).toBeTruthy();
    expect(isDisabled(saveButton(box))).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Menu toevoegen' }));
    expect(menuTitles(box)).toEqual(['Formaat', 'Materiaal', 'Levering', 'Afwerking']);
    // The new menu has the focus, open, its kind still a list or colours.
    const control = within(box).getByRole('button', { name: /^Afwerking ·/ });
    await waitFor(() => expect(document.activeElement).toBe(control));
    expect(control.getAttribute('aria-expanded')).toBe('true');
    expect(isDisabled(saveButton(box))).toBe(false);

    fireEvent.click(within(box).getByRole('tab', { name: /Prijzen/ }));
    const table = within(box).getByRole('region', { name: 'Prijstabel van Bord of sticker' });
    // Row 3 is 10 × 10 cm sticker in gloss, from 1 piece: a price of its own.
    expect(within(table).getByRole('combobox', { name: 'Afwerking van prijsregel 3' })).toHaveProperty(
      'value',
      'glans',
    );
    type(within(table).getByRole('textbox', { name: 'Prijs per stuk (€) van prijsregel 3' }), '1,95');
    fireEvent.click(saveButton(box));
    await screen.findByRole('dialog', { name: 'Producttypen en prijzen' });
    expect(sent).toHaveLength(1);
    const body = sent[0]!;
    expect(body.version).toBe(3);
    expect(body.menus?.at(-1)).toEqual({
      name: 'afwerking',
      title: 'Afwerking',
      menuType: 'option',
      values: [
        { name: 'mat', title: 'Mat' },
        { name: 'glans', title: 'Glans' },
      ],
      default: 'mat',
      priced: true,
    });
    expect(body.prices).toHaveLength(8);
    expect(body.prices?.[2]).toEqual({
      size: '100x100',
      specs: { material: 'sticker', afwerking: 'glans' },
      minQuantity: 1,
      unitCents: 195,
    });
    expect(body.prices?.[0]).toEqual({
      size: '100x100',
      specs: { material: 'sticker', afwerking: 'mat' },
      minQuantity: 1,
      unitCents: 150,
    });
  });

  it('keeps the new menu’s button off until it can be added, and says what is missing', async () => {
    const box = await openMenus();
    fireEvent.click(within(box).getByRole('button', { name: 'Menu toevoegen' }));
    const form = within(box).getByRole('group', { name: 'Nieuw menu' });
    const add = within(form).getByRole('button', { name: 'Menu toevoegen' });
    expect(isDisabled(add)).toBe(true);
    expect(within(form).getByText('Nog nodig: een titel voor het menu.')).toBeTruthy();
    type(within(form).getByRole('textbox', { name: /Titel van het menu/ }), 'Materiaal');
    type(within(form).getByRole('textbox', { name: /Code van het menu/ }), 'material');
    expect(within(form).getByText('Een ander menu heeft deze code al.')).toBeTruthy();
    type(within(form).getByRole('textbox', { name: /Code van het menu/ }), 'kader');
    expect(within(form).getByText(/Nog nodig: bij elke keuze een tekst/)).toBeTruthy();
    type(within(form).getByRole('combobox', { name: 'Soort menu' }), 'colors');
    type(within(form).getByRole('textbox', { name: 'Tekst van nieuwe keuze 1' }), 'Geel');
    expect(within(form).getByText('Nog nodig: bij elke kleur een kleur als #rrggbb.')).toBeTruthy();
    type(within(form).getByRole('textbox', { name: 'Kleur van nieuwe keuze 1' }), 'geel');
    expect(within(form).getByText('Geef een kleur als #rrggbb.')).toBeTruthy();
    type(within(form).getByRole('textbox', { name: 'Kleur van nieuwe keuze 1' }), '#ffd400');
    expect(isDisabled(add)).toBe(false);
    type(within(form).getByRole('combobox', { name: 'Soort menu' }), 'info');
    expect(within(form).getByText('Nog nodig: de tekst die de klant leest.')).toBeTruthy();
    // A volume only when the type has none; never a second size.
    expect(
      within(within(form).getByRole('combobox', { name: 'Soort menu' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['keuzelijst', 'kleuren', 'aantallen per verpakking', 'informatie']);
    fireEvent.click(within(form).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(box).getByRole('button', { name: 'Menu toevoegen' })),
    );
    expect(isDisabled(saveButton(box))).toBe(true);
  });

  it('adds the menu with Enter in a field, not saving the type without it', async () => {
    const box = await openMenus();
    fireEvent.click(within(box).getByRole('button', { name: 'Menu toevoegen' }));
    const title = within(box).getByRole('textbox', { name: /Titel van het menu/ });
    await waitFor(() => expect(document.activeElement).toBe(title));
    type(title, 'Let op');
    type(within(box).getByRole('combobox', { name: 'Soort menu' }), 'info');
    const text = within(box).getByRole('textbox', { name: /Tekst voor de klant/ });
    type(text, 'Buiten alleen op dibond.');
    fireEvent.keyDown(title, { key: 'Enter' });
    expect(menuTitles(box)).toEqual(['Formaat', 'Materiaal', 'Levering', 'Let op']);
    expect(sent).toEqual([]);
  });

  it('removes a priced menu after saying what goes with it; the size cannot go', async () => {
    const box = await openMenus();
    await openMenu(box, 'Formaat');
    expect(within(box).queryByRole('button', { name: 'Menu ‘Formaat’ verwijderen' })).toBeNull();
    expect(within(box).getByText(/dit menu blijft een schuifregelaar en kan niet weg/)).toBeTruthy();
    await openMenu(box, 'Materiaal');
    const remove = within(box).getByRole('button', { name: 'Menu ‘Materiaal’ verwijderen' });
    fireEvent.click(remove);
    expect(
      within(box).getByText(
        'Het menu ‘Materiaal’ verwijderen? Klanten kunnen het dan niet meer kiezen, en pakketten die een keuze ervan vastleggen laten die los. Geplaatste bestellingen blijven zoals ze zijn.',
      ),
    ).toBeTruthy();
    expect(
      within(box).getByText(
        'De prijzen bij ‘Sticker’ (de standaardkeuze) blijven gelden; 1 prijsregel van de andere keuzes gaat weg.',
      ),
    ).toBeTruthy();
    expect(within(box).getByText('Ook 1 uitsluiting met dit menu gaat weg.')).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Niet verwijderen' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(box).getByRole('button', { name: 'Menu ‘Materiaal’ verwijderen' }),
      ),
    );
    fireEvent.click(within(box).getByRole('button', { name: 'Menu ‘Materiaal’ verwijderen' }));
    fireEvent.click(within(box).getByRole('button', { name: 'Ja, menu verwijderen' }));
    expect(menuTitles(box)).toEqual(['Formaat', 'Levering']);
    // The focus goes to the menu that took its place.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(box).getByRole('button', { name: /^Levering ·/ })),
    );
    fireEvent.click(saveButton(box));
    await screen.findByRole('dialog', { name: 'Producttypen en prijzen' });
    expect(sent[0]?.menus?.map((menu) => menu.name)).toEqual(['size', 'levering']);
    expect(sent[0]?.disabled).toEqual([]);
    expect(sent[0]?.prices).toEqual([
      { size: '100x100', specs: {}, minQuantity: 1, unitCents: 150 },
      { size: '100x100', specs: {}, minQuantity: 10, unitCents: 135 },
      { size: '200x200', specs: {}, minQuantity: 1, unitCents: 220 },
    ]);
  });

  it('makes the price stop depending on a menu, the list colours (each with its colour), and moves a menu', async () => {
    const box = await openMenus();
    await openMenu(box, 'Materiaal');
    fireEvent.click(within(box).getByRole('button', { name: 'Eén prijs voor elke keuze' }));
    expect(
      within(box).getByText(
        'De prijs niet meer laten afhangen van ‘Materiaal’? De prijzen bij ‘Sticker’ (de standaardkeuze) gelden dan voor elke keuze; 1 prijsregel van de andere keuzes gaat weg.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Ja, één prijs' }));
    expect(within(box).getByText('De prijs hangt niet af van deze keuze.')).toBeTruthy();
    const again = within(box).getByRole('button', { name: 'Prijs laten afhangen van deze keuze' });
    await waitFor(() => expect(document.activeElement).toBe(again));

    type(within(box).getByRole('combobox', { name: /Soort menu/ }), 'colors');
    // A swatch needs its colour: save stays off until each value has one.
    expect(isDisabled(saveButton(box))).toBe(true);
    type(within(box).getByRole('textbox', { name: 'Kleur van keuze 1 van Materiaal' }), '#eeeeee');
    type(within(box).getByRole('textbox', { name: 'Kleur van keuze 2 van Materiaal' }), '#c8a165');
    expect(isDisabled(saveButton(box))).toBe(false);

    const up = within(box).getByRole('button', { name: 'Levering een plaats omhoog' });
    fireEvent.click(up);
    expect(menuTitles(box)).toEqual(['Formaat', 'Levering', 'Materiaal']);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(box).getByRole('button', { name: 'Levering een plaats omhoog' }),
      ),
    );
    fireEvent.click(within(box).getByRole('button', { name: 'Levering een plaats omhoog' }));
    // At the top the way up is closed; the focus stays on the way down.
    expect(menuTitles(box)).toEqual(['Levering', 'Formaat', 'Materiaal']);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(box).getByRole('button', { name: 'Levering een plaats omlaag' }),
      ),
    );

    fireEvent.click(saveButton(box));
    await screen.findByRole('dialog', { name: 'Producttypen en prijzen' });
    const body = sent[0]!;
    expect(body.menus?.map((menu) => [menu.name, menu.menuType, menu.priced])).toEqual([
      ['levering', 'info', false],
      ['size', 'slider', true],
      ['material', 'colors', false],
    ]);
    expect(body.menus?.[2]?.values.map((value) => value.hex)).toEqual(['#eeeeee', '#c8a165']);
    expect(body.prices).toEqual([
      { size: '100x100', specs: {}, minQuantity: 1, unitCents: 150 },
      { size: '100x100', specs: {}, minQuantity: 10, unitCents: 135 },
      { size: '200x200', specs: {}, minQuantity: 1, unitCents: 220 },
    ]);
    // The exclusion is about what can be made: it stays.
    expect(body.disabled).toBeUndefined();
  });

  it('shows the server’s refusal of a value a package fixes above the form', async () => {
    server.on(
      updateProductType,
      () =>
        new FakeAnswer(409, {
          error: 'STORE_SPEC_IN_PACKAGE',
          message:
            "‘Materiaal: Forex 5 mm’ ligt vast in een pakket ('Startpakket BHV'). Kies daar eerst een andere keuze; daarna kan deze keuze weg.",
        }),
    );
    const box = await openMenus();
    await openMenu(box, 'Materiaal');
    fireEvent.click(
      within(within(box).getByRole('list', { name: 'Keuzes van Materiaal' })).getByRole('button', {
        name: 'Forex 5 mm verwijderen',
      }),
    );
    fireEvent.click(within(box).getByRole('button', { name: 'Ja, verwijderen' }));
    fireEvent.click(saveButton(box));
    expect((await within(box).findByRole('alert')).textContent).toContain(
      "ligt vast in een pakket ('Startpakket BHV')",
    );
    expect(screen.getByRole('dialog', { name: 'Producttype wijzigen' })).toBeTruthy();
  });
});

describe('the menus’ screens', () => {
  it.each(TEST_WIDTHS)('are axe-clean at %i px', async (width) => {
    setViewportWidth(width);
    const box = await openMenus();
    await openMenu(box, 'Materiaal');
    expect(await seriousViolations(), 'a menu open').toEqual([]);
    fireEvent.click(within(box).getByRole('button', { name: 'Menu ‘Materiaal’ verwijderen' }));
    fireEvent.click(within(box).getByRole('button', { name: 'Eén prijs voor elke keuze' }));
    expect(await seriousViolations(), 'questions open').toEqual([]);
    const form = fillFinish(box);
    type(within(form).getByRole('combobox', { name: 'Soort menu' }), 'colors');
    type(within(form).getByRole('textbox', { name: 'Kleur van nieuwe keuze 1' }), 'mat');
    expect(await seriousViolations(), 'a new menu').toEqual([]);
    await act(async () => {});
  });
});
