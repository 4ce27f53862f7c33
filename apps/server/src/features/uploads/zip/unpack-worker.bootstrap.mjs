// Entry of the zip-unpacking worker threads, as analysis-worker.bootstrap.mjs: a worker inherits
// neither Vitest's module transform nor always tsx, so it registers tsx before loading the
// TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./unpack-worker.ts');
