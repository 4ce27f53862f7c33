/**
 * Many callers asking the same small read at once share it, and each still gets a read that
 * started after it asked: a caller that arrives while a read runs waits for the next one, which
 * every caller arriving meanwhile shares. With 50 clients at once the catalogue's version is
 * read about once per database round trip instead of once per request, and no answer is older
 * than its request (a change committed before the request is always seen).
 */
export function sharedFreshReads<T>(
  read: () => Promise<T>,
  options: {
    /**
     * 'turn': a read begins once this turn of the event loop is over (setImmediate), so that every
     * request parsed in it shares the read. For a database that answers on this thread (PGlite):
     * its read runs to the end before the next socket is read, so a read begun a microtask after
     * its first caller would have no one else to share it with.
     */
    gather?: 'microtask' | 'turn';
  } = {},
): () => Promise<T> {
  const later = (then: () => Promise<T>): Promise<T> =>
    options.gather === 'turn'
      ? new Promise<void>((resolve) => setImmediate(resolve)).then(then)
      : Promise.resolve().then(then);
  let starting: Promise<T> | undefined;
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const ignore = () => undefined;

  const start = (): Promise<T> => {
    const current = read();
    running = current;
    const done = () => {
      if (running === current) running = undefined;
    };
    current.then(done, done);
    return current;
  };

  return () => {
    // Not yet begun: it begins after this caller asked, so this caller may share it too. A read
    // begins a microtask after its first caller, so that the reads one request asks side by side
    // (the cart's files, lines and catalogue) share one round trip instead of one each.
    if (starting) return starting;
    if (!running) {
      starting = later(() => {
        starting = undefined;
        return start();
      });
      return starting;
    }
    queued ??= running.then(ignore, ignore).then(() => {
      queued = undefined;
      return start();
    });
    return queued;
  };
}
