import v8 from 'node:v8';

/**
 * Counts memory outside the JavaScript heap (the buffers that request bodies arrive in) against
 * the heap's own growth limit instead of V8's fixed 64 MB step for it.
 *
 * Why: an upload brings hundreds of MB per second of short-lived socket buffers. With V8's
 * default, every 64 MB of them starts a full mark of the heap, and the portal's heap (about
 * 50 MB: Fastify, Drizzle, PGlite's JavaScript) made that 20–30 % of the main thread during
 * uploads (docs/PERFORMANCE.md, "Upload throughput"; decision 0010). The buffers die young and are freed by
 * the cheap young-generation collections either way; peak memory stays within the upload
 * benchmark's 100 MB bound. The flag is read whenever V8 computes its limits, so setting it at
 * start-up, before any request, is enough.
 */
export function tuneGarbageCollection(): void {
  v8.setFlagsFromString('--external-memory-accounted-in-global-limit');
  // V8 chooses how far the heap may grow before the next full collection from its own
  // measurements; for the portal's small heap it chose about 10–25 %, so the socket buffers above
  // started a full collection every 70 MB of upload. Doubling the heap instead halved the
  // collections and the server's CPU per GiB on PostgreSQL (decision 0012).
  v8.setFlagsFromString('--heap-growing-percent=100');
}
