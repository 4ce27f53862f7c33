import { describe, expect, it } from 'vitest';
import { batchedWrites } from './batched-writes';

type Item = { key: string; value: number };

/** A store whose statements the test lets commit one by one; it records what each one held. */
function controlledStore(refuse: (item: Item) => boolean = () => false) {
  const statements: Item[][] = [];
  const commits: (() => void)[] = [];
  const writeAll = (items: Item[]) =>
    new Promise<string[]>((resolve, reject) => {
      statements.push(items);
      commits.push(() =>
        items.some(refuse)
          ? reject(new Error('refused'))
          : resolve(items.map((item) => `${item.key}=${item.value}`)),
      );
    });
  return {
    writeAll,
    statements,
    /** Commits the oldest open statement and lets its callers and the next statement run. */
    async commit() {
      commits.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

const item = (key: string, value = 1): Item => ({ key, value });

describe('batchedWrites', () => {
  it('writes a lone write at once, and the writes that arrive meanwhile together in the next statement', async () => {
    const store = controlledStore();
    const write = batchedWrites({ writeAll: store.writeAll, keyOf: (it: Item) => it.key, maxBatch: 10 });
    const first = write(item('a'));
    expect(store.statements).toEqual([[item('a')]]);
    const others = [write(item('b')), write(item('c')), write(item('d'))];
    expect(store.statements).toHaveLength(1);
    await store.commit();
    expect(await first).toBe('a=1');
    expect(store.statements[1]).toEqual([item('b'), item('c'), item('d')]);
    await store.commit();
    expect(await Promise.all(others)).toEqual(['b=1', 'c=1', 'd=1']);
  });

  it('never puts two writes of one key in one statement, and keeps their order', async () => {
    const store = controlledStore();
    const write = batchedWrites({ writeAll: store.writeAll, keyOf: (it: Item) => it.key, maxBatch: 10 });
    const results = [write(item('a', 1)), write(item('a', 2)), write(item('b', 1)), write(item('a', 3))];
    await store.commit();
    await store.commit();
    await store.commit();
    expect(store.statements).toEqual([[item('a', 1)], [item('a', 2), item('b', 1)], [item('a', 3)]]);
    expect(await Promise.all(results)).toEqual(['a=1', 'a=2', 'b=1', 'a=3']);
  });

  it('carries at most maxBatch writes a statement', async () => {
    const store = controlledStore();
    const write = batchedWrites({ writeAll: store.writeAll, keyOf: (it: Item) => it.key, maxBatch: 2 });
    const results = ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => write(item(key)));
    for (let commit = 0; commit < 4; commit += 1) await store.commit();
    expect(store.statements.map((statement) => statement.map((it) => it.key))).toEqual([
      ['a'],
      ['b', 'c'],
      ['d', 'e'],
      ['f'],
    ]);
    expect(await Promise.all(results)).toHaveLength(6);
  });

  it('fails only the bad write of a refused statement, and writes the others', async () => {
    const store = controlledStore((it) => it.key === 'bad');
    const write = batchedWrites({ writeAll: store.writeAll, keyOf: (it: Item) => it.key, maxBatch: 10 });
    const first = write(item('a'));
    const together = [write(item('b')), write(item('bad')), write(item('c'))].map((pending) =>
      pending.then(
        (value) => ({ value }),
        (error: Error) => ({ error: error.message }),
      ),
    );
    await store.commit();
    await first;
    // The shared statement fails; each of its writes is tried alone.
    await store.commit();
    await store.commit();
    await store.commit();
    await store.commit();
    expect(await Promise.all(together)).toEqual([{ value: 'b=1' }, { error: 'refused' }, { value: 'c=1' }]);
    expect(store.statements.slice(2)).toEqual([[item('b')], [item('bad')], [item('c')]]);
  });

  it('goes on writing after a failure', async () => {
    const store = controlledStore((it) => it.key === 'bad');
    const write = batchedWrites({ writeAll: store.writeAll, keyOf: (it: Item) => it.key, maxBatch: 10 });
    const bad = write(item('bad')).catch((error: Error) => error.message);
    await store.commit();
    expect(await bad).toBe('refused');
    const next = write(item('a'));
    await store.commit();
    expect(await next).toBe('a=1');
  });
});
