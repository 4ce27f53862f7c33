import {
  getPrintStoreCollection,
  getPrintStoreContext,
  listAdProducts,
} from '@portal/shared/api/print-store.api';
import {
  bulkEditDesigns,
  createDesign,
  deleteDesign,
  getAdminStore,
  listCollectionDesigns,
  listProductTypes,
  updateDesign,
} from '@portal/shared/api/print-store-admin.api';
import { getStoreCart } from '@portal/shared/api/store-cart.api';
import type { ProductCard } from '@portal/shared/schemas/print-store';
import type { AdminDesign } from '@portal/shared/schemas/print-store-admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bulkRules } from '../../features/print-store/components/admin/design-bulk-dialog';
import { adminStore } from '../../features/print-store/testing/admin-fixtures';
import {
  adminDesign,
  productTypes,
  SIGN_TYPE,
  STICKER_TYPE,
} from '../../features/print-store/testing/design-fixtures';
import {
  collectionCard,
  DEFAULT_STORE,
  OWN_STORE,
  productCard,
  sid,
  storeContext,
} from '../../features/print-store/testing/store-fixtures';
import { session } from '../../lib/session';
import { seriousViolations } from '../../testing/axe';
import { FakeAnswer, type FakeServer, fakeServer } from '../../testing/fake-server';
import { HeldRequest } from '../../testing/held-request';
import { testUser } from '../../testing/placed-orders';
import { initTestI18n } from '../../testing/render-with-app';
import { setViewportWidth, TEST_WIDTHS } from '../../testing/viewport';
import { renderStore } from './print-store-testing';

/**
 * The designs' admin screens on a collection page (issue 30 point 3; spec 02 sections 2.2, 4 and
 * 5; decision 0115): who gets them, 'Ontwerpen toevoegen' with its upload held until the
 * design-info dialog is saved, the edit dialog, the bulk edits and their product-type rule, and
 * a confirmed delete. The real flow.js sends the chunks; only the network is held.
 */

let server: FakeServer;
const CATEGORY = sid(101);
const COLLECTION = sid(201);
const admin = (storeId = DEFAULT_STORE) => testUser({ printStore: { id: storeId, role: 'ADMIN' } });

let products: ProductCard[];
let designs: AdminDesign[];

beforeAll(initTestI18n);
beforeEach(() => {
  setViewportWidth(1280);
  HeldRequest.reset();
  vi.stubGlobal('XMLHttpRequest', HeldRequest);
  products = [productCard(1), productCard(2)];
  designs = [adminDesign(1), adminDesign(2, { version: 5 })];
  server = fakeServer();
  server.on(getStoreCart, () => ({ lines: [], totalCents: null, itemCount: 0 }));
  server.on(listAdProducts, () => ({ products: [] }));
  server.on(getPrintStoreContext, () => storeContext());
  server.on(getPrintStoreCollection, () => ({
    collection: (({ type: _type, ...rest }) => rest)(collectionCard(1)),
    category: { id: CATEGORY, name: 'Veiligheid' },
    products,
  }));
  server.on(listCollectionDesigns, () => ({ collectionId: COLLECTION, designs }));
  server.on(getAdminStore, () => adminStore());
  server.on(listProductTypes, () => productTypes());
});
afterEach(() => {
  session.setUser(null);
  vi.unstubAllGlobals();
});

const collectionPage = async () => {
  renderStore(`/printstore/category/${CATEGORY}/collection/${COLLECTION}`);
  return screen.findByRole('heading', { level: 1, name: 'Collectie 1' });
};
const tools = () => screen.findByRole('region', { name: 'Ontwerpen van Collectie 1 beheren' });
const saveButton = (box: HTMLElement) => within(box).getByRole('button', { name: 'Opslaan' });
const saveEnabled = (box: HTMLElement) => !saveButton(box).hasAttribute('disabled');
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** A design card's or the selection's kebab menu, opened, and one of its items chosen. */
async function choose(menu: string, item: string) {
  const target = screen.getByRole('button', { name: menu });
  fireEvent.click(target);
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}
/** The dialog once what it needs is loaded and its buttons are there. */
async function dialog(name: string) {
  const box = await screen.findByRole('dialog', { name });
  await within(box).findByRole('button', { name: /^(Annuleren|Niet verwijderen)$/ });
  return box;
}
const selectCard = (name: string) =>
  fireEvent.click(screen.getByRole('checkbox', { name: `${name} selecteren` }));

describe('who gets the designs’ admin controls', () => {
  it('the store’s own admin: Ontwerpen toevoegen, a select box and a kebab menu on every card, select-all', async () => {
    session.setUser(admin());
    await collectionPage();
    const region = await tools();
    expect(within(region).getByRole('button', { name: 'Ontwerpen toevoegen' })).toBeTruthy();
    expect(within(region).getByRole('checkbox', { name: 'Alles selecteren' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Ontwerp 1 selecteren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Acties voor Ontwerp 2' })).toBeTruthy();
    // Nothing selected: the selection's menu waits.
    expect(screen.getByRole('button', { name: 'Acties voor de selectie' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(within(region).getByRole('checkbox', { name: 'Alles selecteren' }));
    expect(within(region).getByText('2 ontwerpen geselecteerd')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Acties voor de selectie' }).hasAttribute('disabled')).toBe(
      false,
    );
    // Wijzigen and Downloaden are for one design.
    fireEvent.click(screen.getByRole('button', { name: 'Acties voor de selectie' }));
    const edit = await screen.findByRole('menuitem', { name: 'Wijzigen' });
    expect(edit.hasAttribute('disabled') || edit.getAttribute('data-disabled') === 'true').toBe(true);
    expect(await seriousViolations()).toEqual([]);
  });

  it('also on an empty collection, beside its empty state', async () => {
    session.setUser(admin());
    products = [];
    designs = [];
    await collectionPage();
    expect(within(await tools()).getByRole('button', { name: 'Ontwerpen toevoegen' })).toBeTruthy();
    expect(screen.getByText('Deze collectie is nog leeg')).toBeTruthy();
  });

  it.each([
    ['a customer', testUser()],
    ['another store’s admin', admin(OWN_STORE)],
    ['a visitor', null],
  ])('%s sees read-only cards', async (_who, user) => {
    session.setUser(user);
    await collectionPage();
    await screen.findByText('Ontwerp 2');
    expect(screen.queryByRole('button', { name: 'Ontwerpen toevoegen' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Acties voor/ })).toBeNull();
    expect(server.calls.some((call) => call.includes('/admin/'))).toBe(false);
  });
});

describe('Ontwerpen toevoegen', () => {
  it('refuses what is no PDF or JPG, holds the file until the design-info dialog is saved, then sends it with the new design’s id', async () => {
    session.setUser(admin());
    const created: unknown[] = [];
    server.on(createDesign, ({ body }) => {
      created.push(body);
      const design = adminDesign(9, {
        name: 'Bord nooduitgang',
        previewImage: null,
        source: null,
        version: 1,
      });
      designs = [...designs, design];
      products = [...products, productCard(9, { name: 'Bord nooduitgang', image: null })];
      return new FakeAnswer(201, design);
    });
    await collectionPage();
    fireEvent.click(within(await tools()).getByRole('button', { name: 'Ontwerpen toevoegen' }));
    const picker = await dialog('Ontwerpen toevoegen');
    expect(within(picker).getByRole('button', { name: 'Verder' }).hasAttribute('disabled')).toBe(true);
    const input = within(picker).getByLabelText('Bestanden kiezen');
    fireEvent.change(input, {
      target: {
        files: [
          new File(['MZ'], 'virus.exe', { type: 'application/x-msdownload' }),
          new File([new Uint8Array(1000)], 'bord_nooduitgang.pdf', { type: 'application/pdf' }),
        ],
      },
    });
    const refusal = within(picker).getByRole('alert');
    expect(refusal.textContent).toContain('Ongeldig bestandsformaat');
    expect(refusal.textContent).toContain('Alleen PDF en JPG bestanden zijn toegestaan.');
    expect(refusal.textContent).toContain('virus.exe');
    expect(within(picker).getByText(/bord_nooduitgang\.pdf/)).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'Verder' }));

    const info = await dialog('Nieuw ontwerp');
    expect(within(info).getByText('Bestand 1 van 1: bord_nooduitgang.pdf')).toBeTruthy();
    const name = within(info).getByRole('textbox', { name: /Naam/ }) as HTMLInputElement;
    expect(name.value).toBe('bord nooduitgang');
    // The collection's designs' product type is chosen; a name is needed.
    expect((within(info).getByRole('combobox', { name: /Producttype/ }) as HTMLSelectElement).value).toBe(
      SIGN_TYPE,
    );
    type(name, ' ');
    expect(saveEnabled(info)).toBe(false);
    type(name, 'Bord nooduitgang');
    fireEvent.click(within(info).getByRole('checkbox', { name: 'Rand om de afbeelding tonen' }));
    expect(saveEnabled(info)).toBe(true);
    // Paused: not a byte has left while the dialog was open.
    await Promise.resolve();
    expect(HeldRequest.sent).toEqual([]);

    fireEvent.click(saveButton(info));
    await waitFor(() => expect(HeldRequest.open).toHaveLength(1));
    expect(created).toEqual([
      {
        name: 'Bord nooduitgang',
        productTypeId: SIGN_TYPE,
        collectionId: COLLECTION,
        description: '',
        designer: '',
        displaySpecification: { border: true },
      },
    ]);
    const chunk = HeldRequest.open[0]!;
    expect(chunk.method).toBe('POST');
    expect(Object.fromEntries(chunk.params)).toMatchObject({
      productId: sid(409),
      collectionId: COLLECTION,
      fileType: 'SOURCE',
      isPreview: 'false',
      flowFilename: 'bord_nooduitgang.pdf',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The new design's card shows its upload.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some((element) => element.textContent === 'bord_nooduitgang.pdf wordt geüpload: 0 %'),
      ).toBe(true),
    );
    expect(screen.getByRole('progressbar', { name: 'bord_nooduitgang.pdf wordt geüpload:' })).toBeTruthy();

    chunk.answer(
      200,
      JSON.stringify({
        received: true,
        complete: true,
        uuid: sid(709),
        fileId: sid(709),
        id: sid(409),
        previewImage: { id: sid(9049), printStoreId: DEFAULT_STORE, alt: 'Bord nooduitgang', aspectRatio: 1 },
        source: { fileId: sid(709), name: 'bord_nooduitgang.pdf', mime: 'application/pdf', bytes: 1000 },
      }),
    );
    await waitFor(() => expect(screen.queryByText(/wordt geüpload|wordt gecontroleerd/)).toBeNull());
    // Sent as a new upload: no test chunk.
    expect(HeldRequest.sent.map((request) => request.method)).toEqual(['POST']);
  });

  it('takes several files one dialog after the other: a skipped file and those left when it closes are never sent', async () => {
    session.setUser(admin());
    await collectionPage();
    fireEvent.click(within(await tools()).getByRole('button', { name: 'Ontwerpen toevoegen' }));
    const picker = await dialog('Ontwerpen toevoegen');
    const files = ['a.pdf', 'b.jpg', 'c.pdf', 'd.pdf'].map(
      (name) =>
        new File([new Uint8Array(10)], name, {
          type: name.endsWith('jpg') ? 'image/jpeg' : 'application/pdf',
        }),
    );
    fireEvent.change(within(picker).getByLabelText('Bestanden kiezen'), { target: { files } });
    fireEvent.click(within(picker).getByRole('button', { name: 'd.pdf niet toevoegen' }));
    expect(within(picker).queryByText(/d\.pdf/)).toBeNull();
    fireEvent.click(within(picker).getByRole('button', { name: 'Verder' }));
    let info = await dialog('Nieuw ontwerp');
    expect(within(info).getByText('Bestand 1 van 3: a.pdf')).toBeTruthy();
    fireEvent.click(within(info).getByRole('button', { name: 'Dit bestand overslaan' }));
    info = await dialog('Nieuw ontwerp');
    await waitFor(() => expect(within(info).getByText('Bestand 2 van 3: b.jpg')).toBeTruthy());
    fireEvent.click(within(info).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await Promise.resolve();
    expect(HeldRequest.sent).toEqual([]);
    expect(server.calls.some((call) => call.startsWith('POST /api/v3/print-store/admin/designs'))).toBe(
      false,
    );
  });

  it('shows the server’s refusal of a file on its card, and sends a broken-off file again with test chunks', async () => {
    session.setUser(admin());
    server.on(createDesign, () => {
      const design = adminDesign(9, { name: 'Kapot', previewImage: null, source: null, version: 1 });
      designs = [...designs, design];
      products = [...products, productCard(9, { name: 'Kapot', image: null })];
      return new FakeAnswer(201, design);
    });
    await collectionPage();
    fireEvent.click(within(await tools()).getByRole('button', { name: 'Ontwerpen toevoegen' }));
    const picker = await dialog('Ontwerpen toevoegen');
    fireEvent.change(within(picker).getByLabelText('Bestanden kiezen'), {
      target: { files: [new File([new Uint8Array(10)], 'kapot.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(within(picker).getByRole('button', { name: 'Verder' }));
    fireEvent.click(saveButton(await dialog('Nieuw ontwerp')));
    await waitFor(() => expect(HeldRequest.open).toHaveLength(1));
    // The connection breaks, three retries too: flow.js gives up on the file.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await waitFor(() => expect(HeldRequest.open).toHaveLength(1));
      HeldRequest.open[0]!.answer(503, '');
    }
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('kapot.pdf is niet geüpload.');
    expect(failed.textContent).toContain('De verbinding is verbroken.');
    HeldRequest.reset();
    fireEvent.click(within(failed).getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(HeldRequest.open).toHaveLength(1));
    expect(HeldRequest.open[0]!.method).toBe('GET');
    // The server has not got it: the chunk goes, and its content is refused.
    HeldRequest.open[0]!.answer(204, '');
    await waitFor(() => expect(HeldRequest.open.map((request) => request.method)).toEqual(['POST']));
    HeldRequest.open[0]!.answer(
      422,
      JSON.stringify({
        error: 'DESIGN_FILE_DAMAGED',
        message:
          'Dit bestand is beschadigd of onvolledig en kan niet worden gelezen. Sla het ontwerp opnieuw op en upload het nogmaals.',
      }),
    );
    const refused = await screen.findByRole('alert');
    await waitFor(() => expect(refused.textContent).toContain('Dit bestand is beschadigd'));
    // Sending it again cannot help: no retry.
    expect(within(refused).queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });
});

describe('the design edit dialog', () => {
  it('is disabled until something changed, and saves only that with the version read', async () => {
    session.setUser(admin());
    const edits: unknown[] = [];
    server.on(updateDesign, ({ params, body }) => {
      edits.push({ id: params.designId, body });
      return adminDesign(2, { version: 6 });
    });
    await collectionPage();
    await tools();
    await choose('Acties voor Ontwerp 2', 'Wijzigen');
    const box = await dialog('Ontwerp wijzigen');
    expect((within(box).getByRole('textbox', { name: /Naam/ }) as HTMLInputElement).value).toBe('Ontwerp 2');
    expect(within(box).getByText(/Origineel: ontwerp-2\.pdf/)).toBeTruthy();
    expect(saveEnabled(box)).toBe(false);
    type(within(box).getByRole('textbox', { name: /Ontwerper/ }), 'Studio Blauw');
    fireEvent.click(within(box).getByRole('checkbox', { name: 'Rand om de afbeelding tonen' }));
    expect(saveEnabled(box)).toBe(true);
    type(within(box).getByRole('textbox', { name: /Naam/ }), '');
    expect(saveEnabled(box)).toBe(false);
    type(within(box).getByRole('textbox', { name: /Naam/ }), 'Ontwerp 2');
    fireEvent.click(saveButton(box));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(edits).toEqual([
      {
        id: sid(402),
        body: { version: 5, designer: 'Studio Blauw', displaySpecification: { border: true } },
      },
    ]);
  });
});

describe('bulk edits of the selection', () => {
  it('Product wijzigen is disabled while the selected designs’ product types differ', async () => {
    session.setUser(admin());
    designs = [adminDesign(1), adminDesign(2, { productTypeId: STICKER_TYPE, version: 5 })];
    await collectionPage();
    await tools();
    selectCard('Ontwerp 1');
    selectCard('Ontwerp 2');
    await choose('Acties voor de selectie', 'Product wijzigen');
    const box = await dialog('Product wijzigen');
    expect(within(box).getByText(/De gekozen ontwerpen hebben verschillende producttypen/)).toBeTruthy();
    expect(
      within(box)
        .getByRole('combobox', { name: /Producttype/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(saveEnabled(box)).toBe(false);
  });

  it('Product wijzigen gives designs of one type another, with every version read', async () => {
    session.setUser(admin());
    const bulk: unknown[] = [];
    server.on(bulkEditDesigns, ({ body }) => {
      bulk.push(body);
      return { designs: [] };
    });
    await collectionPage();
    fireEvent.click(within(await tools()).getByRole('checkbox', { name: 'Alles selecteren' }));
    await choose('Acties voor de selectie', 'Product wijzigen');
    const box = await dialog('Product wijzigen');
    const select = within(box).getByRole('combobox', { name: /Producttype/ });
    expect((select as HTMLSelectElement).value).toBe(SIGN_TYPE);
    expect(saveEnabled(box)).toBe(false);
    fireEvent.change(select, { target: { value: STICKER_TYPE } });
    fireEvent.click(saveButton(box));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bulk).toEqual([
      {
        designs: [
          { id: sid(401), version: 3 },
          { id: sid(402), version: 5 },
        ],
        productTypeId: STICKER_TYPE,
      },
    ]);
  });

  it('Beschrijving wijzigen takes a text or ‘Geen beschrijving’', async () => {
    session.setUser(admin());
    const bulk: unknown[] = [];
    server.on(bulkEditDesigns, ({ body }) => {
      bulk.push(body);
      return { designs: [] };
    });
    await collectionPage();
    fireEvent.click(within(await tools()).getByRole('checkbox', { name: 'Alles selecteren' }));
    await choose('Acties voor de selectie', 'Beschrijving wijzigen');
    const box = await dialog('Beschrijving wijzigen');
    expect(within(box).getByText('Voor 2 ontwerpen: Ontwerp 1, Ontwerp 2')).toBeTruthy();
    // They differ: nothing to keep, so nothing to save yet.
    expect(saveEnabled(box)).toBe(false);
    type(within(box).getByRole('textbox', { name: /Beschrijving/ }), 'Reflecterend, voor buiten.');
    expect(saveEnabled(box)).toBe(true);
    fireEvent.click(within(box).getByRole('checkbox', { name: 'Geen beschrijving' }));
    expect(
      within(box)
        .getByRole('textbox', { name: /Beschrijving/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(saveButton(box));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bulk).toEqual([
      {
        designs: [
          { id: sid(401), version: 3 },
          { id: sid(402), version: 5 },
        ],
        description: '',
      },
    ]);
  });

  it.each([
    ['one type, another chosen', [SIGN_TYPE, SIGN_TYPE], STICKER_TYPE, true],
    ['one type, the same chosen', [SIGN_TYPE, SIGN_TYPE], SIGN_TYPE, false],
    ['types differ', [SIGN_TYPE, STICKER_TYPE], STICKER_TYPE, false],
    ['one design', [STICKER_TYPE], SIGN_TYPE, true],
  ])('the product type rule: %s', (_case, types, chosen, allowed) => {
    const selection = types.map((productTypeId, index) => adminDesign(index + 1, { productTypeId }));
    expect(
      bulkRules(selection, { productTypeId: chosen, description: '', noDescription: false }).canSaveType,
    ).toBe(allowed);
  });

  it.each([
    ['a text', 'Nieuw.', false, true],
    ['only spaces', '   ', false, false],
    ['Geen beschrijving', '', true, true],
    ['the text they all have', 'Zelfde.', false, false],
  ])('the description rule: %s', (_case, description, noDescription, allowed) => {
    const selection = [
      adminDesign(1, { description: 'Zelfde.' }),
      adminDesign(2, { description: 'Zelfde.' }),
    ];
    expect(bulkRules(selection, { productTypeId: '', description, noDescription }).canSaveDescription).toBe(
      allowed,
    );
  });
});

describe('Verwijderen', () => {
  it('asks first, then deletes the design with the version read', async () => {
    session.setUser(admin());
    const deleted: string[] = [];
    server.on(deleteDesign, ({ params, query }) => {
      deleted.push(`${params.designId}@${query.get('version')}`);
      products = products.filter((product) => product.id !== params.designId);
      designs = designs.filter((design) => design.id !== params.designId);
      return null;
    });
    await collectionPage();
    await tools();
    await choose('Acties voor Ontwerp 2', 'Verwijderen');
    const box = await dialog('Ontwerpen verwijderen');
    expect(
      within(box).getByText('Weet u zeker dat u het ontwerp ‘Ontwerp 2’ wilt verwijderen?'),
    ).toBeTruthy();
    expect(
      within(box).getByText('Geplaatste orders met dit ontwerp blijven zoals ze besteld zijn.'),
    ).toBeTruthy();
    expect(deleted).toEqual([]);
    fireEvent.click(within(box).getByRole('button', { name: 'Ja, verwijderen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([`${sid(402)}@5`]);
    await waitFor(() => expect(screen.queryByText('Ontwerp 2')).toBeNull());
  });

  it('says which designs stayed and why', async () => {
    session.setUser(admin());
    server.on(deleteDesign, ({ params }) =>
      params.designId === sid(401)
        ? new FakeAnswer(409, {
            error: 'DESIGN_IN_PACKAGE',
            message:
              "Dit ontwerp zit in een pakket ('Starterspakket'). Haal het eerst uit het pakket; daarna kunt u het verwijderen.",
          })
        : null,
    );
    await collectionPage();
    fireEvent.click(within(await tools()).getByRole('checkbox', { name: 'Alles selecteren' }));
    await choose('Acties voor de selectie', 'Verwijderen');
    const box = await dialog('Ontwerpen verwijderen');
    fireEvent.click(within(box).getByRole('button', { name: 'Ja, verwijderen' }));
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toContain(
      "Ontwerp 1 is niet verwijderd: Dit ontwerp zit in een pakket ('Starterspakket').",
    );
  });
});

describe('every design dialog', () => {
  it.each(TEST_WIDTHS)('is axe-clean at %i px', async (width) => {
    setViewportWidth(width);
    session.setUser(admin());
    await collectionPage();
    const region = await tools();
    const check = async (name: string) => {
      const box = await dialog(name);
      expect(await seriousViolations(), name).toEqual([]);
      fireEvent.click(within(box).getByRole('button', { name: 'Sluiten' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    fireEvent.click(within(region).getByRole('button', { name: 'Ontwerpen toevoegen' }));
    const picker = await dialog('Ontwerpen toevoegen');
    fireEvent.change(within(picker).getByLabelText('Bestanden kiezen'), {
      target: {
        files: [
          new File(['x'], 'a.pdf', { type: 'application/pdf' }),
          new File(['x'], 'b.exe', { type: '' }),
        ],
      },
    });
    expect(await seriousViolations(), 'Ontwerpen toevoegen').toEqual([]);
    fireEvent.click(within(picker).getByRole('button', { name: 'Verder' }));
    await check('Nieuw ontwerp');
    await choose('Acties voor Ontwerp 1', 'Wijzigen');
    await check('Ontwerp wijzigen');
    fireEvent.click(within(region).getByRole('checkbox', { name: 'Alles selecteren' }));
    await choose('Acties voor de selectie', 'Product wijzigen');
    await check('Product wijzigen');
    await choose('Acties voor de selectie', 'Beschrijving wijzigen');
    await check('Beschrijving wijzigen');
    await choose('Acties voor de selectie', 'Verwijderen');
    await check('Ontwerpen verwijderen');
  });
});
