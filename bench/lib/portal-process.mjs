// The portal server as a benchmark starts it (`node --import tsx bench/lib/portal-process.mjs`,
// from apps/server): the same entry as `npm start`, under a name of its own in `ps`. On the shared
// machine other work stops its portals by name (`src/server.ts`); a benchmark's portal stopped in
// the middle of a run left only connection errors to read.
await import('../../apps/server/src/server.ts');
