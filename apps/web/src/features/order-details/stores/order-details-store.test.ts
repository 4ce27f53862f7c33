import { describe, expect, it } from 'vitest';
import { createSessionState } from '../../../lib/session';
import { testShop, uuid } from '../../../testing/placed-orders';
import { orderAddressOfShop } from '../utils/order-address';
import { shopQuestionKey } from '../utils/shop-question';
import { createOrderDetailsStore, ORDER_DETAILS_STORAGE_KEY } from './order-details-store';

const utrecht = testShop();
const rotterdam = testShop({ id: uuid(501), company: 'Drukwerk Direct Rotterdam', city: 'Rotterdam' });

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
    first.choosePickUpShop(rotterdam);

    const afterReload = createOrderDetailsStore(() => storage, createSessionState());
    expect(afterReload.getSnapshot()).toEqual(first.getSnapshot());
    expect(afterReload.getSnapshot().details).toMatchObject({
      orderType: 'pickUp',
      letter: 'Bel bij de achterdeur',
      pickUpAddress: { id: rotterdam.id, city: 'Rotterdam' },
    });
    expect(afterReload.getSnapshot().shopId).toBe(rotterdam.id);
  });

  it('keep the shop with the lookup question it answers; an entry without one is asked again', () => {
    const storage = memoryStorage();
    const first = createOrderDetailsStore(() => storage, createSessionState());
    const question = shopQuestionKey(first.getSnapshot().details);
    first.takeLookedUpShop(question, utrecht);
    expect(createOrderDetailsStore(() => storage, createSessionState()).getSnapshot()).toMatchObject({
      shopId: utrecht.id,
      shopFor: question,
    });

    const older = memoryStorage({
      [ORDER_DETAILS_STORAGE_KEY]: JSON.stringify({ details: {}, shopId: utrecht.id }),
    });
    expect(createOrderDetailsStore(() => older, createSessionState()).getSnapshot()).toMatchObject({
      shopId: utrecht.id,
      shopFor: null,
    });
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
    store.takeLookedUpShop('another question', utrecht); // dropped: no news
    stop();
    store.update({ letter: 'y' });
    expect(calls).toBe(1);
  });
});

describe("the lookup's answer", () => {
  const store = () => createOrderDetailsStore(() => memoryStorage(), createSessionState());

  it('is taken only while the details still ask its question', () => {
    const details = store();
    const before = shopQuestionKey(details.getSnapshot().details);
    details.update({ deliveryAddress: orderAddressOfShop(rotterdam) });
    details.takeLookedUpShop(before, utrecht);
    expect(details.getSnapshot()).toMatchObject({ shopId: null, shopFor: null });

    const now = shopQuestionKey(details.getSnapshot().details);
    details.takeLookedUpShop(now, rotterdam);
    expect(details.getSnapshot()).toMatchObject({ shopId: rotterdam.id, shopFor: now });
  });

  it('becomes the pickup shop only while none is chosen', () => {
    const details = store();
    details.update({ orderType: 'pickUp' });
    const question = shopQuestionKey(details.getSnapshot().details);
    details.takeLookedUpShop(question, utrecht);
    expect(details.getSnapshot().details.pickUpAddress?.id).toBe(utrecht.id);
    expect(details.getSnapshot().shopId).toBe(utrecht.id);

    details.choosePickUpShop(rotterdam);
    details.takeLookedUpShop(question, utrecht);
    expect(details.getSnapshot().details.pickUpAddress?.id).toBe(rotterdam.id);
    expect(details.getSnapshot().shopId).toBe(rotterdam.id);
  });

  it('is asked again for a kept shop the provider no longer has', () => {
    const details = store();
    details.update({ orderType: 'pickUp' });
    details.choosePickUpShop(rotterdam);
    details.forgetShop(utrecht.id); // not the kept one: nothing changes
    expect(details.getSnapshot().details.pickUpAddress?.id).toBe(rotterdam.id);

    details.forgetShop(rotterdam.id);
    expect(details.getSnapshot()).toMatchObject({ shopId: null, shopFor: null });
    expect(details.getSnapshot().details.pickUpAddress).toBeNull();
  });
});
