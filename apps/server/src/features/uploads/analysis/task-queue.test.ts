import { describe, expect, it } from 'vitest';
import { createTaskQueue, type WorkerRole } from './task-queue';

type Kind = 'inspect' | 'measure' | 'render';
interface NamedTask {
  name: string;
  message: { kind: Kind };
  job: { settled: boolean; owner: string };
}

const KIND_OF: Record<string, Kind> = { i: 'inspect', m: 'measure', r: 'render' };
/** 'r1' is a render, 'm1' a page range, 'i1' an inspection; tasks of one job share `job`. */
const task = (name: string, job = { settled: false, owner: 'sessie-a' }): NamedTask => ({
  name,
  message: { kind: KIND_OF[name[0]!]! },
  job,
});

function queueOf(...tasks: NamedTask[]) {
  const queue = createTaskQueue<NamedTask>();
  for (const added of tasks) queue.add(added);
  return queue;
}

const take = (queue: ReturnType<typeof queueOf>, times: number, role: WorkerRole = 'measurer') =>
  Array.from({ length: times }, () => queue.next(role)?.name ?? null);

describe('task queue', () => {
  it('lets renders and page ranges take turns, a render first', () => {
    const queue = queueOf(task('m1'), task('m2'), task('m3'), task('r1'), task('r2'), task('r3'));
    expect(take(queue, 7)).toEqual(['r1', 'm1', 'r2', 'm2', 'r3', 'm3', null]);
  });

  it('runs one kind on alone, and lets the other go first as soon as it comes', () => {
    const queue = queueOf(task('m1'), task('m2'), task('m3'));
    expect(take(queue, 1)).toEqual(['m1']);
    queue.add(task('r1'));
    queue.add(task('r2'));
    expect(take(queue, 5)).toEqual(['r1', 'm2', 'r2', 'm3', null]);
  });

  it('gives every worker first facts before any page or render', () => {
    const queue = queueOf(task('r1'), task('m1'), task('i1'), task('i2'));
    expect(take(queue, 4)).toEqual(['i1', 'i2', 'r1', 'm1']);
  });

  it('gives an inspector first facts only', () => {
    const queue = queueOf(task('r1'), task('m1'));
    expect(take(queue, 1, 'inspector')).toEqual([null]);
    expect(queue.size()).toBe(2);
    queue.add(task('i1'));
    expect(take(queue, 2, 'inspector')).toEqual(['i1', null]);
    expect(queue.size()).toBe(2);
  });

  it("takes another owner's task next while one owner floods the queue", () => {
    const flood = { settled: false, owner: 'sessie-a' };
    const queue = queueOf(...Array.from({ length: 50 }, (_, i) => task(`m${i + 1}`, flood)));
    expect(take(queue, 2)).toEqual(['m1', 'm2']);
    queue.add(task('mB', { settled: false, owner: 'sessie-b' }));
    queue.add(task('iB', { settled: false, owner: 'sessie-b' }));
    queue.add(task('iA', flood));
    // B's inspection goes before A's, and B's range right after A's current one.
    expect(take(queue, 4)).toEqual(['iB', 'iA', 'mB', 'm3']);
  });

  it('drops the tasks of a job that is already settled', () => {
    const failed = { settled: false, owner: 'sessie-a' };
    const queue = queueOf(task('m1', failed), task('m2', failed), task('m3'), task('i1', failed));
    failed.settled = true;
    expect(queue.size()).toBe(4);
    expect(take(queue, 2)).toEqual(['m3', null]);
    expect(queue.size()).toBe(0);
  });
});
