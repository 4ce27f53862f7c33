import { type AppRouteName, appRoutes } from '@portal/shared/routes';
import { flowStepOfRoute } from '@portal/shared/rules/order-steps';
import { describe, expect, it } from 'vitest';
import { serviceOfRoute } from './service-of-route';

describe('serviceOfRoute', () => {
  it('gives every route of a flow its service', () => {
    expect(serviceOfRoute('printStoreProduct')).toBeNull();
    // Copy, scan, quote and secured orders are built (issue 28): no request page for them.
    expect(serviceOfRoute('copyOrderDeliver')).toBeNull();
    expect(serviceOfRoute('printProductSecuredSAConfirm')).toBeNull();
    // The file store is built (issue 31): its routes reach its pages.
    expect(serviceOfRoute('filestoreTrash')).toBeNull();
    expect(serviceOfRoute('checkOutCart')).toBe('checkout');
    expect(serviceOfRoute('printOrderConfirm')).toBe('printOrder');
  });

  // The print store's routes have their pages in the router (issue 29).
  it('leaves no app route without a page or a service: none is a dead end', () => {
    const without = (Object.keys(appRoutes) as AppRouteName[]).filter(
      (name) => serviceOfRoute(name) === null && flowStepOfRoute(name) === null,
    );
    expect(without).toEqual([
      'home',
      'printStore',
      'printStoreIntro',
      'printStoreSearchResults',
      'printStoreCategory',
      'printStoreCollection',
      'printStoreProduct',
      'printStorePackage',
      'securedOrder',
      'filestoreDashboard',
      'filestoreArchives',
      'filestoreArchive',
      'filestoreFolder',
      'filestoreTrash',
      'filestoreTrashFolder',
      'filestoreSearchResults',
      'orderDesk',
      'orderDeskOrder',
      'staffCustomers',
      'sharedFiles',
    ]);
  });
});
