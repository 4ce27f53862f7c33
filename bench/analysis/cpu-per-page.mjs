// Pages per CPU second of the analysis in one thread: the figure other work on a shared
// machine hardly moves, unlike the pool's pages per second. Used by benchmark.mjs.

/**
 * Analyses `files` one after another in this thread with `analyseFile` (analyse-file.ts, or an
 * older copy of it to compare with), `runs` times after one run to warm up, and returns the
 * pages per CPU second of the best run. The process's CPU time counts every thread: keep the
 * pool idle meanwhile.
 */
export async function pagesPerCpuSecond(analyseFile, files, runs) {
  let best = Number.POSITIVE_INFINITY;
  let pages = 0;
  for (let run = 0; run <= runs; run++) {
    const before = process.cpuUsage();
    pages = 0;
    for (const file of files) pages += (await analyseFile(file, { analyse: true })).pageCount;
    const used = process.cpuUsage(before);
    if (run > 0) best = Math.min(best, (used.user + used.system) / 1e6);
  }
  return pages / best;
}
