import type { User } from '@portal/shared/schemas/account';
import { describe, expect, it } from 'vitest';
import { createSessionState } from '../../../lib/session';
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
    storage.setItem(FLOW_DRAFTS_STORAGE_KEY, '{"owner": null, "value": {"copy": 42, "scan": "s"}}');
    const drafts = createFlowDrafts(
      () => storage,
      () => 'new',
      createSessionState(),
    );
    expect(drafts.idOf('copy')).toBe('new');
    expect(drafts.idOf('scan')).toBe('s');
    storage.setItem(FLOW_DRAFTS_STORAGE_KEY, '{"copy": "of an older page"}');
    expect(drafts.idOf('copy')).toBe('new');
  });

  it('belong to the user who made them, and are forgotten at logout', () => {
    const storage = memoryStorage();
    const session = createSessionState();
    session.setUser({ uid: 'anna' } as User);
    let n = 0;
    const drafts = createFlowDrafts(
      () => storage,
      () => `id-${++n}`,
      session,
    );
    expect(drafts.idOf('quote')).toBe('id-1');
    session.setUser({ uid: 'bram' } as User);
    expect(drafts.idOf('quote')).toBe('id-2');
    session.emit('loggedOut', { reason: 'expired' });
    expect(storage.getItem(FLOW_DRAFTS_STORAGE_KEY)).toBeNull();
    session.setUser({ uid: 'bram' } as User);
    expect(drafts.idOf('quote')).toBe('id-3');
  });
});
