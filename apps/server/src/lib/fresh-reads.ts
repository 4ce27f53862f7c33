/**
 * Many callers asking the same small read at once share it, and each still gets a read that
 * started after it asked: a caller that arrives while a read runs waits for the next one, which
 * every caller arriving meanwhile shares. With 50 clients at once the catalogue's version is
 * read about once per database round trip instead of once per request, and no answer is older
 * than its request (a change committed before the request is always seen).
 */
export function sharedFreshReads<T>(read: () => Promise<T>): () => Promise<T> {
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
      starting = Promise.resolve().then(() => {
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
