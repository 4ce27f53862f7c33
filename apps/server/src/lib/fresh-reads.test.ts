import { describe, expect, it } from 'vitest';
import { sharedFreshReads } from './fresh-reads';

/** A read whose answers the test releases one by one; it counts the reads started. */
function controlledRead() {
  const pending: ((value: number) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve, reject) => {
      started += 1;
      pending.push(resolve);
      failures.push(reject);
    });
  return {
    read,
    started: () => started,
    answer: async (value: number) => {
      pending.shift()?.(value);
      failures.shift();
      await new Promise((resolve) => setImmediate(resolve));
    },
    fail: async (error: Error) => {
      pending.shift();
      failures.shift()?.(error);
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('shared fresh reads', () => {
  it('lets callers who arrive while a read runs share the next read, not the running one', async () => {
    const source = controlledRead();
    const version = sharedFreshReads(source.read);
    const first = version();
    await Promise.resolve();
    expect(source.started()).toBe(1);
    const second = version();
    const third = version();
    expect(source.started()).toBe(1);
    // The running read began before the second and third asked: they wait for a new one.
    await source.answer(1);
    expect(await first).toBe(1);
    expect(source.started()).toBe(2);
    await source.answer(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it("with gather 'turn', lets every caller of one turn of the event loop share the read that begins after it", async () => {
    const source = controlledRead();
    const version = sharedFreshReads(source.read, { gather: 'turn' });
    const first = version();
    // A later callback of the same turn (another request parsed from another socket).
    await Promise.resolve();
    const second = version();
    expect(source.started()).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.started()).toBe(1);
    await source.answer(3);
    expect(await Promise.all([first, second])).toEqual([3, 3]);
    expect(source.started()).toBe(1);
  });

  it('lets the callers of one synchronous run share the read that begins right after them', async () => {
    const source = controlledRead();
    const version = sharedFreshReads(source.read);
    const together = [version(), version(), version()];
    expect(source.started()).toBe(0);
    await Promise.resolve();
    expect(source.started()).toBe(1);
    await source.answer(7);
    expect(await Promise.all(together)).toEqual([7, 7, 7]);
    expect(source.started()).toBe(1);
  });

  it('starts a new read for a caller who arrives when none runs', async () => {
    const source = controlledRead();
    const version = sharedFreshReads(source.read);
    const first = version();
    await Promise.resolve();
    await source.answer(1);
    expect(await first).toBe(1);
    const later = version();
    await Promise.resolve();
    expect(source.started()).toBe(2);
    await source.answer(5);
    expect(await later).toBe(5);
  });

  it('gives a failed read to its own callers only; the next callers read again', async () => {
    const source = controlledRead();
    const version = sharedFreshReads(source.read);
    const first = version();
    await Promise.resolve();
    const waiting = version();
    const failed = expect(first).rejects.toThrow('database gone');
    await source.fail(new Error('database gone'));
    await failed;
    expect(source.started()).toBe(2);
    await source.answer(3);
    expect(await waiting).toBe(3);
  });
});
