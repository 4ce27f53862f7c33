import {
  type AppRouteName,
  appRoutes,
  type ContentRouteName,
  contentRoutes,
  type RouteName,
  routePattern,
  sectionOf,
} from '@portal/shared/routes';
import { flowStepOfRoute } from '@portal/shared/rules/order-steps';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { serviceOfRoute } from '../features/contact/utils/service-of-route';
import { themeQueryKey } from '../features/themes/api/get-theme';
import { resolveThemeName } from '../features/themes/utils/theme-name';
import { queryClient } from '../lib/query-client';
import { session } from '../lib/session';
import { ErrorPage } from './error-page';
import { orderFlowPage } from './order-flow-entry';
import { flowEntryRoutes, flowModules } from './order-flows/flow-modules';
import { Shell } from './shell';

type LazyRoute = () => Promise<{ Component: ComponentType }>;
type FilestoreRoute = Extract<AppRouteName, `filestore${string}`>;

/**
 * Every page is its own chunk, loaded when its route is first visited: the home page's
 * initial JavaScript carries only the shell (scripts/check-bundle-budget.mjs keeps it small).
 */
const home: LazyRoute = () => import('./routes/home').then((module) => ({ Component: module.HomeRoute }));
const contact: LazyRoute = () =>
  import('./routes/contact').then((module) => ({ Component: module.ContactRoute }));
const apiDocs: LazyRoute = () =>
  import('./routes/api-docs').then((module) => ({ Component: module.ApiDocsRoute }));
const content: LazyRoute = () =>
  import('./routes/content').then((module) => ({ Component: module.ContentRoute }));

function contentPage(name: ContentRouteName): LazyRoute {
  if (name === 'contact') return contact;
  if (name === 'api') return apiDocs;
  return content;
}

/**
 * Order flows that arrive in later issues: their routes exist now and each leads to a request
 * for its service, which reaches the provider's staff.
 */
function serviceRequest(name: RouteName): LazyRoute {
  const service = serviceOfRoute(name);
  if (!service) return notFound;
  return () =>
    import('./routes/service-request').then(({ ServiceRequestRoute }) => ({
      Component: () => <ServiceRequestRoute service={service} />,
    }));
}
const productOrder: LazyRoute = () =>
  import('./routes/product-order').then((module) => ({ Component: module.ProductOrderRoute }));
const printOrder: LazyRoute = orderFlowPage(() =>
  import('./routes/print-order').then((module) => ({ Component: module.PrintOrderRoute })),
);
const printOrderDeliver: LazyRoute = orderFlowPage(() =>
  import('./routes/order-steps').then((module) => ({ Component: module.PrintOrderDeliverRoute })),
);
const printOrderInvoice: LazyRoute = orderFlowPage(() =>
  import('./routes/order-steps').then((module) => ({ Component: module.PrintOrderInvoiceRoute })),
);
const printOrderConfirm: LazyRoute = orderFlowPage(() =>
  import('./routes/order-steps').then((module) => ({ Component: module.PrintOrderConfirmRoute })),
);
const orderDesk: LazyRoute = () =>
  import('./routes/order-desk').then((module) => ({ Component: module.OrderDeskRoute }));
const orderDeskOrder: LazyRoute = () =>
  import('./routes/order-desk').then((module) => ({ Component: module.OrderDeskOrderRoute }));
const staffCustomers: LazyRoute = () =>
  import('./routes/staff-customers').then((module) => ({ Component: module.StaffCustomersRoute }));
/** The print store's pages (issue 29), each its own chunk, reached through one small module. */
const printStorePage =
  (name: AppRouteName): LazyRoute =>
  () =>
    import('./routes/print-store-pages').then((module) => module.loadPrintStorePage(name));
/** The file store's pages (issue 31), one chunk behind its login guard. */
const filestorePage =
  (name: AppRouteName): LazyRoute =>
  () =>
    import('./routes/filestore').then((module) => ({
      Component: module.filestorePages[name as FilestoreRoute],
    }));
/** The recipient's page of a shared-files link (issue 31 point 6). */
const sharedFiles: LazyRoute = () =>
  import('./routes/shared-files').then((module) => ({ Component: module.SharedFilesRoute }));
const notFound: LazyRoute = () =>
  import('./fallback-pages').then((module) => ({ Component: module.NotFoundPage }));

/**
 * A step of a flow other than the print order, or a route into one: its flow's module names the
 * page (decisions 0071 and 0094).
 */
function flowPage(name: AppRouteName): LazyRoute | null {
  const flow = flowStepOfRoute(name)?.flow ?? flowEntryRoutes[name];
  if (!flow || flow === 'print') return null;
  const load = flowModules[flow];
  const fallback = serviceRequest(name);
  return orderFlowPage(async () => {
    const Component = (await load()).routes[name];
    return Component ? { Component } : fallback();
  });
}

/** The built pages by name; the rest lead to their service's request page. */
function appPage(name: AppRouteName): LazyRoute {
  const ofFlow = flowPage(name);
  if (ofFlow) return ofFlow;
  if (name === 'home') return home;
  if (name === 'productOrder') return productOrder;
  if (name === 'printOrder') return printOrder;
  if (name === 'printOrderDeliver') return printOrderDeliver;
  if (name === 'printOrderInvoice') return printOrderInvoice;
  if (name === 'printOrderConfirm') return printOrderConfirm;
  if (name === 'orderDesk') return orderDesk;
  if (name === 'orderDeskOrder') return orderDeskOrder;
  if (name === 'staffCustomers') return staffCustomers;
  if (name === 'sharedFiles') return sharedFiles;
  if (sectionOf(name) === 'printstore') return printStorePage(name);
  if (sectionOf(name) === 'filestore') return filestorePage(name);
  return serviceRequest(name);
}

/** The theme's name where start-up knows it already (a visitor's page): the data's queries carry it. */
function knownThemeName(routeTheme: string | undefined): string | undefined {
  return queryClient.getQueryData<ThemeResponse>(themeQueryKey(resolveThemeName(routeTheme)))?.name;
}

/**
 * For the pages a visitor opens from outside (the print store, the product order screen's prices):
 * their data asked for while their chunks load, not after the first render (issue 29, Lighthouse
 * on a phone: a round trip or more before the largest paint). The loader returns at once, so the
 * page never waits for it; the page's own query finds the answer on its way or in the cache.
 */
function prefetchOf(name: AppRouteName): LoaderFunction | undefined {
  if (sectionOf(name) === 'printstore')
    return ({ params }) => {
      const theme = knownThemeName(params.theme);
      if (theme)
        void import('./routes/print-store-pages').then((module) =>
          module.prefetchPrintStorePage(name, params, theme),
        );
      return null;
    };
  // A visitor's price list; a customer's catalogue is theirs and waits for the screen, as before.
  if (name === 'productOrder')
    return ({ params }) => {
      const theme = knownThemeName(params.theme);
      if (theme && !session.getSnapshot().loggedIn)
        void import('../features/product-order/api/catalogue').then((module) =>
          queryClient.prefetchQuery(module.catalogueQueryOptions(null, theme)),
        );
      return null;
    };
  return undefined;
}

/** Every route of both specification documents, named, under one shell. */
export function createRoutes(brandSlug: string): RouteObject[] {
  // Content pages have no theme segment of their own, but a customer's portal may link them
  // under its name (/gemeente-rivierstad/contact): that address works too and keeps the theme.
  const contentPages = (Object.keys(contentRoutes) as ContentRouteName[]).flatMap((name) =>
    [routePattern(name, brandSlug), `/:theme${routePattern(name, brandSlug)}`].map((path) => ({
      path,
      lazy: contentPage(name),
      handle: { name },
    })),
  );
  const appPages = (Object.keys(appRoutes) as AppRouteName[]).map((name) => ({
    path: routePattern(name, brandSlug),
    lazy: appPage(name),
    loader: prefetchOf(name),
    handle: { name },
  }));
  return [
    {
      element: <Shell />,
      errorElement: <ErrorPage />,
      // Nothing while the first page's chunk loads (a moment); then the shell and the page together.
      HydrateFallback: () => null,
      children: [...contentPages, ...appPages, { path: '*', lazy: notFound }],
    },
  ];
}

export function createRouter(brandSlug: string) {
  return createBrowserRouter(createRoutes(brandSlug));
}
