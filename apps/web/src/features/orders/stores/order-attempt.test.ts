import type { User } from '@portal/shared/schemas/account';
import { describe, expect, it } from 'vitest';
import { createSessionState } from '../../../lib/session';
import { createOrderAttempts, ORDER_ATTEMPT_STORAGE_KEY } from './order-attempt';

const SESSION = '0b7c6a1e-2f3d-4c5b-9a8e-7d6c5b4a3f21';
const OTHER_SESSION = '9f8e7d6c-5b4a-4392-8d1e-0f1e2d3c4b5a';

/** A storage like the browser's, and a page's store over it; a reload is a new store. */
function page(storage: Storage, owner = createSessionState()) {
  let n = 0;
  return createOrderAttempts(
    () => storage,
    () => `key-${++n}-${Math.random()}`,
    owner,
  );
}

const userOf = (uid: string) => ({ uid }) as User;

function memoryStorage(): Storage {
  const items = new Map<string, string>();
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

describe('the Idempotency-Key of an attempt to order', () => {
  it('is the same for every retry of the attempt, also after a reload, until the attempt ends', () => {
    const storage = memoryStorage();
    const first = page(storage);
    const key = first.keyFor('print', SESSION);
    expect(first.keyFor('print', SESSION)).toBe(key);
    expect(page(storage).keyFor('print', SESSION)).toBe(key);

    first.end('print');
    expect(storage.getItem(ORDER_ATTEMPT_STORAGE_KEY)).toBeNull();
    expect(first.keyFor('print', SESSION)).not.toBe(key);
  });

  it('starts a new attempt for another cart (another upload session)', () => {
    const attempts = page(memoryStorage());
    const key = attempts.keyFor('print', SESSION);
    expect(attempts.keyFor('print', OTHER_SESSION)).not.toBe(key);
  });

  it('keeps the key for the page when the storage refuses to write, and ignores a damaged entry', () => {
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as Storage;
    const attempts = page(refusing);
    const key = attempts.keyFor('print', SESSION);
    expect(attempts.keyFor('print', SESSION)).toBe(key);

    const damaged = memoryStorage();
    damaged.setItem(ORDER_ATTEMPT_STORAGE_KEY, '{"key":');
    expect(page(damaged).keyFor('print', SESSION)).toMatch(/^key-1-/);
  });

  it('is one per flow: a secured order of the same upload session never gets the print order’s key', () => {
    const storage = memoryStorage();
    const attempts = page(storage);
    const printKey = attempts.keyFor('print', SESSION);
    const securedKey = attempts.keyFor('secured', SESSION);
    expect(securedKey).not.toBe(printKey);
    expect(attempts.keyFor('print', SESSION)).toBe(printKey);
    attempts.end('secured');
    expect(page(storage).keyFor('print', SESSION)).toBe(printKey);
  });

  it('belongs to the user who made it, and is forgotten at logout', () => {
    const storage = memoryStorage();
    const session = createSessionState();
    session.setUser(userOf('anna'));
    const key = page(storage, session).keyFor('print', SESSION);
    // Another user in this tab (a login that replaced Anna's) starts an attempt of their own.
    session.setUser(userOf('bram'));
    const reloaded = page(storage, session);
    expect(reloaded.keyFor('print', SESSION)).not.toBe(key);

    session.emit('loggedOut', { reason: 'user' });
    expect(storage.getItem(ORDER_ATTEMPT_STORAGE_KEY)).toBeNull();
    session.setUser(userOf('anna'));
    expect(page(storage, session).keyFor('print', SESSION)).not.toBe(key);
  });
});
