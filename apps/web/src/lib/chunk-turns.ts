/**
 * Files uploading side by side (decision 0036): at most this many files at once, and as many
 * chunks in flight in total (flow.js's simultaneousUploads). One file alone still sends three
 * chunks at a time; three files send one each; a fourth waits until one of them has finished.
 */
export const FILES_AT_ONCE = 3;

/** How far a file in the uploader's queue is, in chunks. */
export type FileTurn = {
  /** Chunks on their way (being read, sent, or waiting for a retry). */
  inFlight: number;
  /** Whether a chunk is still waiting to be sent. */
  hasPending: boolean;
};

/**
 * The file whose next chunk goes now, as an index into `files` (in the order they were added),
 * or -1 when none may send. Only the first `filesAtOnce` unfinished files take part; among those
 * with a chunk waiting, the one with the fewest chunks on their way goes, the earliest on a tie,
 * so the chunk slots spread over the files and each file's chunks still leave in order.
 */
export function nextFileToSend(files: readonly FileTurn[], filesAtOnce = FILES_AT_ONCE): number {
  let chosen = -1;
  let taking = 0;
  for (const [index, file] of files.entries()) {
    if (file.inFlight === 0 && !file.hasPending) continue;
    if (taking === filesAtOnce) break;
    taking += 1;
    if (!file.hasPending) continue;
    if (chosen === -1 || file.inFlight < files[chosen]!.inFlight) chosen = index;
  }
  return chosen;
}
