import { MantineProvider } from '@mantine/core';
import type { User } from '@portal/shared/schemas/account';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { createEmitter, type SessionEvents } from '../../lib/session';
import { createUploadStore } from '../../lib/uploads/upload-store';
import type { UploadsApi } from '../../lib/uploads/uploads-api';
import { UploadNotices } from './upload-notices';

beforeAll(async () => {
  await initI18n('Drukwerk Direct', { email: 'helpdesk@example.org', phone: '030 123 45 67' });
});

function loggedInStore() {
  const snapshot = {
    user: { uid: '6f1c2b7e-3d4a-4e5f-8a9b-0c1d2e3f4a5b' } as User,
    loggedIn: true,
    securityLevel: 1,
    loggingOut: false,
  };
  const store = createUploadStore({
    session: {
      getSnapshot: () => snapshot,
      subscribe: () => () => {},
      on: createEmitter<SessionEvents>().on,
      check: async () => true,
    },
    api: {
      session: async () => ({ sessionId: '0b7c6a1e-2f3d-4c5b-9a8e-7d6c5b4a3f21' }),
      list: async () => ({ files: [] }),
    } as unknown as UploadsApi,
    createUploader: () => ({ send: vi.fn(), cancel: vi.fn(), cancelAll: vi.fn() }),
  });
  store.connect();
  return store;
}

function renderNotices(path = '/') {
  const store = loggedInStore();
  render(
    <MemoryRouter initialEntries={[path]}>
      <MantineProvider>
        <UploadNotices store={store} />
      </MantineProvider>
    </MemoryRouter>,
  );
  return store;
}

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
const closeButton = () => screen.getAllByRole('button', { name: 'Sluiten' }).at(-1)!;

describe('UploadNotices', () => {
  it('shows one dialog per drop, one after the other: duplicates in list form, then files too large', async () => {
    const store = renderNotices();
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
    const store = renderNotices('/?dlg=inloggen');
    act(() => store.add([pdf('a.pdf'), pdf('a.pdf')]));
    expect(store.getSnapshot().notices).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
