/**
 * The route table of both specification documents, in one place. Names are the spec's
 * route names; `{brand}` is the configured brand slug. App routes live under the optional
 * theme segment of the home route; content pages do not.
 */

const THEMED = '/:theme?';

export const appRoutes = {
  home: `${THEMED}`,
  printStore: `${THEMED}/printstore`,
  printStoreIntro: `${THEMED}/printstore/intro`,
  printStoreSearchResults: `${THEMED}/printstore/search-results`,
  printStoreCategory: `${THEMED}/printstore/category/:categoryId`,
  printStoreCollection: `${THEMED}/printstore/category/:categoryId/collection/:collectionId`,
  printStoreProduct: `${THEMED}/printstore/category/:categoryId/collection/:collectionId/:productId`,
  printStorePackage: `${THEMED}/printstore/category/:categoryId/package/:packageId`,
  productOrder: `${THEMED}/product-order/:toSelect?`,
  securedOrder: `${THEMED}/secured-order`,
  /**
   * Printen, and the flow's root without it (/print-order), which leads on to where the theme
   * starts a print order (rules/order-steps.ts, printOrderRootRoute; decision 0055). Links name
   * the step: pathTo writes an optional fixed segment.
   */
  printOrder: `${THEMED}/print-order/printen?`,
  printOrderDeliver: `${THEMED}/print-order/bezorgen`,
  printOrderInvoice: `${THEMED}/print-order/factureren`,
  printOrderConfirm: `${THEMED}/print-order/controleren`,
  copyOrderPickUp: `${THEMED}/kopieer-order/ophalen`,
  copyOrderDeliver: `${THEMED}/kopieer-order/bezorgen`,
  copyOrderInvoice: `${THEMED}/kopieer-order/factureren`,
  copyOrderConfirm: `${THEMED}/kopieer-order/controleren`,
  scanOrderPickUp: `${THEMED}/scan-order/ophalen`,
  scanOrderDeliver: `${THEMED}/scan-order/bezorgen`,
  scanOrderInvoice: `${THEMED}/scan-order/factureren`,
  scanOrderConfirm: `${THEMED}/scan-order/controleren`,
  quoteOrderDescription: `${THEMED}/offerte-aanvraag/opdracht`,
  quoteOrderDeliver: `${THEMED}/offerte-aanvraag/bezorgen`,
  quoteOrderInvoice: `${THEMED}/offerte-aanvraag/factureren`,
  quoteOrderConfirm: `${THEMED}/offerte-aanvraag/controleren`,
  /**
   * Ordering an answered quote ('Order n.a.v. offerteaanvraag', issue 28 point 5; not in the
   * spec's table): Bezorgen, Factureren, Controleren of the quote named by the query `offerte`
   * (the request's order id), which My orders links to.
   */
  quotedOrderDeliver: `${THEMED}/offerte-bestellen/bezorgen`,
  quotedOrderInvoice: `${THEMED}/offerte-bestellen/factureren`,
  quotedOrderConfirm: `${THEMED}/offerte-bestellen/controleren`,
  checkOut: `${THEMED}/check-out`,
  checkOutCart: `${THEMED}/check-out/winkelwagen`,
  checkOutDeliver: `${THEMED}/check-out/bezorgen`,
  checkOutInvoice: `${THEMED}/check-out/factureren`,
  checkOutConfirm: `${THEMED}/check-out/controleren`,
  printProductSecuredSA: `${THEMED}/print-product-secured`,
  printProductSecuredSADeliver: `${THEMED}/print-product-secured/bezorgen`,
  printProductSecuredSAInvoice: `${THEMED}/print-product-secured/factureren`,
  printProductSecuredSAConfirm: `${THEMED}/print-product-secured/controleren`,
  filestoreDashboard: `${THEMED}/filestore/dashboard`,
  filestoreArchives: `${THEMED}/filestore/archives`,
  filestoreArchive: `${THEMED}/filestore/archive/:archiveId`,
  filestoreFolder: `${THEMED}/filestore/archive/:archiveId/folder/:folderId`,
  filestoreTrash: `${THEMED}/filestore/trash`,
  filestoreTrashFolder: `${THEMED}/filestore/trash/:folderId`,
  filestoreSearchResults: `${THEMED}/filestore/search-results`,
  // The staff's order desk (issue 13 point 9): not in the spec's table; the shop's job mail links
  // to an order here.
  orderDesk: `${THEMED}/medewerkers/orders`,
  orderDeskOrder: `${THEMED}/medewerkers/orders/:orderId`,
  // The staff's customers and customer numbers (issue 32 point 5, decision 0135).
  staffCustomers: `${THEMED}/medewerkers/klanten`,
  // Files shared by staff (issue 31 point 6, decision 0123): the recipient's page, no login and no
  // theme; not in the spec's table. The token is the secret of the link (redacted in the logs).
  sharedFiles: '/gedeeld/:token',
} as const;

export const contentRoutes = {
  whatWeDo: '/wat-wij-doen',
  outsourcePrinting: '/print-uitbesteden',
  tenderPrinting: '/print-aanbesteden',
  securedPrinting: '/secured-printing',
  digitising: '/digitaliseren',
  careers: '/werken-bij-{brand}',
  careersPrintOperator: '/werken-bij-{brand}/printoperator',
  careersDriver: '/werken-bij-{brand}/chauffeur',
  howWeWork: '/hoe-doen-wij-dat',
  sustainability: '/duurzaam',
  about: '/over-{brand}',
  faq: '/faq',
  contact: '/contact',
  api: '/{brand}-api',
  deliveryTerms: '/leveringsvoorwaarden',
  cookiePolicy: '/cookiebeleid',
  privacy: '/privacyverklaring',
} as const;

export type AppRouteName = keyof typeof appRoutes;
export type ContentRouteName = keyof typeof contentRoutes;
export type RouteName = AppRouteName | ContentRouteName;

/** The section a navigation sets (spec 02 section 2.1, guards). */
export type Section =
  | 'home'
  | 'printstore'
  | 'filestore'
  | 'printorder'
  | 'checkout'
  | 'content'
  /** Our own: the staff's pages (the order desk, Klanten), which are no order flow. */
  | 'staff';

export function sectionOf(name: RouteName): Section {
  if (name.startsWith('printStore')) return 'printstore';
  if (name.startsWith('filestore')) return 'filestore';
  if (name.startsWith('checkOut')) return 'checkout';
  if (name.startsWith('orderDesk') || name.startsWith('staff')) return 'staff';
  if (name in contentRoutes) return 'content';
  if (name === 'home') return 'home';
  // A public page outside every flow, as the content pages are.
  if (name === 'sharedFiles') return 'content';
  return 'printorder';
}

export function isRouteName(value: string): value is RouteName {
  return value in appRoutes || value in contentRoutes;
}

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? CleanParam<Param> | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? CleanParam<Param>
    : never;
type CleanParam<Param extends string> = Param extends `${infer Name}?` ? Name : Param;

type RoutePattern<Name extends RouteName> = Name extends AppRouteName
  ? (typeof appRoutes)[Name]
  : Name extends ContentRouteName
    ? (typeof contentRoutes)[Name]
    : never;

/** Params of a route, e.g. { categoryId } for printStoreCategory; theme is always optional. */
export type RouteParams<Name extends RouteName> = Partial<Record<ParamNames<RoutePattern<Name>>, string>>;

/** The react-router pattern of a route, with the brand slug filled in. */
export function routePattern(name: RouteName, brandSlug: string): string {
  const pattern: string =
    name in appRoutes ? appRoutes[name as AppRouteName] : contentRoutes[name as ContentRouteName];
  return pattern.replaceAll('{brand}', brandSlug);
}

/**
 * Resolves a named route to a concrete path: `pathTo('printStoreCategory', { categoryId: 'x', theme: 'acme' }, 'dd')`
 * -> '/acme/printstore/category/x'. Optional params that are missing are dropped; a missing
 * required param throws, since that is a programming error.
 */
export function pathTo<Name extends RouteName>(
  name: Name,
  params: RouteParams<Name> = {},
  brandSlug = '',
): string {
  const values = params as Record<string, string | undefined>;
  const segments = routePattern(name, brandSlug)
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const optional = segment.endsWith('?');
      if (!segment.startsWith(':')) return [optional ? segment.slice(0, -1) : segment];
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = values[key];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`route ${name} needs parameter ${key}`);
      }
      return [encodeURIComponent(value)];
    });
  return `/${segments.join('/')}`;
}

/**
 * The params of `pathname` when it is a page of the route `name`, else null: what the router
 * matches, for the server, which names a page's files and writes its first answers into the
 * page's HTML (decisions 0111 and 0130). A trailing slash is allowed; a value that is not valid
 * percent-encoding does not match.
 */
export function matchRoute<Name extends AppRouteName>(
  name: Name,
  pathname: string,
): RouteParams<Name> | null {
  const names: string[] = [];
  const source = appRoutes[name]
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      const optional = segment.endsWith('?');
      names.push(segment.slice(1, optional ? -1 : undefined));
      return optional ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  const match = new RegExp(`^${source}/?$`).exec(pathname);
  if (!match) return null;
  const params: Record<string, string> = {};
  try {
    names.forEach((key, index) => {
      const value = match[index + 1];
      if (value !== undefined) params[key] = decodeURIComponent(value);
    });
  } catch {
    return null;
  }
  return params as RouteParams<Name>;
}
