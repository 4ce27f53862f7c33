import { UPLOAD_CHUNK_SIZE_BYTES } from '@portal/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeldRequest } from '../testing/held-request';
import { createChunkUploader } from './chunk-uploader';

/**
 * The portal's chunk uploader with the real flow.js (decisions 0009, 0115); only the network is
 * replaced, by requests that wait until the test answers them. What the print store's design
 * upload needs of it: a file that waits paused for its dialog, the query of the moment it is sent,
 * and test chunks only when an interrupted upload is sent again.
 */

const fileOf = (name: string, chunks: number) =>
  new File([new Uint8Array(chunks * UPLOAD_CHUNK_SIZE_BYTES)], name, { type: 'application/pdf' });
const started = () => Promise.resolve();
const requests = () => HeldRequest.sent.map((request) => `${request.method} ${request.chunkNumber}`);

function setup() {
  const callbacks = { progress: vi.fn(), success: vi.fn(), error: vi.fn() };
  const queries = new Map<string, Record<string, string>>();
  const uploader = createChunkUploader(
    {
      target: '/api/v2/print-store/file',
      bearerToken: () => 'token',
      query: (key) => (key ? (queries.get(key) ?? {}) : {}),
      answersTestChunks: true,
    },
    callbacks,
  );
  return { uploader, callbacks, queries };
}

beforeEach(() => {
  HeldRequest.reset();
  vi.stubGlobal('XMLHttpRequest', HeldRequest);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the chunk uploader', () => {
  it('sends a new file without test chunks, and hands over the answer of the chunk that finished it', async () => {
    const { uploader, callbacks } = setup();
    uploader.send('ontwerp', fileOf('bord.pdf', 3));
    await started();
    while (HeldRequest.open.length > 0) {
      const request = HeldRequest.open[0]!;
      request.answer(200, `{"complete":${request.chunkNumber === 3}}`);
    }
    expect(requests()).toEqual(['POST 1', 'POST 2', 'POST 3']);
    expect(callbacks.success).toHaveBeenCalledWith(
      'ontwerp',
      expect.objectContaining({ name: 'bord.pdf', chunkCount: 3 }),
      '{"complete":true}',
    );
  });

  it('holds a paused file until it is resumed, then sends it with the query of that moment', async () => {
    const { uploader, callbacks, queries } = setup();
    uploader.send('ontwerp', fileOf('bord.pdf', 2), { paused: true });
    await started();
    expect(HeldRequest.sent).toEqual([]);
    // The design-info dialog created the design: its id goes with every chunk.
    queries.set('ontwerp', { productId: 'ontwerp-1', fileType: 'SOURCE' });
    uploader.resume('ontwerp');
    while (HeldRequest.open.length > 0) HeldRequest.open[0]!.answer();
    expect(requests()).toEqual(['POST 1', 'POST 2']);
    expect(HeldRequest.sent.map((request) => request.params.get('productId'))).toEqual([
      'ontwerp-1',
      'ontwerp-1',
    ]);
    expect(callbacks.success).toHaveBeenCalledTimes(1);
  });

  it('tests each chunk of a file sent again to resume it, and sends only the missing ones', async () => {
    const { uploader, callbacks } = setup();
    uploader.send('ontwerp', fileOf('bord.pdf', 3), { identifier: 'upload-1', resume: true });
    await started();
    // The server has chunk 1 and 3 (200), not 2 (204).
    const answered = new Set<HeldRequest>();
    while (HeldRequest.open.length > 0) {
      const request = HeldRequest.open.find((candidate) => !answered.has(candidate))!;
      answered.add(request);
      if (request.method === 'GET') request.answer(request.chunkNumber === 2 ? 204 : 200, '');
      else request.answer(200, '{"complete":true}');
    }
    expect(HeldRequest.sent.every((request) => request.params.get('flowIdentifier') === 'upload-1')).toBe(
      true,
    );
    expect(requests().sort()).toEqual(['GET 1', 'GET 2', 'GET 3', 'POST 2']);
    expect(callbacks.success).toHaveBeenCalledWith('ontwerp', expect.anything(), '{"complete":true}');
  });

  it('gives up on a refused file at once (415), and can send it again under its identifier', async () => {
    const { uploader, callbacks } = setup();
    uploader.send('ontwerp', fileOf('virus.pdf', 2), { identifier: 'upload-2' });
    await started();
    HeldRequest.open[0]!.answer(415, '{"error":"DESIGN_FILE_TYPE_NOT_ALLOWED","message":"Ongeldig"}');
    expect(callbacks.error).toHaveBeenCalledWith(
      'ontwerp',
      '{"error":"DESIGN_FILE_TYPE_NOT_ALLOWED","message":"Ongeldig"}',
    );
    uploader.send('ontwerp', fileOf('virus.pdf', 2), { identifier: 'upload-2', resume: true });
    await started();
    expect(HeldRequest.open.map((request) => request.method)).toContain('GET');
  });
});
