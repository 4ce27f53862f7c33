import {
  getPrintStoreCategory,
  getPrintStoreCollection,
  getPrintStoreContext,
  getPrintStoreDashboard,
  getPrintStorePackage,
  listAdProducts,
} from '@portal/shared/api/print-store.api';
import {
  createCategory,
  createCollection,
  createPackage,
  deleteCategory,
  getAdminStore,
  getItemHistory,
  updateCategory,
  updateCollection,
  updatePackage,
} from '@portal/shared/api/print-store-admin.api';
import { getStoreCart } from '@portal/shared/api/store-cart.api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminCategory,
  adminCollection,
  adminPackage,
  adminStore,
} from '../../features/print-store/testing/admin-fixtures';
import {
  category,
  collectionCard,
  DEFAULT_STORE,
  OWN_STORE,
  packageCard,
  productCard,
  sid,
  storeContext,
} from '../../features/print-store/testing/store-fixtures';
import { session } from '../../lib/session';
import { seriousViolations } from '../../testing/axe';
import { FakeAnswer, type FakeServer, fakeServer } from '../../testing/fake-server';
import { testUser } from '../../testing/placed-orders';
import { initTestI18n } from '../../testing/render-with-app';
import { setViewportWidth, TEST_WIDTHS } from '../../testing/viewport';
import { current, renderStore, storeTheme } from './print-store-testing';

let server: FakeServer;
const CATEGORY = sid(101);
const COLLECTION = sid(201);
const PACKAGE = sid(301);

const admin = (storeId = DEFAULT_STORE) => testUser({ printStore: { id: storeId, role: 'ADMIN' } });

beforeAll(initTestI18n);
beforeEach(() => {
  setViewportWidth(1280);
  server = fakeServer();
  server.on(getStoreCart, () => ({ lines: [], totalCents: null, itemCount: 0 }));
  server.on(listAdProducts, () => ({ products: [] }));
  server.on(getPrintStoreContext, () => storeContext());
  server.on(getPrintStoreCategory, () => ({
    category: { id: CATEGORY, name: 'Veiligheid', active: true },
    collections: [collectionCard(1), collectionCard(2, { active: false, name: 'Concept' })],
    packages: [packageCard(1)],
  }));
  server.on(getAdminStore, () => adminStore());
});
afterEach(() => session.setUser(null));

const categoryPage = async () => {
  renderStore(`/printstore/category/${CATEGORY}`);
  return screen.findByRole('heading', { level: 1, name: 'Veiligheid' });
};
/** The dialog once the admin store is loaded and its form is there. */
const dialog = async (name: string) => {
  await screen.findByRole('button', { name: 'Opslaan' });
  return screen.getByRole('dialog', { name });
};
const saveButton = (within_: HTMLElement) => within(within_).getByRole('button', { name: 'Opslaan' });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('who sees the admin controls', () => {
  it('the store’s own admin: change the category, add a collection or package, a new category', async () => {
    session.setUser(admin());
    await categoryPage();
    const tools = screen.getByRole('region', { name: 'Beheer van Veiligheid' });
    expect(within(tools).getByRole('button', { name: 'Categorie wijzigen' })).toBeTruthy();
    const add = within(tools).getByRole('group', { name: 'Voeg een collectie of pakket toe' });
    expect(within(add).getByRole('button', { name: 'Nieuwe collectie' })).toBeTruthy();
    expect(within(add).getByRole('button', { name: 'Nieuw pakket' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nieuwe categorie' })).toBeTruthy();
    // A hidden collection (the server gives it to admins only) carries the mark and its label.
    const hidden = screen.getByText('Concept').closest('article') as HTMLElement;
    expect(
      within(hidden).getByRole('img', { name: 'Verborgen: alleen zichtbaar voor beheerders' }),
    ).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it.each([
    ['a customer', testUser()],
    ['another store’s admin', admin(OWN_STORE)],
    ['a visitor', null],
  ])('%s sees the read-only store', async (_who, user) => {
    session.setUser(user);
    await categoryPage();
    for (const name of ['Categorie wijzigen', 'Nieuwe collectie', 'Nieuw pakket', 'Nieuwe categorie'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByText('Voeg een collectie of pakket toe')).toBeNull();
    expect(server.calls.some((call) => call.includes('/admin/'))).toBe(false);
  });

  it('a customer’s own store, in its theme, for that store’s admin', async () => {
    session.setUser(admin(OWN_STORE));
    server.on(getPrintStoreContext, () =>
      storeContext({
        stores: [{ id: OWN_STORE, name: 'Gemeente Rivierstad', isDefault: false }],
        categories: [category(1, { name: 'Veiligheid', printStoreId: OWN_STORE })],
        administers: [OWN_STORE],
      }),
    );
    renderStore(`/gemeente-rivierstad/printstore/category/${CATEGORY}`, storeTheme('gemeente-rivierstad'));
    expect(await screen.findByRole('button', { name: 'Categorie wijzigen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nieuwe categorie' })).toBeTruthy();
  });

  it('on an empty category the admin may still add a collection or package', async () => {
    session.setUser(admin());
    server.on(getPrintStoreCategory, () => ({
      category: { id: CATEGORY, name: 'Veiligheid', active: true },
      collections: [],
      packages: [],
    }));
    await categoryPage();
    expect(screen.getByText('Deze categorie is nog leeg')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nieuwe collectie' })).toBeTruthy();
  });

  it('on a collection’s and a package’s page only for the store’s own admin', async () => {
    server.on(getPrintStoreCollection, () => ({
      collection: (({ type: _type, ...rest }) => rest)(collectionCard(1)),
      category: { id: CATEGORY, name: 'Veiligheid' },
      products: [productCard(1), productCard(2)],
    }));
    session.setUser(admin());
    const view = renderStore(`/printstore/category/${CATEGORY}/collection/${COLLECTION}`);
    expect(await screen.findByRole('button', { name: 'Collectie wijzigen' })).toBeTruthy();
    view.unmount();
    session.setUser(admin(OWN_STORE));
    renderStore(`/printstore/category/${CATEGORY}/collection/${COLLECTION}`);
    await screen.findByRole('heading', { level: 1, name: 'Collectie 1' });
    expect(screen.queryByRole('button', { name: 'Collectie wijzigen' })).toBeNull();
  });
});

describe('the category dialog', () => {
  it('is used by keyboard: focus on the name, Enter saves, Escape closes and gives focus back', async () => {
    session.setUser(admin());
    const created: unknown[] = [];
    server.on(createCategory, ({ body }) => {
      created.push(body);
      return adminCategory(9, { name: 'Nooduitgang' });
    });
    await categoryPage();
    const opener = screen.getByRole('button', { name: 'Nieuwe categorie' });
    opener.focus();
    fireEvent.click(opener);
    let box = await dialog('Nieuwe categorie');
    const name = within(box).getByRole('textbox', { name: /Naam/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(saveButton(box).hasAttribute('disabled')).toBe(true);
    // Escape closes without saving, and the focus goes back to the button that opened it.
    fireEvent.keyDown(name, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    fireEvent.click(opener);
    box = await dialog('Nieuwe categorie');
    const field = within(box).getByRole('textbox', { name: /Naam/ });
    type(field, '  Nooduitgang ');
    fireEvent.click(within(box).getByRole('checkbox', { name: 'Bovenaan de lijst tonen' }));
    // Enter in a field submits the form.
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(created).toEqual([
      { name: 'Nooduitgang', colour: null, listOnTop: true, newBadge: false, active: true },
    ]);
  });

  it('says a taken name at the name, and saves an edit only when something changed, with its version', async () => {
    session.setUser(admin());
    server.on(
      createCategory,
      () =>
        new FakeAnswer(409, {
          error: 'STORE_CATEGORY_NAME_TAKEN',
          message: 'Let op, er bestaat al een categorie met deze naam.',
        }),
    );
    const edits: unknown[] = [];
    server.on(updateCategory, ({ body }) => {
      edits.push(body);
      return adminCategory(1, { name: 'Veiligheid', active: false, version: 2 });
    });
    await categoryPage();
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe categorie' }));
    let box = await dialog('Nieuwe categorie');
    type(within(box).getByRole('textbox', { name: /Naam/ }), 'veiligheid');
    fireEvent.click(saveButton(box));
    const name = within(box).getByRole('textbox', { name: /Naam/ });
    await waitFor(() =>
      expect(within(box).getByText('Let op, er bestaat al een categorie met deze naam.')).toBeTruthy(),
    );
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(box).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Categorie wijzigen' }));
    box = await dialog('Categorie wijzigen');
    expect((within(box).getByRole('textbox', { name: /Naam/ }) as HTMLInputElement).value).toBe('Veiligheid');
    expect(saveButton(box).hasAttribute('disabled')).toBe(true);
    const hide = within(box).getByRole('checkbox', { name: 'Verbergen (alleen beheerders zien het)' });
    fireEvent.click(hide);
    expect(saveButton(box).hasAttribute('disabled')).toBe(false);
    fireEvent.click(saveButton(box));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(edits).toEqual([{ version: 1, active: false }]);
    // The store's pages are asked again at once (instead of the spec's refresh after 500 ms).
    await waitFor(() =>
      expect(
        server.calls.filter((call) => call === `GET ${getPrintStoreContext.path}`).length,
      ).toBeGreaterThan(1),
    );
  });

  it('explains a refused delete and a change by another admin, with a reload', async () => {
    session.setUser(admin());
    server.on(
      deleteCategory,
      () =>
        new FakeAnswer(409, {
          error: 'STORE_CATEGORY_NOT_EMPTY',
          message:
            'Deze categorie bevat nog collecties of pakketten. Haal die er eerst uit of verwijder ze; daarna kunt u de categorie verwijderen.',
        }),
    );
    server.on(
      updateCategory,
      () =>
        new FakeAnswer(409, {
          error: 'STORE_ITEM_CHANGED',
          message: 'Dit item is intussen gewijzigd door een ander. Laad de pagina opnieuw.',
        }),
    );
    await categoryPage();
    fireEvent.click(screen.getByRole('button', { name: 'Categorie wijzigen' }));
    const box = await dialog('Categorie wijzigen');
    fireEvent.click(within(box).getByRole('button', { name: 'Verwijderen' }));
    expect(
      within(box).getByText('Weet u zeker dat u de categorie ‘Veiligheid’ wilt verwijderen?'),
    ).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Ja, verwijderen' }));
    expect((await within(box).findByRole('alert')).textContent).toContain(
      'bevat nog collecties of pakketten',
    );

    type(within(box).getByRole('textbox', { name: /Naam/ }), 'Veiligheid en gezondheid');
    fireEvent.click(saveButton(box));
    await waitFor(() =>
      expect(within(box).getByRole('alert').textContent).toContain('gewijzigd door een ander'),
    );
    server.on(getAdminStore, () =>
      adminStore({ categories: [adminCategory(1, { name: 'Veilig werken', version: 4 })] }),
    );
    fireEvent.click(within(box).getByRole('button', { name: 'Opnieuw laden' }));
    const fresh = await dialog('Categorie wijzigen');
    await waitFor(() =>
      expect((within(fresh).getByRole('textbox', { name: /Naam/ }) as HTMLInputElement).value).toBe(
        'Veilig werken',
      ),
    );
    expect(within(fresh).queryByRole('alert')).toBeNull();
  });

  it('once deleted leads to the store, without asking for the category again', async () => {
    session.setUser(admin());
    const deleted: string[] = [];
    server.on(deleteCategory, ({ params, query }) => {
      deleted.push(`${params.categoryId}@${query.get('version')}`);
      return null;
    });
    server.on(getPrintStoreDashboard, () => ({ featured: [collectionCard(1)] }));
    await categoryPage();
    fireEvent.click(screen.getByRole('button', { name: 'Categorie wijzigen' }));
    const box = await dialog('Categorie wijzigen');
    fireEvent.click(within(box).getByRole('button', { name: 'Verwijderen' }));
    fireEvent.click(within(box).getByRole('button', { name: 'Ja, verwijderen' }));
    await waitFor(() => expect(current.location?.pathname).toBe('/printstore'));
    expect(deleted).toEqual([`${CATEGORY}@1`]);
    expect(await screen.findByRole('region', { name: 'Uitgelichte collecties' })).toBeTruthy();
    expect(
      server.calls.filter((call) => call === `GET /api/v3/print-store/categories/${CATEGORY}`),
    ).toHaveLength(1);
  });

  it('shows the history: who, what and when', async () => {
    session.setUser(admin());
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
          details: { name: { from: 'Veilig', to: 'Veiligheid' }, active: { from: true, to: false } },
        },
        {
          id: sid(9900),
          at: '2026-11-27T09:15:00.000Z',
          userId: null,
          userName: 'Oud Account',
          action: 'created',
          details: { name: 'Veilig', colour: null },
        },
      ],
    }));
    await categoryPage();
    fireEvent.click(screen.getByRole('button', { name: 'Categorie wijzigen' }));
    const box = await dialog('Categorie wijzigen');
    const toggle = within(box).getByRole('button', { name: 'Geschiedenis tonen' });
    fireEvent.click(toggle);
    expect(await within(box).findByText(/Bea Beheer heeft dit gewijzigd/)).toBeTruthy();
    expect(within(box).getByText('Naam: Veilig → Veiligheid')).toBeTruthy();
    expect(within(box).getByText('Zichtbaar: ja → nee')).toBeTruthy();
    expect(within(box).getByText('Kleur: (leeg)')).toBeTruthy();
    expect(within(box).getByText(/Oud Account heeft dit aangemaakt/)).toBeTruthy();
    expect(server.calls).toContain('GET /api/v3/print-store/admin/history');
  });
});

describe('the collection dialog', () => {
  it('needs a name, a description and a category, the page’s category checked at the start', async () => {
    session.setUser(admin());
    const created: unknown[] = [];
    server.on(createCollection, ({ body }) => {
      created.push(body);
      return adminCollection(5);
    });
    await categoryPage();
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe collectie' }));
    const box = await dialog('Nieuwe collectie');
    const categories = within(box).getByRole('group', { name: /Categorieën/ });
    expect(
      (within(categories).getByRole('checkbox', { name: 'Veiligheid' }) as HTMLInputElement).checked,
    ).toBe(true);
    type(within(box).getByRole('textbox', { name: /Naam/ }), 'Nooduitgangen');
    expect(saveButton(box).hasAttribute('disabled')).toBe(true);
    type(within(box).getByRole('textbox', { name: /Omschrijving/ }), 'Borden voor de vluchtroute.');
    expect(saveButton(box).hasAttribute('disabled')).toBe(false);
    fireEvent.click(within(categories).getByRole('checkbox', { name: 'Veiligheid' }));
    expect(within(box).getByText('Kies minstens één categorie.')).toBeTruthy();
    expect(saveButton(box).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(categories).getByRole('checkbox', { name: 'Vloerstickers' }));
    fireEvent.click(within(categories).getByRole('checkbox', { name: 'Veiligheid' }));
    fireEvent.click(within(box).getByRole('checkbox', { name: 'Uitlichten op het dashboard' }));
    fireEvent.click(saveButton(box));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(created).toEqual([
      {
        name: 'Nooduitgangen',
        subtitle: '',
        description: 'Borden voor de vluchtroute.',
        categoryIds: [sid(103), CATEGORY],
        displayOnDashboard: true,
        active: true,
      },
    ]);
  });

  it('says a category must come first in a store without categories', async () => {
    session.setUser(admin());
    server.on(getAdminStore, () => adminStore({ categories: [], collections: [], packages: [] }));
    await categoryPage();
    fireEvent.click(screen.getByRole('button', { name: 'Nieuwe collectie' }));
    const box = await dialog('Nieuwe collectie');
    expect(
      await within(box).findByText(
        'Voordat u een collectie aan kunt maken dient u eerst een nieuwe categorie aan te maken.',
      ),
    ).toBeTruthy();
    expect(saveButton(box).hasAttribute('disabled')).toBe(true);
  });

  it('hides a collection from its own page with the version read', async () => {
    session.setUser(admin());
    server.on(getPrintStoreCollection, () => ({
      collection: (({ type: _type, ...rest }) => rest)(collectionCard(1)),
      category: { id: CATEGORY, name: 'Veiligheid' },
      products: [productCard(1)],
    }));
    const edits: unknown[] = [];
    server.on(updateCollection, ({ body }) => {
      edits.push(body);
      return adminCollection(1, { active: false, version: 2 });
    });
    renderStore(`/printstore/category/${CATEGORY}/collection/${COLLECTION}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Collectie wijzigen' }));
    const box = await dialog('Collectie wijzigen');
    fireEvent.click(within(box).getByRole('checkbox', { name: 'Verbergen (alleen beheerders zien het)' }));
    fireEvent.click(saveButton(box));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(edits).toEqual([{ version: 1, active: false }]);
  });
});

describe('the package dialog', () => {
  it('takes a price with a comma, Maximaal 1 te bestellen and designs from the picker', async () => {
    session.setUser(admin());
    server.on(getPrintStoreCollection, () => ({
      collection: (({ type: _type, ...rest }) => rest)(collectionCard(1)),
      category: { id: CATEGORY, name: 'Veiligheid' },
      products: [productCard(1), productCard(2)],
    }));
    const created: unknown[] = [];
    server.on(createPackage, ({ body }) => {
      created.push(body);
      return adminPackage(7);
    });
    await categoryPage();
    fireEvent.click(screen.getByRole('button', { name: 'Nieuw pakket' }));
    const box = await dialog('Nieuw pakket');
    type(within(box).getByRole('textbox', { name: /Naam/ }), 'Startpakket');
    type(within(box).getByRole('textbox', { name: /Omschrijving/ }), 'Alles voor een nieuwe vestiging.');
    const price = within(box).getByRole('textbox', { name: /Prijs in euro/ });
    type(price, '-5');
    expect(within(box).getByText(/Geef een bedrag als 89,50/)).toBeTruthy();
    expect(saveButton(box).hasAttribute('disabled')).toBe(true);
    type(price, '89,50');
    fireEvent.click(within(box).getByRole('checkbox', { name: 'Maximaal 1 te bestellen' }));
    fireEvent.change(within(box).getByRole('combobox', { name: 'Ontwerpen uit collectie' }), {
      target: { value: COLLECTION },
    });
    const designs = await within(box).findByRole('list', { name: 'Ontwerpen van Collectie 1' });
    fireEvent.click(within(designs).getByRole('button', { name: 'Toevoegen: Ontwerp 2' }));
    const quantity = within(box).getByRole('textbox', { name: 'Aantal van Ontwerp 2' });
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.click(saveButton(box));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(created).toEqual([
      {
        name: 'Startpakket',
        description: 'Alles voor een nieuwe vestiging.',
        productCode: '',
        priceCents: 8950,
        maxOrderAmount: 1,
        categoryId: CATEGORY,
        active: true,
        items: [{ designId: sid(402), quantity: 3, specs: {} }],
      },
    ]);
  });

  it('edits a package’s contents from its page, keeping the specs it fixes', async () => {
    session.setUser(admin());
    server.on(getPrintStorePackage, () => ({
      package: { ...packageCard(1), productCode: 'PK-1', maxOrderAmount: null },
      category: { id: CATEGORY, name: 'Veiligheid' },
      contents: [{ product: productCard(1), quantity: 2, specTitles: ['Formaat: 20 × 20 cm'] }],
    }));
    const edits: unknown[] = [];
    server.on(updatePackage, ({ body }) => {
      edits.push(body);
      return adminPackage(1, { version: 4 });
    });
    renderStore(`/printstore/category/${CATEGORY}/package/${PACKAGE}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pakket wijzigen' }));
    const box = await dialog('Pakket wijzigen');
    expect((within(box).getByRole('textbox', { name: /Prijs in euro/ }) as HTMLInputElement).value).toBe(
      '89,50',
    );
    const quantity = within(box).getByRole('textbox', { name: 'Aantal van Ontwerp 1' });
    fireEvent.change(quantity, { target: { value: '5' } });
    fireEvent.click(saveButton(box));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(edits).toEqual([
      { version: 3, items: [{ designId: sid(401), quantity: 5, specs: { size: '200x200' } }] },
    ]);
    expect(current.location?.pathname).toBe(`/printstore/category/${CATEGORY}/package/${PACKAGE}`);
  });
});

describe('every admin dialog', () => {
  it.each(TEST_WIDTHS)('is axe-clean at %i px, new and edit', async (width) => {
    setViewportWidth(width);
    session.setUser(admin());
    server.on(getPrintStoreCollection, () => ({
      collection: (({ type: _type, ...rest }) => rest)(collectionCard(1)),
      category: { id: CATEGORY, name: 'Veiligheid' },
      products: [productCard(1)],
    }));
    server.on(getItemHistory, ({ query }) => ({ kind: query.get('kind'), id: query.get('id'), entries: [] }));
    await categoryPage();
    const opens: [string, string][] = [
      ['Nieuwe categorie', 'Nieuwe categorie'],
      ['Categorie wijzigen', 'Categorie wijzigen'],
      ['Nieuwe collectie', 'Nieuwe collectie'],
      ['Nieuw pakket', 'Nieuw pakket'],
    ];
    for (const [button, title] of opens) {
      fireEvent.click(screen.getByRole('button', { name: button }));
      const box = await dialog(title);
      await within(box).findByRole('textbox', { name: /Naam/ });
      if (title === 'Categorie wijzigen') {
        fireEvent.click(within(box).getByRole('button', { name: 'Geschiedenis tonen' }));
        await within(box).findByText('Nog geen wijzigingen bewaard.');
        fireEvent.click(within(box).getByRole('button', { name: 'Verwijderen' }));
      }
      if (title === 'Nieuw pakket') {
        fireEvent.change(within(box).getByRole('combobox', { name: 'Ontwerpen uit collectie' }), {
          target: { value: COLLECTION },
        });
        await within(box).findByRole('list', { name: 'Ontwerpen van Collectie 1' });
      }
      expect(await seriousViolations(), title).toEqual([]);
      fireEvent.click(within(box).getByRole('button', { name: 'Annuleren' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    await act(async () => {});
  });
});
