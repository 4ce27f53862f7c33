import { describe, expect, it } from 'vitest';
import { createFlowDrafts, FLOW_DRAFTS_STORAGE_KEY } from './flow-drafts';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as unknown as Storage;
};

describe('the drafts of copy, scan and quote orders', () => {
  it('keep one id per flow until it is ordered, across a reload', () => {
    const storage = memoryStorage();
    let n = 0;
    const drafts = createFlowDrafts(
      () => storage,
      () => `id-${++n}`,
    );
    expect(drafts.idOf('copy')).toBe('id-1');
    expect(drafts.idOf('copy')).toBe('id-1');
    expect(drafts.idOf('quote')).toBe('id-2');
    // A reload reads them back.
    const reloaded = createFlowDrafts(
      () => storage,
      () => 'never',
    );
    expect(reloaded.idOf('copy')).toBe('id-1');
    reloaded.end('copy');
    expect(reloaded.idOf('quote')).toBe('id-2');
    expect(
      createFlowDrafts(
        () => storage,
        () => 'id-3',
      ).idOf('copy'),
    ).toBe('id-3');
  });

  it('reads a tampered entry as no drafts', () => {
    const storage = memoryStorage();
    storage.setItem(FLOW_DRAFTS_STORAGE_KEY, '{"copy": 42, "scan": "s"}');
    const drafts = createFlowDrafts(
      () => storage,
      () => 'new',
    );
    expect(drafts.idOf('copy')).toBe('new');
    expect(drafts.idOf('scan')).toBe('s');
  });
});
