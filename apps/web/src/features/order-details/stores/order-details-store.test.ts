import { describe, expect, it } from 'vitest';
import { createSessionState } from '../../../lib/session';
import { createOrderDetailsStore, ORDER_DETAILS_STORAGE_KEY } from './order-details-store';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the order details in session storage', () => {
  it('survive a reload: a new store reads what the last one wrote', () => {
    const storage = memoryStorage();
    const first = createOrderDetailsStore(() => storage, createSessionState());
    first.update({ orderType: 'pickUp', letter: 'Bel bij de achterdeur' });
    first.setShop('7d0c8a61-3b7e-4f0a-9a51-5c1e0d000002');

    const afterReload = createOrderDetailsStore(() => storage, createSessionState());
    expect(afterReload.getSnapshot().details.orderType).toBe('pickUp');
    expect(afterReload.getSnapshot().details.letter).toBe('Bel bij de achterdeur');
    expect(afterReload.getSnapshot().shopId).toBe('7d0c8a61-3b7e-4f0a-9a51-5c1e0d000002');
  });

  it('start from the defaults when what is stored is not order details', () => {
    const storage = memoryStorage({
      [ORDER_DETAILS_STORAGE_KEY]: JSON.stringify({ details: { orderType: 'teleport' } }),
    });
    const store = createOrderDetailsStore(() => storage, createSessionState());
    expect(store.getSnapshot().details.orderType).toBe('deliver');
    expect(store.getSnapshot().details.deliveryAddress).toBeNull();

    const broken = createOrderDetailsStore(() => memoryStorage({ [ORDER_DETAILS_STORAGE_KEY]: '{not json' }));
    expect(broken.getSnapshot().details.orderType).toBe('deliver');
  });

  it('are emptied at logout: the addresses in them are the user’s', () => {
    const storage = memoryStorage();
    const session = createSessionState();
    const store = createOrderDetailsStore(() => storage, session);
    store.update({ reference: 'PO-1234', letter: 'Afgeven bij de balie' });
    session.emit('loggedOut', { reason: 'user' });

    expect(store.getSnapshot().details.reference).toBe('');
    const afterReload = createOrderDetailsStore(() => storage, createSessionState());
    expect(afterReload.getSnapshot().details.letter).toBe('');
  });

  it('tell their listeners about each change', () => {
    const store = createOrderDetailsStore(() => memoryStorage(), createSessionState());
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.update((details) => ({ letter: `${details.letter}x` }));
    store.setShop(null); // unchanged: no news
    stop();
    store.update({ letter: 'y' });
    expect(calls).toBe(1);
  });
});
