import { getUploadedFile } from '@portal/shared/api/uploads.api';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { notifyManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAnswer, fakeServer } from '../../../testing/fake-server';
import { uploadedFile } from '../../../testing/uploaded-file';
import { POLL_GIVE_UP_MS } from '../api/get-uploaded-file';
import { uploadedFilesQueryKey, uploadedFilesQueryOptions } from '../api/list-uploaded-files';
import { useAnalysisPolling } from './use-analysis-polling';

const SESSION = '0b7c6a1e-2f3d-4c5b-9a8e-7d6c5b4a3f21';

function setup(files: UploadedFile[]) {
  const server = fakeServer();
  const queryClient = new QueryClient();
  queryClient.setQueryData(uploadedFilesQueryKey(SESSION), files);
  const onAnalysed = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const { data = [] } = useQuery(uploadedFilesQueryOptions(SESSION));
      useAnalysisPolling(SESSION, data, onAnalysed);
      return data;
    },
    { wrapper },
  );
  const polls = () => server.calls.filter((call) => call.startsWith('GET')).length;
  return { server, queryClient, onAnalysed, hook, polls };
}

/** Moves the fake clock and lets the answers it caused arrive (reading a body is real I/O). */
async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let round = 0; round < 10; round += 1) await new Promise((resolve) => setImmediate(resolve));
  });
}

beforeEach(() => {
  // TanStack Query tells observers on a zero timeout; on the fake clock that would wait for the next tick.
  notifyManager.setScheduler(queueMicrotask);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('analysis polling', () => {
  it('polls each analysing file every 500 ms and stops for each once its analysis has ended', async () => {
    const a = uploadedFile('a.pdf');
    const b = uploadedFile('b.pdf');
    const { server, hook, polls, onAnalysed } = setup([a, b]);
    server.on(getUploadedFile, ({ params }) => (params.fileId === a.uuid ? { ...a, status: 'READY' } : b));

    await advance(499);
    expect(polls()).toBe(0);
    await advance(1);
    expect(polls()).toBe(2);
    expect(hook.result.current.map((file) => file.status)).toEqual(['READY', 'ANALYZING']);
    expect(onAnalysed).toHaveBeenCalledWith(expect.objectContaining({ uuid: a.uuid, status: 'READY' }));

    // Only b is still analysing.
    await advance(500);
    expect(polls()).toBe(3);
    expect(server.calls.at(-1)).toContain(b.uuid);

    server.on(getUploadedFile, () => ({ ...b, status: 'READY_NOT_ANALYZED', reason: 'damaged' }));
    await advance(500);
    expect(polls()).toBe(4);
    await advance(5000);
    expect(polls()).toBe(4);
    expect(hook.result.current.map((file) => file.status)).toEqual(['READY', 'READY_NOT_ANALYZED']);
    expect(onAnalysed).toHaveBeenCalledTimes(2);
  });

  it('does not poll when nothing is analysing', async () => {
    const { polls } = setup([uploadedFile('a.pdf', { status: 'READY' })]);
    await advance(5000);
    expect(polls()).toBe(0);
  });

  it('drops a file the server no longer has', async () => {
    const a = uploadedFile('a.pdf');
    const { server, hook, polls } = setup([a, uploadedFile('b.pdf', { status: 'READY' })]);
    server.on(getUploadedFile, () => new FakeAnswer(404, { error: 'FILE_NOT_FOUND', message: 'Weg.' }));
    await advance(500);
    expect(hook.result.current.map((file) => file.fileName)).toEqual(['b.pdf']);
    await advance(2000);
    expect(polls()).toBe(1);
  });

  it('gives up while the server keeps failing, and starts again when the list changes', async () => {
    const a = uploadedFile('a.pdf');
    const { server, queryClient, polls } = setup([a]);
    server.on(
      getUploadedFile,
      () => new FakeAnswer(503, { error: 'SERVICE_UNAVAILABLE', message: 'Even niet.' }),
    );
    await advance(POLL_GIVE_UP_MS + 500);
    const failed = polls();
    expect(failed).toBeGreaterThanOrEqual(20);
    await advance(5000);
    expect(polls()).toBe(failed);

    // A new file in the list (e.g. after a finalise) has its own poll.
    server.on(getUploadedFile, ({ params }) => ({ ...a, uuid: params.fileId, status: 'READY' }));
    const c = uploadedFile('c.pdf');
    act(() => queryClient.setQueryData(uploadedFilesQueryKey(SESSION), [a, c]));
    await advance(500);
    expect(polls()).toBe(failed + 1);
  });
});
