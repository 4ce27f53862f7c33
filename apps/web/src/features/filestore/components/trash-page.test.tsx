import { notifications } from '@mantine/notifications';
import {
  deleteForGood,
  emptyTrash,
  getTrashFolder,
  listTrash,
  restoreItems,
} from '@portal/shared/api/filestore.api';
import type { TrashItem } from '@portal/shared/schemas/filestore';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../testing/axe';
import { FakeAnswer, fakeServer } from '../../../testing/fake-server';
import { initTestI18n } from '../../../testing/render-with-app';
import { fsId, numberedFiles, rootCrumb, testFolder, testTrashItem } from '../testing/filestore-fixtures';
import { renderFilestore, where } from '../testing/render-filestore';

const OFFER = testTrashItem(1, { name: 'Oude offerte.pdf' });
const PROJECTS = testTrashItem(2, {
  kind: 'folder',
  name: 'Oude projecten',
  trashedBy: 'Mark Medewerker',
  trashedAt: '2026-03-05T10:00:00.000Z',
  purgeAt: '2026-04-04T10:00:00.000Z',
});

function setup(items: TrashItem[] = [OFFER, PROJECTS]) {
  const server = fakeServer();
  let current = items;
  server.on(listTrash, () => ({ items: current, nextCursor: null }));
  return {
    server,
    becomes: (next: TrashItem[]) => {
      current = next;
    },
  };
}

const select = (name: string) =>
  fireEvent.click(screen.getByRole('checkbox', { name: `${name} selecteren` }));

beforeAll(initTestI18n);
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('the trash', () => {
  it('lists what was deleted with where it was, who deleted it, and when it goes for good', async () => {
    setup();
    renderFilestore('/filestore/trash');
    const rows = await screen.findAllByTestId('filestore-trash-row');
    expect(rows).toHaveLength(2);
    const cells = within(rows[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(2)).toEqual([
      'Bouwdossiers › Projecten 2024',
      'Mark Medewerker',
      '05-03-2026',
      'Wordt verwijderd op 04-04-2026',
    ]);
    // A folder's contents can be looked at, read-only.
    expect(
      within(rows[1]!).getByRole('link', { name: 'Inhoud van Oude projecten bekijken' }).getAttribute('href'),
    ).toBe(`/filestore/trash/${PROJECTS.id}`);
    expect(document.title).toBe('Prullenbak');
    expect(await seriousViolations()).toEqual([]);
  });

  it('puts the selection back with ‘Terugzetten’', async () => {
    const { server, becomes } = setup();
    const bodies: unknown[] = [];
    server.on(restoreItems, ({ body }) => {
      bodies.push(body);
      becomes([PROJECTS]);
      return { changed: 1 };
    });
    renderFilestore('/filestore/trash');
    await screen.findAllByTestId('filestore-trash-row');
    expect(screen.queryByRole('button', { name: 'Terugzetten' })).toBeNull();
    select('Oude offerte.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Terugzetten' }));
    expect(await screen.findByText('1 item is teruggezet.')).toBeTruthy();
    expect(bodies).toEqual([{ folderIds: [], fileIds: [OFFER.id] }]);
    await waitFor(() => expect(screen.getAllByTestId('filestore-trash-row')).toHaveLength(1));
  });

  it('says in Dutch why something cannot go back (FILESTORE_RESTORE_CONFLICT), and keeps it in the trash', async () => {
    const { server } = setup();
    const message =
      'Dit kan niet worden teruggezet: de map waarin het stond is verwijderd, of daar staat nu iets met dezelfde naam. Zet eerst die map terug of hernoem wat er nu staat.';
    server.on(restoreItems, () => new FakeAnswer(409, { error: 'FILESTORE_RESTORE_CONFLICT', message }));
    renderFilestore('/filestore/trash');
    await screen.findAllByTestId('filestore-trash-row');
    select('Oude projecten');
    fireEvent.click(screen.getByRole('button', { name: 'Terugzetten' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getAllByTestId('filestore-trash-row')).toHaveLength(2);
    expect(await seriousViolations()).toEqual([]);
  });

  it('removes the selection for good only after its confirmation', async () => {
    const { server, becomes } = setup();
    const bodies: unknown[] = [];
    server.on(deleteForGood, ({ body }) => {
      bodies.push(body);
      becomes([]);
      return { changed: 2 };
    });
    renderFilestore('/filestore/trash');
    await screen.findAllByTestId('filestore-trash-row');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Alles selecteren' }));
    fireEvent.click(screen.getByRole('button', { name: 'Definitief verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Definitief verwijderen' });
    expect(
      within(dialog).getByText('2 items voorgoed verwijderen? Dit kan niet ongedaan worden gemaakt.'),
    ).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Definitief verwijderen' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Definitief verwijderen' })).getByRole('button', {
        name: 'Definitief verwijderen',
      }),
    );
    expect(await screen.findByText('2 items zijn voorgoed verwijderd.')).toBeTruthy();
    expect(bodies).toEqual([{ folderIds: [PROJECTS.id], fileIds: [OFFER.id] }]);
    // Empty now: it says so, with the way back.
    expect(await screen.findByText('De prullenbak is leeg.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar mijn archief' }).getAttribute('href')).toBe(
      '/filestore/dashboard',
    );
  });

  it('empties the trash after its confirmation', async () => {
    const { server, becomes } = setup();
    let emptied = 0;
    server.on(emptyTrash, () => {
      emptied += 1;
      becomes([]);
      return { changed: 2 };
    });
    renderFilestore('/filestore/trash');
    await screen.findAllByTestId('filestore-trash-row');
    fireEvent.click(screen.getByRole('button', { name: 'Prullenbak legen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prullenbak legen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Prullenbak legen' }));
    expect(await screen.findByText('De prullenbak is geleegd: 2 items voorgoed verwijderd.')).toBeTruthy();
    expect(emptied).toBe(1);
    expect(await screen.findByText('De prullenbak is leeg.')).toBeTruthy();
  });
});

describe('a folder in the trash', () => {
  it('shows what it holds, read-only, and restores the folder that was deleted', async () => {
    const server = fakeServer();
    const sub = fsId(777);
    server.on(getTrashFolder, () => ({
      folder: { ...PROJECTS, id: sub, name: '2019', breadcrumbs: [rootCrumb()] },
      breadcrumbs: [
        { folderId: PROJECTS.id, name: 'Oude projecten' },
        { folderId: sub, name: '2019' },
      ],
      folders: [testFolder(9, 'Januari')],
      files: numberedFiles(1, 3),
      nextCursor: null,
    }));
    server.on(listTrash, () => ({ items: [], nextCursor: null }));
    const bodies: unknown[] = [];
    server.on(restoreItems, ({ body }) => {
      bodies.push(body);
      return { changed: 1 };
    });
    renderFilestore(`/filestore/trash/${sub}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'In de prullenbak: 2019' })).toBeTruthy();
    expect(screen.getAllByTestId('filestore-row')).toHaveLength(4);
    // Nothing in it changes here: no selection, no actions but restoring.
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    for (const name of ['Hernoemen', 'Verplaatsen', 'Verwijderen', 'Nieuwe map'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Waar u bent' }))
        .getByRole('link', { name: 'Oude projecten' })
        .getAttribute('href'),
    ).toBe(`/filestore/trash/${PROJECTS.id}`);
    expect(await seriousViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Map terugzetten' }));
    await waitFor(() => expect(where()).toBe('/filestore/trash'));
    expect(bodies).toEqual([{ folderIds: [PROJECTS.id], fileIds: [] }]);
  });
});
