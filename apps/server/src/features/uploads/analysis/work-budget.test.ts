import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWorkBudget } from './work-budget';

describe('work budget', () => {
  let spent: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    spent = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const budgetOf = (limitMs: number) => createWorkBudget({ limitMs, onSpent: spent, now: () => Date.now() });

  it('counts worker time only while a task runs: waiting in the queue costs nothing', () => {
    const budget = budgetOf(1000);
    vi.advanceTimersByTime(5000);
    budget.taskStarted();
    vi.advanceTimersByTime(400);
    budget.taskEnded();
    vi.advanceTimersByTime(5000);
    expect(budget.spentMs()).toBe(400);
    expect(spent).not.toHaveBeenCalled();
  });

  it('rings once, as soon as the tasks have used it up, two workers twice as fast', () => {
    const budget = budgetOf(1000);
    budget.taskStarted();
    vi.advanceTimersByTime(200);
    budget.taskStarted();
    // 200 ms of one worker, then 800 ms left for two: 400 ms.
    vi.advanceTimersByTime(399);
    expect(spent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(spent).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(spent).toHaveBeenCalledTimes(1);
  });

  it('never rings once the file is settled', () => {
    const budget = budgetOf(100);
    budget.taskStarted();
    budget.close();
    vi.advanceTimersByTime(1000);
    expect(spent).not.toHaveBeenCalled();
  });
});
