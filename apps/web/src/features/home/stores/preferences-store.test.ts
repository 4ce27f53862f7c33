import { describe, expect, it, vi } from 'vitest';
import {
  createPreferencesStore,
  defaultPreferences,
  PREFERENCES_STORAGE_KEY,
  parsePreferences,
} from './preferences-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('parsePreferences', () => {
  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['not an object', '"ja"'],
    ['null', 'null'],
  ])('%s gives the defaults', (_, raw) => {
    expect(parsePreferences(raw)).toEqual(defaultPreferences);
  });

  it('reads stored flags', () => {
    expect(parsePreferences('{"intros":{"print":false,"scan":true},"showPrintStorePopUp":false}')).toEqual({
      intros: { print: false, scan: true },
      showPrintStorePopUp: false,
    });
  });

  it('replaces a bad field by its default and keeps the rest', () => {
    expect(parsePreferences('{"intros":{"print":"nee"},"showPrintStorePopUp":false}')).toEqual({
      intros: {},
      showPrintStorePopUp: false,
    });
    expect(parsePreferences('{"intros":{"copy":false},"showPrintStorePopUp":7}')).toEqual({
      intros: { copy: false },
      showPrintStorePopUp: true,
    });
  });

  it('drops unknown intro keys and keeps the known ones', () => {
    expect(parsePreferences('{"intros":{"print":false,"elders":false}}').intros).toEqual({ print: false });
  });
});

describe('createPreferencesStore', () => {
  it('stores an intro flag and tells subscribers', () => {
    const storage = memoryStorage();
    const store = createPreferencesStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);

    store.setIntroShown('print', false);

    expect(store.get().intros).toEqual({ print: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.data.get(PREFERENCES_STORAGE_KEY)!)).toEqual({
      intros: { print: false },
      showPrintStorePopUp: true,
    });
  });

  it('reads what an earlier visit stored', () => {
    const storage = memoryStorage({ [PREFERENCES_STORAGE_KEY]: '{"intros":{"copy":false}}' });
    expect(createPreferencesStore(() => storage).get().intros).toEqual({ copy: false });
  });

  it('returns the same object until something changes (for useSyncExternalStore)', () => {
    const store = createPreferencesStore(() => memoryStorage());
    expect(store.get()).toBe(store.get());
  });

  it('keeps working for this page when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createPreferencesStore(() => broken);
    expect(store.get()).toEqual(defaultPreferences);
    store.update((previous) => ({ ...previous, showPrintStorePopUp: false }));
    expect(store.get().showPrintStorePopUp).toBe(false);
  });

  it('reload picks up a change made in another tab', () => {
    const storage = memoryStorage();
    const store = createPreferencesStore(() => storage);
    expect(store.get().intros).toEqual({});
    storage.setItem(PREFERENCES_STORAGE_KEY, '{"intros":{"scan":false}}');
    store.reload();
    expect(store.get().intros).toEqual({ scan: false });
  });
});
