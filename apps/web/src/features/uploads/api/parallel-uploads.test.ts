import { UPLOAD_CHUNK_SIZE_BYTES } from '@portal/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextFileToSend } from '../../../lib/chunk-turns';
import { HeldRequest } from '../../../testing/held-request';
import { createFlowUploader } from './upload-chunks';

/**
 * Decision 0036: three files upload side by side. These tests drive the real flow.js; only the
 * network is replaced, by requests that wait until the test answers them.
 */

const fileOf = (name: string, chunks: number) =>
  new File([new Uint8Array(chunks * UPLOAD_CHUNK_SIZE_BYTES)], name, { type: 'application/pdf' });
/** The uploader starts the files of one call stack together, right after it. */
const started = () => Promise.resolve();
const filesInFlight = () => new Set(HeldRequest.open.map((request) => request.fileName));

function setup() {
  const callbacks = { progress: vi.fn(), success: vi.fn(), error: vi.fn() };
  const uploader = createFlowUploader({ sessionId: () => 'sessie-1', bearerToken: () => 'token' }, callbacks);
  return { uploader, callbacks };
}

beforeEach(() => {
  HeldRequest.reset();
  vi.stubGlobal('XMLHttpRequest', HeldRequest);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploading several files', () => {
  it('sends three files side by side, one chunk each, and never a fourth until one has finished', async () => {
    const { uploader, callbacks } = setup();
    const names = ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf'];
    for (const name of names) uploader.send(`key-${name}`, fileOf(name, 3));
    await started();

    expect(HeldRequest.open.map((request) => [request.fileName, request.chunkNumber])).toEqual([
      ['a.pdf', 1],
      ['b.pdf', 1],
      ['c.pdf', 1],
    ]);

    // Answer the oldest request each time, as a server would, and watch every moment.
    let mostFiles = 0;
    while (HeldRequest.open.length > 0) {
      HeldRequest.open[0]!.answer();
      expect(HeldRequest.open.length).toBeLessThanOrEqual(3);
      expect(filesInFlight().size).toBeLessThanOrEqual(3);
      mostFiles = Math.max(mostFiles, filesInFlight().size);
    }
    expect(mostFiles).toBe(3);
    // The fourth file started only after the first had sent its last chunk.
    const order = HeldRequest.sent.map((request) => `${request.fileName}#${request.chunkNumber}`);
    expect(order.indexOf('d.pdf#1')).toBeGreaterThan(order.indexOf('a.pdf#3'));
    // Each file's chunks left in order.
    for (const name of names)
      expect(
        HeldRequest.sent.filter((request) => request.fileName === name).map((r) => r.chunkNumber),
      ).toEqual([1, 2, 3]);
    expect(callbacks.success.mock.calls.map(([key]) => key)).toEqual(names.map((name) => `key-${name}`));
    expect(callbacks.error).not.toHaveBeenCalled();
  });

  it('gives a file alone all three chunk slots', async () => {
    const { uploader, callbacks } = setup();
    uploader.send('key-groot', fileOf('groot.pdf', 5));
    await started();
    expect(HeldRequest.open.map((request) => request.chunkNumber)).toEqual([1, 2, 3]);
    HeldRequest.open[0]!.answer();
    expect(HeldRequest.open.map((request) => request.chunkNumber)).toEqual([2, 3, 4]);
    while (HeldRequest.open.length > 0) HeldRequest.open[0]!.answer();
    expect(callbacks.success).toHaveBeenCalledTimes(1);
  });

  it('lets the next file in when one fails for good', async () => {
    const { uploader, callbacks } = setup();
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf']) uploader.send(`key-${name}`, fileOf(name, 2));
    await started();
    HeldRequest.open.find((request) => request.fileName === 'b.pdf')!.answer(422);
    expect(callbacks.error).toHaveBeenCalledWith('key-b.pdf', '{"error":"X","message":"Y"}');
    expect([...filesInFlight()].sort()).toEqual(['a.pdf', 'c.pdf', 'd.pdf']);
  });
});

describe('nextFileToSend', () => {
  const turn = (inFlight: number, hasPending: boolean) => ({ inFlight, hasPending });
  it.each([
    ['nothing to send', [], -1],
    ['one file takes the free slot', [turn(2, true)], 0],
    ['the file with fewest chunks on their way', [turn(2, true), turn(0, true)], 1],
    ['the earliest on a tie', [turn(1, true), turn(1, true)], 0],
    [
      'a file with all chunks sent still holds its place',
      [turn(1, false), turn(1, false), turn(1, false), turn(0, true)],
      -1,
    ],
    [
      'finished files leave their place',
      [turn(0, false), turn(1, false), turn(1, true), turn(1, true), turn(0, true)],
      2,
    ],
  ])('%s', (_case, files, expected) => {
    expect(nextFileToSend(files)).toBe(expected);
  });
});
