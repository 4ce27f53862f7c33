import { describe, expect, it } from 'vitest';
import { createOrderAttempts, ORDER_ATTEMPT_STORAGE_KEY } from './order-attempt';

const SESSION = '0b7c6a1e-2f3d-4c5b-9a8e-7d6c5b4a3f21';
const OTHER_SESSION = '9f8e7d6c-5b4a-4392-8d1e-0f1e2d3c4b5a';

/** A storage like the browser's, and a page's store over it; a reload is a new store. */
function page(storage: Storage) {
  let n = 0;
  return createOrderAttempts(
    () => storage,
    () => `key-${++n}-${Math.random()}`,
  );
}

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
    const key = first.keyFor(SESSION);
    expect(first.keyFor(SESSION)).toBe(key);
    expect(page(storage).keyFor(SESSION)).toBe(key);

    first.end();
    expect(storage.getItem(ORDER_ATTEMPT_STORAGE_KEY)).toBeNull();
    expect(first.keyFor(SESSION)).not.toBe(key);
  });

  it('starts a new attempt for another cart (another upload session)', () => {
    const attempts = page(memoryStorage());
    const key = attempts.keyFor(SESSION);
    expect(attempts.keyFor(OTHER_SESSION)).not.toBe(key);
  });

  it('keeps the key for the page when the storage refuses to write, and ignores a damaged entry', () => {
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as Storage;
    const attempts = page(refusing);
    const key = attempts.keyFor(SESSION);
    expect(attempts.keyFor(SESSION)).toBe(key);

    const damaged = memoryStorage();
    damaged.setItem(ORDER_ATTEMPT_STORAGE_KEY, '{"key":');
    expect(page(damaged).keyFor(SESSION)).toMatch(/^key-1-/);
  });
});
