import { endpointUrl } from '@portal/shared/api/endpoint';
import { removeUploadedFile } from '@portal/shared/api/uploads.api';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeAnswer, fakeServer } from '../../../testing/fake-server';
import { uploadedFile } from '../../../testing/uploaded-file';
import { uploadedFilesQueryKey } from './list-uploaded-files';
import { useRemoveUploadedFile } from './remove-uploaded-file';

const SESSION = '0b7c6a1e-2f3d-4c5b-9a8e-7d6c5b4a3f21';

function setup(files: UploadedFile[]) {
  const server = fakeServer();
  const queryClient = new QueryClient();
  queryClient.setQueryData(uploadedFilesQueryKey(SESSION), files);
  const onFailure = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useRemoveUploadedFile(onFailure), { wrapper });
  const names = () =>
    (queryClient.getQueryData<UploadedFile[]>(uploadedFilesQueryKey(SESSION)) ?? []).map(
      (file) => file.fileName,
    );
  return { server, hook, names, onFailure };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('removing an uploaded file', () => {
  it('leaves the list at once and stays gone when the server agrees', async () => {
    const a = uploadedFile('a.pdf', { status: 'READY' });
    const b = uploadedFile('b.pdf', { status: 'READY' });
    const { server, hook, names, onFailure } = setup([a, b]);
    let answer: () => void = () => {};
    server.on(removeUploadedFile, () => new Promise((resolve) => (answer = () => resolve(null))));
    act(() => hook.result.current.mutate({ sessionId: SESSION, file: a }));
    await waitFor(() => expect(names()).toEqual(['b.pdf']));
    answer();
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(names()).toEqual(['b.pdf']);
    expect(server.calls).toEqual([
      `DELETE ${endpointUrl(removeUploadedFile, { sessionId: SESSION, fileId: a.uuid })}`,
    ]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('puts the file back where it was, with the reason, when the server refuses', async () => {
    const a = uploadedFile('a.pdf', { status: 'READY' });
    const b = uploadedFile('b.pdf', { status: 'READY' });
    const { server, hook, names, onFailure } = setup([a, b]);
    let refuse: () => void = () => {};
    server.on(
      removeUploadedFile,
      () =>
        new Promise((resolve) => {
          refuse = () => resolve(new FakeAnswer(500, { error: 'INTERNAL_ERROR', message: 'Mis.' }));
        }),
    );
    act(() => hook.result.current.mutate({ sessionId: SESSION, file: a }));
    await waitFor(() => expect(names()).toEqual(['b.pdf']));
    refuse();
    await waitFor(() => expect(names()).toEqual(['a.pdf', 'b.pdf']));
    expect(onFailure).toHaveBeenCalledWith(a, expect.objectContaining({ status: 500, message: 'Mis.' }));
  });

  it('counts a file the server no longer has as removed', async () => {
    const a = uploadedFile('a.pdf', { status: 'READY' });
    const { server, hook, names, onFailure } = setup([a]);
    server.on(removeUploadedFile, () => new FakeAnswer(404, { error: 'FILE_NOT_FOUND', message: 'Weg.' }));
    act(() => hook.result.current.mutate({ sessionId: SESSION, file: a }));
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    expect(names()).toEqual([]);
    expect(onFailure).not.toHaveBeenCalled();
  });
});
