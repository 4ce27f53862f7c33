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
      await turns(2);
    },
  };
}

const item = (key: string, value = 1): Item => ({ key, value });

/** Lets the event loop turn: the writer waits one turn before each statement. */
async function turns(count = 1) {
  for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('batchedWrites', () => {
  it('writes the writes of one turn together, and those that arrive meanwhile in the next statement', async () => {
    const store = controlledStore();
    const write = batchedWrites({ writeAll: store.writeAll, keyOf: (it: Item) => it.key, maxBatch: 10 });
    const first = write(item('a'));
    const sameTurn = write(item('z'));
    expect(store.statements).toEqual([]);
    await turns();
    expect(store.statements).toEqual([[item('a'), item('z')]]);
    const others = [write(item('b')), write(item('c')), write(item('d'))];
    expect(store.statements).toHaveLength(1);
    await store.commit();
    expect(await Promise.all([first, sameTurn])).toEqual(['a=1', 'z=1']);
    expect(store.statements[1]).toEqual([item('b'), item('c'), item('d')]);
    await store.commit();
    expect(await Promise.all(others)).toEqual(['b=1', 'c=1', 'd=1']);
  });

  it('never puts two writes of one key in one statement, and keeps their order', async () => {
    const store = controlledStore();
    const write = batchedWrites({ writeAll: store.writeAll, keyOf: (it: Item) => it.key, maxBatch: 10 });
    const results = [write(item('a', 1)), write(item('a', 2)), write(item('b', 1)), write(item('a', 3))];
    await turns();
    await store.commit();
    await store.commit();
    await store.commit();
    expect(store.statements).toEqual([[item('a', 1), item('b', 1)], [item('a', 2)], [item('a', 3)]]);
    expect(await Promise.all(results)).toEqual(['a=1', 'a=2', 'b=1', 'a=3']);
  });

  it('carries at most maxBatch writes a statement', async () => {
    const store = controlledStore();
    const write = batchedWrites({ writeAll: store.writeAll, keyOf: (it: Item) => it.key, maxBatch: 2 });
    const results = ['a', 'b', 'c', 'd', 'e'].map((key) => write(item(key)));
    await turns();
    for (let commit = 0; commit < 3; commit += 1) await store.commit();
    expect(store.statements.map((statement) => statement.map((it) => it.key))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e'],
    ]);
    expect(await Promise.all(results)).toEqual(['a=1', 'b=1', 'c=1', 'd=1', 'e=1']);
  });

  it('fails only the bad write of a refused statement, and writes the others', async () => {
    const store = controlledStore((it) => it.key === 'bad');
    const write = batchedWrites({ writeAll: store.writeAll, keyOf: (it: Item) => it.key, maxBatch: 10 });
    const first = write(item('a'));
    await turns();
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
    await turns();
    await store.commit();
    expect(await bad).toBe('refused');
    const next = write(item('a'));
    await turns();
    await store.commit();
    expect(await next).toBe('a=1');
  });
});
