import {
  getPrintStoreContext,
  getPrintStoreProduct,
  listAdProducts,
} from '@portal/shared/api/print-store.api';
import { addStoreItem, getStoreCart } from '@portal/shared/api/store-cart.api';
import { formatPrice } from '@portal/shared/format';
import { priceStoreItem } from '@portal/shared/rules/store-pricing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  productCard,
  productPage,
  sid,
  signType,
  storeContext,
} from '../../features/print-store/testing/store-fixtures';
import { seriousViolations } from '../../testing/axe';
import { FakeAnswer, type FakeServer, fakeServer } from '../../testing/fake-server';
import { initTestI18n } from '../../testing/render-with-app';
import { setViewportWidth } from '../../testing/viewport';
import { current, renderStore } from './print-store-testing';

const PRODUCT_PATH = `/printstore/category/${sid(101)}/collection/${sid(201)}/${sid(401)}`;
let server: FakeServer;

beforeAll(initTestI18n);
beforeEach(() => {
  setViewportWidth(1280);
  server = fakeServer();
  server.on(getStoreCart, () => ({ lines: [], totalCents: null, itemCount: 0 }));
  server.on(getPrintStoreContext, () => storeContext());
  // The side ad under the categories (issue 29 point 6).
  server.on(listAdProducts, () => ({ products: [] }));
  server.on(getPrintStoreProduct, () => productPage());
});

const unitPrice = () => screen.getByTestId('store-unit-price').textContent;
const linePrice = () => screen.getByTestId('store-line-price').textContent;
const currentSpecs = () =>
  JSON.parse(new URLSearchParams(current.location?.search).get('currentSpecs') ?? '{}');
/** The table's price through the one store price rule, as the server computes it too. */
const tablePrice = (specs: Record<string, string>, quantity = 1) => {
  const price = priceStoreItem(signType(), specs, quantity);
  if ('problem' in price) throw new Error(price.problem);
  return { unit: formatPrice(price.unitCents), line: formatPrice(price.lineCents) };
};

async function openProduct(path = PRODUCT_PATH) {
  renderStore(path);
  await screen.findByRole('heading', { level: 1, name: 'Nooduitgang links' });
}

describe('the product page', () => {
  it('shows breadcrumb, image, designer, description, extra info, every spec menu and the price excl. BTW', async () => {
    await openProduct();
    const crumbs = screen.getByRole('navigation', { name: 'Kruimelpad' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Printwinkel', 'Veiligheid', 'Nooduitgangen']);
    const image = screen.getByRole('img', { name: 'Pictogram 41' });
    // The page's largest paint: asked for at once and first, at the width of its slot.
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('sizes')).toBe(
      '(max-width: 48em) calc(100vw - 72px), (max-width: 62em) calc(100vw - 316px), 445px',
    );
    expect(screen.getByText('Ontwerper: Studio Pictogram')).toBeTruthy();
    expect(screen.getByText('Volgens NEN-EN-ISO 7010.')).toBeTruthy();
    expect(screen.getByRole('slider')).toBeTruthy();
    expect(screen.getByText('Gekozen formaat: 20 × 20 cm')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Forex' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Rood (C0 M100 Y100 K0)' })).toBeTruthy();
    expect(screen.getByText('Alle borden zijn UV-bestendig.')).toBeTruthy();
    expect(unitPrice()).toBe('€ 12,50');
    expect(screen.getByText('excl. BTW')).toBeTruthy();
    // Volume prices: the table's rows of this size and these specs.
    const volumes = screen.getByRole('table', { name: 'Staffelprijzen' });
    expect(
      within(volumes)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['VanafPer stuk', '1 stuk€ 12,50', '10 stuks€ 11,25']);
    expect(document.title).toBe('Nooduitgang links');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}${PRODUCT_PATH}`,
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('prices what is chosen by the table: a larger size and another material change unit and line price', async () => {
    await openProduct();
    expect(unitPrice()).toBe(tablePrice({}).unit);
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByText('Gekozen formaat: 30 × 30 cm')).toBeTruthy());
    expect(unitPrice()).toBe(tablePrice({ size: '300x300' }).unit);
    expect(unitPrice()).toBe('€ 22,50');
    fireEvent.click(screen.getByRole('radio', { name: 'Forex' }));
    await waitFor(() => expect(unitPrice()).toBe(tablePrice({ size: '300x300', material: 'forex' }).unit));
    expect(unitPrice()).toBe('€ 34,00');
    fireEvent.click(screen.getByRole('radio', { name: 'Buiten' }));
    await waitFor(() => expect(unitPrice()).toBe('€ 37,00'));

    const quantity = screen.getByRole('textbox', { name: 'Aantal' });
    fireEvent.change(quantity, { target: { value: '10' } });
    // From 10 pieces the volume price applies; the line is unit × quantity.
    const expected = tablePrice({ size: '300x300', material: 'forex', application: 'buiten' }, 10);
    await waitFor(() => expect(unitPrice()).toBe(expected.unit));
    expect(linePrice()).toBe(expected.line);
    expect(linePrice()).toBe('€ 333,00');
  });

  it('says a combination that cannot be made is not possible, instead of a price', async () => {
    await openProduct();
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'End' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'De door u gekozen combinatie is helaas niet mogelijk.',
    );
    expect(screen.queryByTestId('store-unit-price')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Dibond' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(unitPrice()).toBe('€ 59,00');
    expect(await seriousViolations()).toEqual([]);
  });

  it('puts the chosen specs and quantity in the store cart and goes back to the collection', async () => {
    let sent: unknown;
    server.on(addStoreItem, ({ body }) => {
      sent = body;
      return { lines: [], totalCents: null, itemCount: 3 };
    });
    await openProduct();
    fireEvent.click(screen.getByRole('radio', { name: 'Forex' }));
    const quantity = screen.getByRole('textbox', { name: 'Aantal' });
    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.blur(quantity);
    fireEvent.click(screen.getByRole('button', { name: 'In winkelwagen' }));
    await waitFor(() =>
      expect(current.location?.pathname).toBe(`/printstore/category/${sid(101)}/collection/${sid(201)}`),
    );
    // No price is sent: the server prices what it is told.
    expect(sent).toEqual({
      theme: 'drukwerkdirect',
      productId: sid(401),
      specs: expect.objectContaining({ material: 'forex' }),
      quantity: 3,
    });
  });

  it('offers no way into the cart for a combination that cannot be made, and shows a refusal', async () => {
    server.on(
      addStoreItem,
      () =>
        new FakeAnswer(422, {
          error: 'STORE_QUANTITY_NOT_ALLOWED',
          message: 'Dit aantal kunt u van dit product niet bestellen.',
        }),
    );
    await openProduct();
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'End' });
    await screen.findByRole('alert');
    const add = screen.getByRole('button', { name: 'In winkelwagen' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Dibond' }));
    await waitFor(() => expect(add.disabled).toBe(false));
    fireEvent.click(add);
    expect(
      (await screen.findByText('Dit aantal kunt u van dit product niet bestellen.')).getAttribute('role'),
    ).toBe('alert');
    expect(current.location?.pathname).toBe(PRODUCT_PATH);
  });

  it('keeps the quantity a whole number from 1 up to maxOrderAmount', async () => {
    await openProduct();
    const quantity = screen.getByRole('textbox', { name: 'Aantal' }) as HTMLInputElement;
    expect(screen.getByText('Maximaal 100 per bestelling')).toBeTruthy();
    for (const [typed, kept] of [
      ['abc', '1'],
      ['0', '1'],
      ['-4', '1'],
      ['2.5', '1'],
      ['250', '100'],
      [' 12 ', '12'],
    ] as const) {
      fireEvent.change(quantity, { target: { value: typed } });
      fireEvent.blur(quantity);
      expect(quantity.value, typed).toBe(kept);
    }
    expect(linePrice()).toBe('€ 135,00');
    fireEvent.click(screen.getByRole('button', { name: 'Eén meer' }));
    expect(quantity.value).toBe('13');
    fireEvent.change(quantity, { target: { value: '100' } });
    expect((screen.getByRole('button', { name: 'Eén meer' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the choice in the address, and a shared link opens the product configured', async () => {
    const first = renderStore(PRODUCT_PATH);
    await screen.findByRole('heading', { level: 1, name: 'Nooduitgang links' });
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Forex' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Blauw (C100 M60 Y0 K0)' }));
    await waitFor(() =>
      expect(currentSpecs()).toMatchObject({ size: '300x300', material: 'forex', colour: 'blauw' }),
    );
    const link = `${current.location?.pathname}${current.location?.search}`;
    first.unmount();

    await openProduct(link);
    expect(screen.getByText('Gekozen formaat: 30 × 30 cm')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Forex' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Blauw (C100 M60 Y0 K0)' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(unitPrice()).toBe('€ 34,00');
  });

  it('opens a link with unknown or broken specs at the defaults', async () => {
    const broken = encodeURIComponent(JSON.stringify({ size: '999x999', material: 'goud', colour: 'blauw' }));
    await openProduct(`${PRODUCT_PATH}?currentSpecs=${broken}`);
    expect(screen.getByText('Gekozen formaat: 20 × 20 cm')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Blauw (C100 M60 Y0 K0)' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(unitPrice()).toBe('€ 12,50');
  });

  it('explains the materials with their properties in a dialog', async () => {
    await openProduct();
    fireEvent.click(screen.getByRole('button', { name: 'Informatie over de materialen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Materiaal' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Sticker', 'Forex', 'Dibond']);
    expect(within(dialog).getByText('Hard PVC-schuim, 5 mm')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows related products only when there is more than one', async () => {
    await openProduct();
    // Drawn after the product itself (a deferred render).
    const related = await screen.findByRole('region', { name: 'Gerelateerde producten' });
    expect(within(related).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Terug naar Nooduitgangen' }).getAttribute('href')).toBe(
      `/printstore/category/${sid(101)}/collection/${sid(201)}`,
    );
  });

  it('leaves related products out when there is one', async () => {
    server.on(getPrintStoreProduct, () => productPage({ related: [productCard(2)] }));
    await openProduct();
    // Past the deferred render in which they would come (act runs it).
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Gerelateerde producten' })).toBeNull();
  });

  it('shows no amount when the theme hides prices, and is usable on a phone', async () => {
    setViewportWidth(390);
    server.on(getPrintStoreContext, () => storeContext({ showsPrices: false }));
    // The server leaves every amount out: the table and the cards' 'v.a.'.
    server.on(getPrintStoreProduct, () =>
      productPage({
        productType: signType({ prices: [] }),
        related: [productCard(2, { fromPriceCents: null }), productCard(3, { fromPriceCents: null })],
      }),
    );
    await openProduct();
    expect(screen.getByText('Prijzen worden in dit portaal niet getoond.')).toBeTruthy();
    expect(screen.queryByText(/€/)).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });
});
