/**
 * Writes that arrive while one is under way go to the database together in the next statement,
 * as a database's group commit does: with 50 customers quoting at once, a few statements and
 * commits a round trip instead of one each (issue 11's target), and no more than a turn of the
 * event loop's wait for a write that arrives alone. Each caller still gets its own row, once the statement holding it has
 * committed.
 *
 * Two writes of the same key never share a statement (an upsert may not touch a row twice): the
 * later waits for the next, so writes of one key keep their order. When a statement fails, each
 * of its writes is tried again alone, so that a bad one (say, of a file deleted meanwhile) fails
 * alone and the others are written.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function batchedWrites<Item, Written>(options: {
  /** Writes all items in one statement; answers one result per item, in the items' order. */
  writeAll: (items: Item[]) => Promise<Written[]>;
  keyOf: (item: Item) => string;
  /** Items a statement carries at most. */
  maxBatch: number;
}): (item: Item) => Promise<Written> {
  type Waiting = { item: Item; resolve: (written: Written) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let writing = false;

  /** The next statement's writes: the oldest waiting, at most one per key, in arrival order. */
  function nextBatch(): Waiting[] {
    const keys = new Set<string>();
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    for (const entry of waiting) {
      const key = options.keyOf(entry.item);
      if (batch.length < options.maxBatch && !keys.has(key)) {
        keys.add(key);
        batch.push(entry);
      } else later.push(entry);
    }
    waiting = later;
    return batch;
  }

  async function write(batch: Waiting[]): Promise<void> {
    try {
      const written = await options.writeAll(batch.map((entry) => entry.item));
      if (written.length !== batch.length) throw new Error(`${written.length} written of ${batch.length}`);
      for (const [index, entry] of batch.entries()) entry.resolve(written[index] as Written);
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      await Promise.all(batch.map((entry) => write([entry])));
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    try {
      do {
        // One turn of the event loop first, so that the calls of the requests read in this turn
        // join the statement: on PGlite a statement holds the server's thread while it runs,
        // so nothing arrives during it and without the turn every write would go alone.
        await nextTurn();
        await write(nextBatch());
      } while (waiting.length > 0);
    } finally {
      writing = false;
    }
  }

  return (item) =>
    new Promise<Written>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
