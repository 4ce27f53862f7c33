import { describe, expect, it } from 'vitest';
import type { ViteManifest } from './home-preloads';
import { pagePreloads } from './page-preloads';

// Shaped as Vite writes dist/.vite/manifest.json: the router reaches the store's pages through
// one module and the product order screen directly, each page is a lazy chunk, and the contracts
// are chunks loaded with their first call.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_vendor-B2.js'] },
  '_vendor-B2.js': { file: 'assets/vendor-B2.js' },
  'src/app/routes/print-store-pages.ts': {
    file: 'assets/print-store-pages-C3.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/app/routes/print-store-category.tsx': {
    file: 'assets/print-store-category-D4.js',
    isDynamicEntry: true,
    imports: ['index.html', '_vendor-B2.js', '_frame-E5.js'],
  },
  'src/app/routes/print-store-product.tsx': {
    file: 'assets/print-store-product-F6.js',
    isDynamicEntry: true,
    imports: ['index.html', '_frame-E5.js', '_Radio-G7.js'],
  },
  '_frame-E5.js': { file: 'assets/frame-E5.js', css: ['assets/frame-H8.css'] },
  '_Radio-G7.js': { file: 'assets/Radio-G7.js' },
  '../../packages/shared/src/api/print-store.api.ts': {
    file: 'assets/print-store.api-I9.js',
    isDynamicEntry: true,
    imports: ['_schemas-J1.js'],
  },
  '../../packages/shared/src/api/store-cart.api.ts': {
    file: 'assets/store-cart.api-K2.js',
    isDynamicEntry: true,
    imports: ['_schemas-J1.js'],
  },
  '_schemas-J1.js': { file: 'assets/schemas-J1.js' },
  'src/app/routes/home.tsx': { file: 'assets/home-L3.js', isDynamicEntry: true },
  'src/app/routes/product-order.tsx': {
    file: 'assets/product-order-M4.js',
    isDynamicEntry: true,
    imports: ['index.html', '_vendor-B2.js', '_Radio-G7.js'],
    css: ['assets/product-order-N5.css'],
  },
  '../../packages/shared/src/api/catalogue.api.ts': {
    file: 'assets/catalogue.api-O6.js',
    isDynamicEntry: true,
    imports: ['_schemas-J1.js'],
  },
};

describe('pagePreloads', () => {
  const preloadsOf = pagePreloads(manifest);

  it('names a store page’s module, the pages module, its contracts and what they import, minus the entry’s, after the first paint’s files', () => {
    expect(preloadsOf('/printstore/category/c1')).toEqual({
      scripts: [
        '/assets/print-store-pages-C3.js',
        '/assets/print-store-category-D4.js',
        '/assets/frame-E5.js',
        '/assets/print-store.api-I9.js',
        '/assets/schemas-J1.js',
      ],
      styles: ['/assets/frame-H8.css'],
      priority: 'low',
    });
  });

  it('knows each page by its route, with or without a theme, and a product page’s cart contract', () => {
    const product = preloadsOf('/klant-x/printstore/category/c1/collection/k1/p1');
    expect(product?.scripts).toContain('/assets/print-store-product-F6.js');
    expect(product?.scripts).toContain('/assets/Radio-G7.js');
    expect(product?.scripts).toContain('/assets/store-cart.api-K2.js');
    expect(product?.scripts).not.toContain('/assets/print-store-category-D4.js');
    expect(preloadsOf('/klant-x/printstore/category/c1/')?.scripts).toContain(
      '/assets/print-store-category-D4.js',
    );
  });

  it('names the product order screen’s module, what it imports and the catalogue’s contract, with or without a theme or a file', () => {
    expect(preloadsOf('/product-order')).toEqual({
      scripts: [
        '/assets/product-order-M4.js',
        '/assets/Radio-G7.js',
        '/assets/catalogue.api-O6.js',
        '/assets/schemas-J1.js',
      ],
      styles: ['/assets/product-order-N5.css'],
      priority: 'low',
    });
    expect(preloadsOf('/klant-x/product-order/f1')).toEqual(preloadsOf('/product-order'));
  });

  it('names nothing for other pages, a page without a chunk, or a build without the pages module', () => {
    for (const path of ['/', '/contact', '/printstore/category', '/printstore/category/c1/x/y/z/w'])
      expect(preloadsOf(path), path).toBeUndefined();
    // The dashboard's module is not in this manifest.
    expect(preloadsOf('/printstore')).toBeUndefined();
    expect(pagePreloads({})('/printstore/category/c1')).toBeUndefined();
    const { 'src/app/routes/print-store-pages.ts': _pages, ...withoutPagesModule } = manifest;
    expect(pagePreloads(withoutPagesModule)('/printstore/category/c1')).toBeUndefined();
    expect(pagePreloads(withoutPagesModule)('/product-order')).toBeDefined();
  });
});
