import { uploadChunk } from '@portal/shared/api/uploads.api';
import { describe, expect, it, vi } from 'vitest';

type Handler = (...args: unknown[]) => void;
const created: { options: Record<string, unknown>; handlers: Map<string, Handler>; instance: FakeFlow }[] =
  [];

class FakeFlow {
  files: { file: File; name: string; relativePath: string; uniqueIdentifier: string; chunks: unknown[] }[] =
    [];
  upload = vi.fn();
  cancel = vi.fn();
  constructor(options: Record<string, unknown>) {
    created.push({ options, handlers: new Map(), instance: this });
  }
  on(event: string, handler: Handler) {
    created.at(-1)!.handlers.set(event, handler);
  }
  addFile(file: File) {
    this.files.push({
      file,
      name: file.name,
      relativePath: file.name,
      uniqueIdentifier: 'uid-1',
      chunks: [1, 2],
    });
  }
  removeFile(file: unknown) {
    this.files = this.files.filter((candidate) => candidate !== file);
  }
}
vi.mock('@flowjs/flow.js', () => ({ default: FakeFlow }));

const { createFlowUploader } = await import('./upload-chunks');

describe('createFlowUploader', () => {
  it('configures flow.js as the protocol says (spec 01 section 7, decision 0009)', () => {
    let token: string | undefined;
    createFlowUploader(
      { sessionId: () => 'sessie-1', bearerToken: () => token },
      { progress: vi.fn(), success: vi.fn(), error: vi.fn() },
    );
    const { options } = created.at(-1)!;
    expect(options).toMatchObject({
      target: uploadChunk.path,
      method: 'octet',
      chunkSize: 524288,
      forceChunkSize: false,
      simultaneousUploads: 3,
      maxChunkRetries: 3,
      chunkRetryInterval: 100,
      testChunks: false,
      permanentErrors: [404, 409, 415, 422, 500, 501],
      withCredentials: true,
      allowDuplicateUploads: false,
    });
    const headers = options.headers as () => Record<string, string>;
    expect(headers()).toEqual({ 'Content-Type': 'application/octet-stream' });
    token = 'abc';
    expect(headers()).toEqual({ 'Content-Type': 'application/octet-stream', Authorization: 'Bearer abc' });
    expect((options.query as () => unknown)()).toEqual({ sessionId: 'sessie-1' });
    const identifier = (options.generateUniqueIdentifier as () => string)();
    expect(identifier).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports success and errors under the store key and forgets the file', async () => {
    const callbacks = { progress: vi.fn(), success: vi.fn(), error: vi.fn() };
    const uploader = createFlowUploader({ sessionId: () => 's', bearerToken: () => undefined }, callbacks);
    const { handlers, instance } = created.at(-1)!;
    uploader.send('key-1', new File(['x'], 'a.pdf'));
    // Started right after the call, with whatever else the same drop sends.
    expect(instance.upload).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(instance.upload).toHaveBeenCalledTimes(1);
    const flowFile = instance.files[0]!;
    handlers.get('fileSuccess')!(flowFile);
    expect(callbacks.success).toHaveBeenCalledWith('key-1', {
      identifier: 'uid-1',
      name: 'a.pdf',
      relativePath: 'a.pdf',
      chunkCount: 2,
    });
    expect(instance.files).toEqual([]);

    uploader.send('key-2', new File(['x'], 'b.pdf'));
    handlers.get('fileError')!(instance.files[0]!, '{"error":"X","message":"Y"}');
    expect(callbacks.error).toHaveBeenCalledWith('key-2', '{"error":"X","message":"Y"}');
  });
});
