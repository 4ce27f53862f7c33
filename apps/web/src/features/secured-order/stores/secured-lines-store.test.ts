import type { ProductTemplate } from '@portal/shared/schemas/secured';
import { describe, expect, it, vi } from 'vitest';
import { createSecuredLinesStore, linesOf, SECURED_LINES_STORAGE_KEY } from './secured-lines-store';

const SESSION = '00000000-0000-4000-8000-000000000501';
const OTHER_SESSION = '00000000-0000-4000-8000-000000000502';

const template: ProductTemplate = {
  id: 'documenten',
  title: 'Vertrouwelijke documenten',
  description: '',
  specs: [
    { type: 'slider', title: 'Formaat', align: 'left', options: ['A5', 'A4', 'A3'], default: 'A4' },
    {
      type: 'option',
      title: 'Afwerking',
      align: 'right',
      options: [
        { name: 'Geen', submenus: [] },
        {
          name: 'Nieten',
          submenus: [
            { title: 'Positie', options: ['Links boven', 'Links (2 nietjes)'], default: 'Links boven' },
          ],
        },
      ],
      default: 'Geen',
    },
  ],
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => items.delete(key),
    setItem: (key, value) => items.set(key, value),
  };
}

function setup(storage = memoryStorage()) {
  let onLogout: (() => void) | undefined;
  const sessionState = {
    on: vi.fn((type: string, listener: () => void) => {
      if (type === 'loggedOut') onLogout = listener;
      return () => {};
    }),
  };
  const store = createSecuredLinesStore(() => storage, sessionState as never);
  return { store, storage, logOut: () => onLogout?.() };
}

describe('the secured order’s assignments', () => {
  it('are kept in session storage, so a reload reads them back', () => {
    const { store, storage } = setup();
    store.chooseTemplate(SESSION, ['a', 'b'], template);
    store.setQuantity(SESSION, 'b', 3);
    const reloaded = createSecuredLinesStore(() => storage, { on: () => () => {} } as never);
    expect(linesOf(reloaded.getSnapshot(), SESSION, ['a', 'b'], [template])).toEqual([
      {
        fileId: 'a',
        templateId: 'documenten',
        choices: [
          { spec: 'Formaat', option: 'A4', submenus: [] },
          { spec: 'Afwerking', option: 'Geen', submenus: [] },
        ],
        quantity: 1,
      },
      { fileId: 'b', templateId: 'documenten', choices: expect.any(Array), quantity: 3 },
    ]);
  });

  it('let go of files the session no longer has, and are not another session’s', () => {
    const { store } = setup();
    store.chooseTemplate(SESSION, ['a', 'b'], template);
    store.keepOnly(SESSION, ['b']);
    expect(Object.keys(store.getSnapshot().files)).toEqual(['b']);
    expect(linesOf(store.getSnapshot(), OTHER_SESSION, ['b'], [template])).toEqual([
      { fileId: 'b', templateId: null, choices: [], quantity: 1 },
    ]);
    // The first assignment in a new session starts that session's list.
    store.setQuantity(OTHER_SESSION, 'c', 2);
    expect(store.getSnapshot()).toEqual({ sessionId: OTHER_SESSION, files: { c: expect.any(Object) } });
  });

  it('read a product no longer offered as none, and choices that no longer fit as the defaults', () => {
    const { store } = setup();
    store.chooseTemplate(SESSION, ['a'], template);
    store.chooseOption(SESSION, ['a'], template, 'Afwerking', 'Nieten');
    const changed: ProductTemplate = {
      ...template,
      specs: [template.specs[0]!, { ...template.specs[1]!, title: 'Nabewerking' }],
    };
    expect(linesOf(store.getSnapshot(), SESSION, ['a'], [changed])[0]!.choices).toEqual([
      { spec: 'Formaat', option: 'A4', submenus: [] },
      { spec: 'Nabewerking', option: 'Geen', submenus: [] },
    ]);
    expect(linesOf(store.getSnapshot(), SESSION, ['a'], [])[0]).toMatchObject({ templateId: null });
    // While the products load, what was chosen is what is kept.
    expect(linesOf(store.getSnapshot(), SESSION, ['a'], undefined)[0]!.choices[1]).toEqual({
      spec: 'Afwerking',
      option: 'Nieten',
      submenus: [{ title: 'Positie', option: 'Links boven' }],
    });
  });

  it('forget a tampered entry, and empty at logout', () => {
    const storage = memoryStorage();
    storage.setItem(
      SECURED_LINES_STORAGE_KEY,
      JSON.stringify({ sessionId: SESSION, files: { a: { quantity: -4 } } }),
    );
    const { store, logOut } = setup(storage);
    expect(store.getSnapshot()).toEqual({ sessionId: null, files: {} });
    store.chooseTemplate(SESSION, ['a'], template);
    logOut();
    expect(store.getSnapshot()).toEqual({ sessionId: null, files: {} });
    expect(JSON.parse(storage.getItem(SECURED_LINES_STORAGE_KEY)!)).toEqual({ sessionId: null, files: {} });
  });
});
