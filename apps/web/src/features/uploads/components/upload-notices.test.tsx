import { MantineProvider } from '@mantine/core';
import { getUploadSession, listUploadedFiles } from '@portal/shared/api/uploads.api';
import type { User } from '@portal/shared/schemas/account';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { createSessionState } from '../../../lib/session';
import { fakeServer } from '../../../testing/fake-server';
import { uploadedFile } from '../../../testing/uploaded-file';
import { createUploadStore } from '../stores/upload-store';
import { UploadNotices } from './upload-notices';

beforeAll(async () => {
  await initI18n('Drukwerk Direct', { email: 'helpdesk@example.org', phone: '030 123 45 67' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function loggedInStore(files: UploadedFile[] = []) {
  const server = fakeServer();
  server.on(getUploadSession, () => ({ sessionId: '0b7c6a1e-2f3d-4c5b-9a8e-7d6c5b4a3f21' }));
  server.on(listUploadedFiles, () => ({ files }));
  const session = createSessionState();
  session.setUser({ uid: '6f1c2b7e-3d4a-4e5f-8a9b-0c1d2e3f4a5b', securityLevel: 1 } as User);
  const store = createUploadStore({
    queryClient: new QueryClient(),
    session,
    createUploader: () => ({ send: vi.fn(), cancel: vi.fn(), cancelAll: vi.fn() }),
  });
  store.connect({ checkLogin: async () => true });
  return { store, server };
}

function renderNotices(path = '/', files: UploadedFile[] = []) {
  const { store, server } = loggedInStore(files);
  render(
    <MemoryRouter initialEntries={[path]}>
      <MantineProvider>
        <UploadNotices store={store} />
      </MantineProvider>
    </MemoryRouter>,
  );
  return { store, server };
}

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const closeButton = () => screen.getAllByRole('button', { name: 'Sluiten' }).at(-1)!;

describe('UploadNotices', () => {
  it('shows one dialog per drop, one after the other: duplicates in list form, then files too large', async () => {
    const { store } = renderNotices();
    act(() => store.add([pdf('a.pdf'), pdf('b.pdf')]));
    const huge = pdf('groot.pdf');
    Object.defineProperty(huge, 'size', { value: 3 * 1024 ** 3 });
    act(() => store.add([pdf('a.pdf'), pdf('b.pdf'), huge]));

    const duplicate = await screen.findByRole('dialog', { name: 'Bestand reeds toegevoegd' });
    expect(duplicate.textContent).toContain('De bestanden a.pdf en b.pdf zijn reeds toegevoegd');
    fireEvent.click(closeButton());

    const tooLarge = await screen.findByRole('dialog', { name: 'Bestand te groot' });
    expect(tooLarge.textContent).toContain('De maximaal toegestane bestandsgrootte is 2GB.');
    expect(tooLarge.textContent).toContain('groot.pdf');
    fireEvent.click(closeButton());
    await waitFor(() => expect(store.getSnapshot().notices).toEqual([]));
  });

  it('waits while another dialog is open', async () => {
    const { store } = renderNotices('/?dlg=inloggen');
    act(() => store.add([pdf('a.pdf'), pdf('a.pdf')]));
    expect(store.getSnapshot().notices).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the files a session taken up again no longer has, and closes on Sluiten', async () => {
    const cart = uploadedFile('in-winkelwagen.pdf', { status: 'READY' });
    const gone = uploadedFile('los-bestand.pdf', { status: 'READY' });
    const { store, server } = renderNotices('/', [cart, gone]);
    // The list is loaded once logged in (the session, then its files).
    await waitFor(() => expect(server.calls.filter((call) => call.endsWith('/files'))).toHaveLength(1));
    server.on(listUploadedFiles, () => ({ files: [cart] }));
    await act(() => store.checkSession());

    const dialog = await screen.findByRole('dialog', { name: 'Sessie opnieuw gestart' });
    expect(dialog.textContent).toContain('Uw winkelwagen is bewaard');
    expect(dialog.textContent).toContain('los-bestand.pdf');
    expect(dialog.textContent).not.toContain('in-winkelwagen.pdf');
    fireEvent.click(closeButton());
    await waitFor(() => expect(store.getSnapshot().notices).toEqual([]));
  });
});
