import { type AppRouteName, appRoutes } from '@portal/shared/routes';
import { describe, expect, it } from 'vitest';
import { serviceOfRoute } from './service-of-route';

describe('serviceOfRoute', () => {
  it('gives every route of a flow its service', () => {
    expect(serviceOfRoute('printStoreProduct')).toBe('printStore');
    expect(serviceOfRoute('copyOrderDeliver')).toBe('copy');
    expect(serviceOfRoute('scanOrderPickUp')).toBe('scan');
    expect(serviceOfRoute('quoteOrderDescription')).toBe('quote');
    expect(serviceOfRoute('printProductSecuredSAConfirm')).toBe('securedPrint');
    expect(serviceOfRoute('filestoreTrash')).toBe('fileStore');
    expect(serviceOfRoute('checkOutCart')).toBe('checkout');
    expect(serviceOfRoute('printOrderConfirm')).toBe('printOrder');
  });

  it('leaves no app route but home and the order desk (built pages) without a service: none is a dead end', () => {
    const without = (Object.keys(appRoutes) as AppRouteName[]).filter(
      (name) => serviceOfRoute(name) === null,
    );
    expect(without).toEqual(['home', 'orderDesk', 'orderDeskOrder']);
  });
});
