// Entry of the analysis worker threads. A worker does not inherit Vitest's module transform,
// and may not inherit tsx either, so it registers tsx itself before loading the TypeScript
// worker: the same file then runs under `tsx src/server.ts`, Vitest and plain Node 24.
import { register } from 'tsx/esm/api';

register();
await import('./analysis-worker.ts');
