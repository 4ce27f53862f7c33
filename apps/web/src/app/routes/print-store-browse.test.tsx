import {
  getPrintStoreCategory,
  getPrintStoreCollection,
  getPrintStoreContext,
  getPrintStoreDashboard,
  getPrintStorePackage,
  getPrintStoreProduct,
  listAdProducts,
  searchPrintStore,
} from '@portal/shared/api/print-store.api';
import { getStoreCart } from '@portal/shared/api/store-cart.api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  category,
  collectionCard,
  DEFAULT_STORE,
  OWN_STORE,
  packageCard,
  productCard,
  productPage,
  sid,
  storeContext,
} from '../../features/print-store/testing/store-fixtures';
import { seriousViolations } from '../../testing/axe';
import { FakeAnswer, type FakeServer, fakeServer } from '../../testing/fake-server';
import { initTestI18n } from '../../testing/render-with-app';
import { setViewportWidth } from '../../testing/viewport';
import { current, renderStore, storeTheme } from './print-store-testing';

let server: FakeServer;
const CATEGORY = sid(101);

beforeAll(initTestI18n);
beforeEach(() => {
  setViewportWidth(1280);
  server = fakeServer();
  server.on(getStoreCart, () => ({ lines: [], totalCents: null, itemCount: 0 }));
  server.on(getPrintStoreContext, () => storeContext());
  server.on(getPrintStoreDashboard, () => ({
    featured: [collectionCard(1), collectionCard(2), collectionCard(3)],
  }));
  server.on(listAdProducts, ({ query }) => ({
    products: Array.from({ length: Number(query.get('max')) }, (_, n) => productCard(n + 1)),
  }));
});

describe('the side ad', () => {
  it('shows 6 products under the categories on a desktop, each a link to its page', async () => {
    renderStore('/printstore');
    const ad = await screen.findByRole('complementary', { name: 'Stickers & borden' });
    const links = await within(ad).findAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]?.getAttribute('href')).toBe(
      `/printstore/category/${CATEGORY}/collection/${sid(201)}/${sid(401)}`,
    );
    expect(within(ad).getAllByText('v.a. € 12,50')).toHaveLength(6);
    expect(await seriousViolations()).toEqual([]);
  });

  it('comes under the categories once they are there, so it does not move down', async () => {
    let answer: (() => void) | undefined;
    const loaded = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.on(getPrintStoreContext, async () => {
      await loaded;
      return storeContext();
    });
    renderStore('/printstore');
    await waitFor(() => expect(server.calls).toContain('GET /api/v3/print-store'));
    // Not even asked for before the categories are there.
    expect(server.calls.filter((call) => call.includes('ad-products'))).toEqual([]);
    expect(screen.queryByRole('complementary', { name: 'Stickers & borden' })).toBeNull();
    answer?.();
    const sidebar = await screen.findByRole('navigation', { name: 'Categorieën' });
    const ad = await screen.findByRole('complementary', { name: 'Stickers & borden' });
    expect(sidebar.compareDocumentPosition(ad) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is left out on a phone and on a theme that hides its ads', async () => {
    setViewportWidth(390);
    const phone = renderStore('/printstore');
    await screen.findByRole('region', { name: 'Uitgelichte collecties' });
    expect(screen.queryByRole('complementary', { name: 'Stickers & borden' })).toBeNull();
    // Not even asked for: the phone's layout is the first one drawn.
    expect(server.calls.filter((call) => call.includes('ad-products'))).toEqual([]);
    phone.unmount();
    setViewportWidth(1280);
    const theme = storeTheme('klant');
    renderStore(`/klant/printstore/category/${CATEGORY}`, {
      ...theme,
      settings: { ...theme.settings, customFields: { printStoreAd: { hideAds: true } } },
    });
    await screen.findByRole('navigation', { name: 'Categorieën' });
    expect(screen.queryByRole('complementary', { name: 'Stickers & borden' })).toBeNull();
    expect(server.calls.filter((call) => call.includes('ad-products'))).toEqual([]);
  });
});

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('the store dashboard', () => {
  it('shows the featured collections, the placeholder and the categories, listOnTop first with their badge', async () => {
    renderStore('/printstore');
    const featured = await screen.findByRole('region', { name: 'Uitgelichte collecties' });
    expect(await within(featured).findAllByRole('article')).toHaveLength(3);
    expect(within(featured).getAllByText('v.a. € 12,50')).toHaveLength(3);
    expect(screen.getByText('Kies een categorie om het aanbod te bekijken.')).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Categorieën' });
    const links = within(sidebar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Vloerstickers', 'Veiligheid', 'VerbodNieuw']);
    expect(links[1]?.getAttribute('href')).toBe(`/printstore/category/${CATEGORY}`);
    expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Printwinkel');
    expect(canonical()).toBe(`${window.location.origin}/printstore`);
    expect(await seriousViolations()).toEqual([]);
  });

  it('of a customer’s own store goes to its first category, keeping the theme in the address', async () => {
    const first = sid(150);
    server.on(getPrintStoreContext, () =>
      storeContext({
        stores: [{ id: OWN_STORE, name: 'Gemeente Rivierstad', isDefault: false }],
        categories: [category(50, { id: first, name: 'Gemeentelijke borden', printStoreId: OWN_STORE })],
        firstCategoryId: first,
      }),
    );
    server.on(getPrintStoreCategory, () => ({
      category: { id: first, name: 'Gemeentelijke borden', active: true },
      collections: [collectionCard(7)],
      packages: [],
    }));
    renderStore('/gemeente-rivierstad/printstore', storeTheme('gemeente-rivierstad'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gemeentelijke borden' })).toBeTruthy();
    expect(current.location?.pathname).toBe(`/gemeente-rivierstad/printstore/category/${first}`);
    expect(server.calls).not.toContain('GET /api/v3/print-store/dashboard');
  });

  it('waits for the theme, which decides the stores shown, before it asks for anything', async () => {
    renderStore('/printstore', null);
    expect((await screen.findByRole('status')).textContent).toBe('De printwinkel wordt geladen…');
    expect(server.calls).toEqual([]);
  });

  it('of the default store stays, even when the theme names a first category', async () => {
    server.on(getPrintStoreContext, () => storeContext({ firstCategoryId: CATEGORY }));
    renderStore('/printstore');
    expect(await screen.findByRole('region', { name: 'Uitgelichte collecties' })).toBeTruthy();
    expect(current.location?.pathname).toBe('/printstore');
  });
});

describe('the categories', () => {
  it('mark a hidden one (only its admins get it) and the current one', async () => {
    server.on(getPrintStoreContext, () =>
      storeContext({
        categories: [category(1, { name: 'Veiligheid' }), category(9, { name: 'Concept', active: false })],
      }),
    );
    server.on(getPrintStoreCategory, () => ({
      category: { id: CATEGORY, name: 'Veiligheid', active: true },
      collections: [collectionCard(1)],
      packages: [],
    }));
    renderStore(`/printstore/category/${CATEGORY}`);
    const sidebar = await screen.findByRole('navigation', { name: 'Categorieën' });
    const hidden = await within(sidebar).findByRole('link', { name: /Concept/ });
    expect(
      within(hidden).getByRole('img', { name: 'Verborgen: alleen zichtbaar voor beheerders' }),
    ).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Veiligheid' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('on a phone keep the menu’s place while they load, so the page below does not move', async () => {
    setViewportWidth(390);
    let answer: (() => void) | undefined;
    const loaded = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.on(getPrintStoreContext, async () => {
      await loaded;
      return storeContext();
    });
    server.on(getPrintStoreCategory, () => ({
      category: { id: CATEGORY, name: 'Veiligheid', active: true },
      collections: [collectionCard(1)],
      packages: [],
    }));
    renderStore(`/printstore/category/${CATEGORY}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Veiligheid' })).toBeTruthy();
    const menu = screen.getByRole('combobox', { name: 'Kies een categorie' });
    answer?.();
    await waitFor(() => expect(within(menu).getAllByRole('option')).toHaveLength(4));
    expect(screen.getByRole('combobox', { name: 'Kies een categorie' })).toBe(menu);
  });

  it('on a phone are a menu on the page that goes to the chosen category', async () => {
    setViewportWidth(390);
    server.on(getPrintStoreCategory, ({ params }) => ({
      category: { id: params.categoryId ?? '', name: 'Gekozen', active: true },
      collections: [collectionCard(1)],
      packages: [],
    }));
    renderStore('/printstore');
    const menu = await screen.findByRole('combobox', { name: 'Kies een categorie' });
    const options = () =>
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() =>
      expect(options()).toEqual(['Kies een categorie', 'Vloerstickers', 'Veiligheid', 'Verbod (Nieuw)']),
    );
    fireEvent.change(menu, { target: { value: sid(102) } });
    await waitFor(() => expect(current.location?.pathname).toBe(`/printstore/category/${sid(102)}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gekozen' })).toBeTruthy();
  });
});

describe('the store intro', () => {
  it('shows Standaard, Uitgebreid and Eigen ontwerpen with Meer informatie… for a store of one’s own', async () => {
    server.on(getPrintStoreContext, () =>
      storeContext({ stores: [{ id: OWN_STORE, name: 'Gemeente Rivierstad', isDefault: false }] }),
    );
    renderStore('/gemeente-rivierstad/printstore/intro', storeTheme('gemeente-rivierstad'));
    for (const name of ['Standaard', 'Uitgebreid', 'Eigen ontwerpen'])
      expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Meer informatie…' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('leads home when the theme’s store is the default one', async () => {
    renderStore('/printstore/intro');
    expect(await screen.findByText('Startpagina')).toBeTruthy();
    expect(current.location?.pathname).toBe('/');
  });
});

describe('search', () => {
  it('goes to the results with the text trimmed; an empty search does nothing', async () => {
    renderStore('/printstore');
    const field = await screen.findByRole('searchbox', { name: 'Zoeken in de printwinkel' });
    expect(field.getAttribute('placeholder')).toBe('Waar bent u naar op zoek?');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.submit(field.closest('form')!);
    expect(current.location?.pathname).toBe('/printstore');

    server.on(searchPrintStore, () => ({ results: [] }));
    fireEvent.change(field, { target: { value: '  bord ' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(current.location?.pathname).toBe('/printstore/search-results'));
    expect(new URLSearchParams(current.location?.search).get('q')).toBe('bord');
  });

  it('on a phone opens the panel Zoeken naar with its button Zoek', async () => {
    setViewportWidth(390);
    server.on(searchPrintStore, () => ({ results: [] }));
    renderStore('/printstore');
    fireEvent.click(await screen.findByRole('button', { name: 'Zoeken' }));
    const field = await screen.findByRole('searchbox', { name: 'Zoeken naar' });
    fireEvent.change(field, { target: { value: 'vloer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoek' }));
    await waitFor(() => expect(current.location?.search).toBe('?q=vloer'));
    // The categories are a menu on the page instead of a sidebar.
    expect(screen.queryByRole('navigation', { name: 'Categorieën' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Kies een categorie' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the results by type, and Niets gevonden with its hint when nothing matches', async () => {
    server.on(searchPrintStore, ({ query }) =>
      query.get('q') === 'bord'
        ? { results: [productCard(1, { name: 'Veiligheidsbord' }), collectionCard(1), packageCard(1)] }
        : { results: [] },
    );
    renderStore('/printstore/search-results?q=bord');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zoekresultaten voor “bord”' })).toBeTruthy();
    // The results' sections, in order (the product request under the page is a region too).
    const resultSections = () =>
      screen
        .getAllByRole('region')
        .map((region) => region.getAttribute('aria-labelledby'))
        .filter((id) => id?.startsWith('store-results-'));
    await waitFor(() =>
      expect(resultSections()).toEqual([
        'store-results-COLLECTION',
        'store-results-PACKAGE',
        'store-results-PRODUCT',
      ]),
    );
    expect(screen.getByRole('region', { name: 'Producten' }).textContent).toContain('Veiligheidsbord');
    expect(document.title).toBe('Zoekresultaten voor “bord”');
    expect(await seriousViolations()).toEqual([]);

    const field = screen.getByRole('searchbox', { name: 'Zoeken in de printwinkel' });
    fireEvent.change(field, { target: { value: 'xyzzy' } });
    fireEvent.submit(field.closest('form')!);
    expect(await screen.findByText('Niets gevonden')).toBeTruthy();
    expect(screen.getByText('Controleer de spelling of zoek op alternatieve termen.')).toBeTruthy();
  });
});

describe('a category', () => {
  it('shows breadcrumb, collection and package cards, the hidden mark for admins and the way back', async () => {
    server.on(getPrintStoreCategory, ({ params }) => {
      expect(params.categoryId).toBe(CATEGORY);
      return {
        category: { id: CATEGORY, name: 'Veiligheid', active: true },
        collections: [collectionCard(1), collectionCard(2, { active: false, name: 'Concepten' })],
        packages: [packageCard(1)],
      };
    });
    renderStore(`/printstore/category/${CATEGORY}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Veiligheid' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(within(crumbs).getByRole('link', { name: 'Printwinkel' }).getAttribute('href')).toBe(
      '/printstore',
    );
    const collections = screen.getByRole('region', { name: 'Collecties' });
    const hidden = within(collections).getAllByRole('article')[1]!;
    expect(
      within(hidden).getByRole('img', { name: 'Verborgen: alleen zichtbaar voor beheerders' }),
    ).toBeTruthy();
    const pack = within(screen.getByRole('region', { name: 'Pakketten' })).getByRole('article');
    expect(within(pack).getByText('€ 89,50')).toBeTruthy();
    // Up to 4 previews of its contents; the name beside them says what they show.
    expect(pack.querySelectorAll('img')).toHaveLength(2);
    expect(within(pack).getByRole('link').getAttribute('href')).toBe(
      `/printstore/category/${CATEGORY}/package/${sid(301)}`,
    );
    expect(screen.getByRole('link', { name: 'Terug naar Printwinkel' }).getAttribute('href')).toBe(
      '/printstore',
    );
    expect(document.title).toBe('Veiligheid');
    expect(canonical()).toBe(`${window.location.origin}/printstore/category/${CATEGORY}`);
    expect(await seriousViolations()).toEqual([]);
  });

  it('says Deze categorie is nog leeg when it has nothing; shared reads Aanbevolen', async () => {
    server.on(getPrintStoreCategory, () => ({
      category: { id: 'shared', name: 'shared', active: true },
      collections: [],
      packages: [],
    }));
    renderStore('/printstore/category/shared');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aanbevolen' })).toBeTruthy();
    expect(screen.getByText('Deze categorie is nog leeg')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('says so when the category does not exist or is hidden', async () => {
    server.on(
      getPrintStoreCategory,
      () => new FakeAnswer(404, { error: 'STORE_ITEM_NOT_FOUND', message: 'Niet gevonden' }),
    );
    renderStore(`/printstore/category/${sid(199)}`);
    expect((await screen.findByRole('alert')).textContent).toContain('bestaat niet (meer)');
  });
});

describe('cards', () => {
  it('turn over to their description by keyboard and back, the focus following', async () => {
    renderStore('/printstore');
    const card = (await screen.findAllByRole('article'))[0]!;
    const flip = within(card).getByRole('button', { name: 'Beschrijving van Collectie 1 tonen' });
    flip.focus();
    // A button: Enter and Space activate it as a click does.
    fireEvent.click(flip);
    expect(within(card).getByText('Beschrijving van collectie 1.')).toBeTruthy();
    const back = within(card).getByRole('button', { name: 'Terug naar Collectie 1' });
    await waitFor(() => expect(document.activeElement).toBe(back));
    fireEvent.click(back);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(card).getByRole('button', { name: 'Beschrijving van Collectie 1 tonen' }),
      ),
    );
    expect(within(card).queryByText('Beschrijving van collectie 1.')).toBeNull();
  });

  it('show their image at the preview sizes, lazily below the fold, with the slot’s shape', async () => {
    // The cards' images only, without the side ad's.
    server.on(listAdProducts, () => ({ products: [] }));
    server.on(getPrintStoreDashboard, () => ({
      featured: [1, 2, 3, 4, 5, 6].map((n) => collectionCard(n)),
    }));
    renderStore('/printstore');
    await screen.findAllByRole('article');
    const images = [...document.querySelectorAll<HTMLImageElement>('img.store-image')];
    expect(images).toHaveLength(6);
    const first = images[0]!;
    expect(first.getAttribute('srcset')).toContain(
      `/media/print-store/${DEFAULT_STORE}/preview/${sid(9001)}/282 282w`,
    );
    expect(first.getAttribute('src')).toBe(`/media/print-store/${DEFAULT_STORE}/preview/${sid(9001)}/270`);
    // Half the phone's width less the paddings around the card's image, or a column of the grid.
    expect(first.getAttribute('sizes')).toBe('(max-width: 48em) calc(50vw - 70px), 220px');
    expect(first.getAttribute('width')).toBe('220');
    expect(first.getAttribute('height')).toBe('220');
    // The first row, above the fold: at once and first; the rest when scrolled near.
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(images[5]!.getAttribute('loading')).toBe('lazy');
    expect(images[5]!.getAttribute('fetchpriority')).toBeNull();
  });

  it('ask again for a failed preview every 3 s, ten times, then show an empty slot', async () => {
    server.on(listAdProducts, () => ({ products: [] }));
    server.on(getPrintStoreDashboard, () => ({ featured: [collectionCard(1)] }));
    renderStore('/printstore');
    await screen.findByRole('article');
    vi.useFakeTimers();
    try {
      for (let attempt = 1; attempt <= 10; attempt++) {
        const img = document.querySelector<HTMLImageElement>('img.store-image')!;
        fireEvent.error(img);
        await act(async () => vi.advanceTimersByTime(3000));
        expect(document.querySelector('img.store-image')?.getAttribute('src')).toContain(
          `?poging=${attempt}`,
        );
      }
      fireEvent.error(document.querySelector('img.store-image')!);
      await act(async () => vi.advanceTimersByTime(3000));
      expect(document.querySelector('img.store-image')).toBeNull();
      expect(document.querySelector('.store-image--missing')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a collection', () => {
  it('shows breadcrumb, description, design cards and TERUG to its category', async () => {
    server.on(getPrintStoreCollection, ({ params, query }) => {
      expect(params.collectionId).toBe(sid(201));
      expect(query.get('categoryId')).toBe(CATEGORY);
      const { type: _type, ...collection } = collectionCard(1, { name: 'Nooduitgangen' });
      return {
        collection,
        category: { id: CATEGORY, name: 'Veiligheid' },
        products: [productCard(1), productCard(2)],
      };
    });
    renderStore(`/printstore/category/${CATEGORY}/collection/${sid(201)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nooduitgangen' })).toBeTruthy();
    expect(screen.getByText('Beschrijving van collectie 1.')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: /Ontwerp 1/ })[0]?.getAttribute('href')).toBe(
      `/printstore/category/${CATEGORY}/collection/${sid(201)}/${sid(401)}`,
    );
    const back = screen.getByRole('link', { name: 'Terug naar Veiligheid' });
    expect(back.textContent).toContain('TERUG');
    expect(back.getAttribute('href')).toBe(`/printstore/category/${CATEGORY}`);
    expect(document.title).toBe('Nooduitgangen');
    expect(await seriousViolations()).toEqual([]);
  });

  it('opens the design the query product preselects; an unknown one leaves the collection as it is', async () => {
    server.on(getPrintStoreCollection, () => {
      const { type: _type, ...collection } = collectionCard(1, { name: 'Nooduitgangen' });
      return {
        collection,
        category: { id: CATEGORY, name: 'Veiligheid' },
        products: [productCard(1), productCard(2)],
      };
    });
    server.on(getPrintStoreProduct, () => productPage());
    const collectionPath = `/printstore/category/${CATEGORY}/collection/${sid(201)}`;
    const first = renderStore(`${collectionPath}?product=${sid(402)}`);
    await waitFor(() => expect(current.location?.pathname).toBe(`${collectionPath}/${sid(402)}`));
    first.unmount();
    renderStore(`${collectionPath}?product=${sid(499)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nooduitgangen' })).toBeTruthy();
  });

  it('says Deze collectie is nog leeg without designs', async () => {
    server.on(getPrintStoreCollection, () => {
      const { type: _type, ...collection } = collectionCard(1);
      return { collection, category: { id: CATEGORY, name: 'Veiligheid' }, products: [] };
    });
    renderStore(`/printstore/category/${CATEGORY}/collection/${sid(201)}`);
    expect(await screen.findByText('Deze collectie is nog leeg')).toBeTruthy();
  });
});

describe('a package', () => {
  function answerPackage(maxOrderAmount: number | null) {
    server.on(getPrintStorePackage, () => ({
      package: { ...packageCard(1, { name: 'BHV-pakket' }), productCode: 'PK-001', maxOrderAmount },
      category: { id: CATEGORY, name: 'Veiligheid' },
      contents: [
        {
          product: productCard(1, { name: 'Nooduitgang links' }),
          quantity: 4,
          specTitles: ['Formaat: 20 × 20 cm'],
        },
        { product: productCard(2, { name: 'Brandblusser' }), quantity: 2, specTitles: [] },
      ],
    }));
  }

  it('lists its contents with counts, starts at its maximum and prices the line', async () => {
    answerPackage(5);
    renderStore(`/printstore/category/${CATEGORY}/package/${sid(301)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'BHV-pakket' })).toBeTruthy();
    const contents = screen.getByRole('region', { name: 'Inhoud van het pakket' });
    expect(
      within(contents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['4 × Nooduitgang links (Formaat: 20 × 20 cm)', '2 × Brandblusser']);
    const quantity = screen.getByRole('textbox', { name: 'Aantal pakketten' }) as HTMLInputElement;
    expect(quantity.value).toBe('5');
    expect(screen.getByTestId('store-line-price').textContent).toBe('€ 447,50');
    fireEvent.change(quantity, { target: { value: '9' } });
    fireEvent.blur(quantity);
    expect(quantity.value).toBe('5');
    expect(screen.getByRole('link', { name: 'Terug naar Veiligheid' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows a fixed count when at most 1 may be ordered, and 1 without a maximum', async () => {
    answerPackage(1);
    const first = renderStore(`/printstore/category/${CATEGORY}/package/${sid(301)}`);
    expect(await screen.findByText('Maximaal 1 te bestellen')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Aantal pakketten' })).toBeNull();
    first.unmount();
    answerPackage(null);
    renderStore(`/printstore/category/${CATEGORY}/package/${sid(301)}`);
    expect(
      ((await screen.findByRole('textbox', { name: 'Aantal pakketten' })) as HTMLInputElement).value,
    ).toBe('1');
  });
});
