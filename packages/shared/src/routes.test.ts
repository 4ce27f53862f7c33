import { describe, expect, it } from 'vitest';
import { isRouteName, matchRoute, pathTo, routePattern, sectionOf } from './routes';

describe('pathTo', () => {
  it('builds the home path with and without a theme', () => {
    expect(pathTo('home')).toBe('/');
    expect(pathTo('home', { theme: 'gemeente-utrecht' })).toBe('/gemeente-utrecht');
  });

  it('fills required parameters and encodes them', () => {
    expect(pathTo('printStoreProduct', { categoryId: 'shared', collectionId: 'a b', productId: '7' })).toBe(
      '/printstore/category/shared/collection/a%20b/7',
    );
  });

  it('keeps the theme in front of app routes', () => {
    expect(pathTo('checkOutCart', { theme: 'acme' })).toBe('/acme/check-out/winkelwagen');
  });

  it('routes the print order’s root to Printen’s route, and links Printen by its own path', () => {
    // The router reads the fixed segment as optional: /print-order is Printen's route too.
    expect(routePattern('printOrder', 'dd')).toBe('/:theme?/print-order/printen?');
    expect(pathTo('printOrder')).toBe('/print-order/printen');
    expect(pathTo('printOrder', { theme: 'inkoopportaal' })).toBe('/inkoopportaal/print-order/printen');
  });

  it('builds the order desk paths the job mail links to', () => {
    expect(pathTo('orderDesk')).toBe('/medewerkers/orders');
    expect(pathTo('orderDeskOrder', { orderId: 'f2c1' })).toBe('/medewerkers/orders/f2c1');
  });

  it('throws when a required parameter is missing', () => {
    expect(() => pathTo('printStoreCategory', {})).toThrow(/categoryId/);
  });

  it('fills the brand slug in content routes', () => {
    expect(pathTo('careersDriver', {}, 'drukwerkdirect')).toBe('/werken-bij-drukwerkdirect/chauffeur');
    expect(routePattern('api', 'drukwerkdirect')).toBe('/drukwerkdirect-api');
  });
});

describe('sectionOf and isRouteName', () => {
  it.each([
    ['home', 'home'],
    ['printStoreCategory', 'printstore'],
    ['filestoreTrash', 'filestore'],
    ['checkOutConfirm', 'checkout'],
    ['scanOrderPickUp', 'printorder'],
    ['faq', 'content'],
    ['orderDesk', 'staff'],
    ['orderDeskOrder', 'staff'],
    ['staffCustomers', 'staff'],
  ] as const)('%s is in section %s', (name, section) => {
    expect(sectionOf(name)).toBe(section);
  });

  it('knows route names', () => {
    expect(isRouteName('contact')).toBe(true);
    expect(isRouteName('nope')).toBe(false);
  });
});

describe('matchRoute', () => {
  it('reads the params of a page, with or without its theme', () => {
    expect(matchRoute('printStoreProduct', '/printstore/category/c1/collection/k1/p1')).toEqual({
      categoryId: 'c1',
      collectionId: 'k1',
      productId: 'p1',
    });
    expect(matchRoute('printStoreCategory', '/acme/printstore/category/c%201/')).toEqual({
      theme: 'acme',
      categoryId: 'c 1',
    });
    expect(matchRoute('home', '/')).toEqual({});
  });

  it('matches the whole path only, and no page of another route', () => {
    // A collection's path is not a product's: its last segment is the collection, not a product.
    expect(matchRoute('printStoreProduct', '/printstore/category/c1/collection/k1')).toBeNull();
    expect(matchRoute('printStoreCollection', '/printstore/category/c1/collection/k1')).not.toBeNull();
    expect(matchRoute('printStoreCategory', '/printstore/category/c1/extra')).toBeNull();
    expect(matchRoute('printStoreCategory', '/printstore/category/%E0%A4%A')).toBeNull();
  });
});
