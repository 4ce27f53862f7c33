/**
 * A waiting line shared by several owners (upload sessions), served in turns: first come first
 * served within one owner, one item per owner per round between them. An owner that was just
 * served goes to the back; one that joins (or comes back after its items ran out) goes before
 * every owner already served, as nothing of it was served lately. So however many items one
 * owner queues, another owner's item waits for at most one item of each other owner.
 */
export interface FairLine<T> {
  push(owner: string, item: T): void;
  /**
   * Puts back the rest of an item just served: first among its owner's items (so that one
   * owner's files still finish one after another), with the owner's next turn after the others'.
   */
  resume(owner: string, item: T): void;
  /** The item whose turn it is; undefined when the line is empty. */
  shift(): T | undefined;
  readonly length: number;
}

export function createFairLine<T>(): FairLine<T> {
  const waiting = new Map<string, T[]>();
  /** Owners with items, whose turn comes first at the front. */
  const turns: string[] = [];
  /** The first this many of `turns` joined since they were last served, in the order they came. */
  let unserved = 0;
  let length = 0;

  return {
    push(owner, item) {
      const items = waiting.get(owner);
      if (items) items.push(item);
      else {
        waiting.set(owner, [item]);
        turns.splice(unserved, 0, owner);
        unserved++;
      }
      length++;
    },
    resume(owner, item) {
      const items = waiting.get(owner);
      if (items) items.unshift(item);
      else {
        waiting.set(owner, [item]);
        turns.push(owner);
      }
      length++;
    },
    shift() {
      const owner = turns.shift();
      if (owner === undefined) return undefined;
      if (unserved > 0) unserved--;
      const items = waiting.get(owner)!;
      const item = items.shift()!;
      length--;
      if (items.length > 0) turns.push(owner);
      else waiting.delete(owner);
      return item;
    },
    get length() {
      return length;
    },
  };
}
