// One MuPDF thread of the reference pool in benchmark.mjs: MuPDF's WebAssembly build is
// single-threaded, so two of these are what two cores give it, as our pool has a worker per core.
import { parentPort } from 'node:worker_threads';
import { analyseWithMupdf, loadMupdf } from './mupdf-analysis.mjs';

const mupdf = await loadMupdf();
parentPort.on('message', ({ file, first, last }) => {
  const result = analyseWithMupdf(mupdf, file, { first, last });
  parentPort.postMessage({ pages: result.pages.length });
});
parentPort.postMessage({ ready: true });
