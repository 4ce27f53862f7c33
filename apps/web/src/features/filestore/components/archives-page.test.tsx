import { notifications } from '@mantine/notifications';
import { createArchive, deleteArchive, listArchives, updateArchive } from '@portal/shared/api/filestore.api';
import type { ArchivesResponse } from '@portal/shared/schemas/filestore';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { seriousViolations } from '../../../testing/axe';
import { FakeAnswer, fakeServer } from '../../../testing/fake-server';
import { initTestI18n } from '../../../testing/render-with-app';
import { fsId, testArchive } from '../testing/filestore-fixtures';
import { renderFilestore } from '../testing/render-filestore';

const BUILDING = testArchive();
const STAFF = testArchive({ id: fsId(2), name: 'Personeelsdossiers', allowChanges: false, location: null });
const EMPTY = testArchive({
  id: fsId(3),
  name: 'Leeg archief',
  fileCount: 0,
  folderCount: 0,
  usedBytes: 0,
  version: 4,
});
const CUSTOMERS = [
  { customerNumber: '1000001', name: 'Bouwbedrijf Demo B.V.' },
  { customerNumber: '1000002', name: 'Bouwbedrijf Demo Noord' },
];

function setup(answer: ArchivesResponse = { archives: [BUILDING, STAFF, EMPTY], customers: CUSTOMERS }) {
  const server = fakeServer();
  let current = answer;
  server.on(listArchives, () => current);
  return {
    server,
    becomes: (next: ArchivesResponse) => {
      current = next;
    },
  };
}

const rowOf = (name: string) =>
  screen.getAllByTestId('filestore-archive-row').find((row) => within(row).queryByRole('link', { name }))!;

beforeAll(initTestI18n);
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('Archieven beheren', () => {
  it('lists the archives with customer, place, contents and space; changes only where allowed, removal only when empty', async () => {
    setup();
    renderFilestore('/filestore/archives');
    expect(await screen.findByRole('heading', { level: 1, name: 'Archieven beheren' })).toBeTruthy();
    expect(document.title).toBe('Archieven beheren');
    await screen.findAllByTestId('filestore-archive-row');
    const building = rowOf('Bouwdossiers');
    expect(within(building).getByRole('link', { name: 'Bouwdossiers' }).getAttribute('href')).toBe(
      `/filestore/archive/${BUILDING.id}`,
    );
    expect(building.textContent).toContain('Bouwbedrijf Demo B.V.');
    expect(building.textContent).toContain('Kelder, kast 3');
    expect(building.textContent).toContain('1.240 bestanden');
    expect(building.textContent).toContain('2,5 GB');
    expect(within(building).getByRole('button', { name: 'Bouwdossiers wijzigen' })).toBeTruthy();
    // Not empty: no removal offered.
    expect(within(building).queryByRole('button', { name: 'Bouwdossiers verwijderen' })).toBeNull();
    const staff = rowOf('Personeelsdossiers');
    expect(within(staff).queryAllByRole('button')).toEqual([]);
    expect(staff.textContent).toContain('Alleen lezen');
    expect(
      within(rowOf('Leeg archief')).getByRole('button', { name: 'Leeg archief verwijderen' }),
    ).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('creates an archive for a chosen customer number, and has the user’s answer (hasArchives) asked again', async () => {
    const { server, becomes } = setup();
    const outdated = vi.fn();
    const stop = session.on('userOutdated', outdated);
    const bodies: unknown[] = [];
    server.on(createArchive, ({ body }) => {
      bodies.push(body);
      const created = testArchive({ id: fsId(9), name: 'Facturen', customerNumber: '1000002' });
      becomes({ archives: [BUILDING, STAFF, EMPTY, created], customers: CUSTOMERS });
      return created;
    });
    renderFilestore('/filestore/archives');
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuw archief' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuw archief' });
    expect(await seriousViolations()).toEqual([]);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Voor klant' }), {
      target: { value: '1000002' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Naam van het archief' }), {
      target: { value: ' Facturen ' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Plaats (niet verplicht)' }), {
      target: { value: 'Zolder' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect(await screen.findByText('Het archief ‘Facturen’ is aangemaakt.')).toBeTruthy();
    expect(bodies).toEqual([{ customerNumber: '1000002', name: 'Facturen', location: 'Zolder' }]);
    await waitFor(() => expect(screen.getAllByTestId('filestore-archive-row')).toHaveLength(4));
    expect(outdated).toHaveBeenCalledOnce();
    stop();
  });

  it('opens ‘Nieuw archief’ from the address (the overview’s empty state links there)', async () => {
    setup();
    renderFilestore('/filestore/archives?nieuw=1');
    expect(await screen.findByRole('dialog', { name: 'Nieuw archief' })).toBeTruthy();
  });

  it('keeps the dialog open with the server’s Dutch refusal', async () => {
    const { server } = setup();
    server.on(
      createArchive,
      () =>
        new FakeAnswer(409, {
          error: 'FILESTORE_NAME_TAKEN',
          message: 'Er staat hier al een map of bestand met deze naam. Kies een andere naam.',
        }),
    );
    renderFilestore('/filestore/archives');
    fireEvent.click(await screen.findByRole('button', { name: 'Nieuw archief' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuw archief' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Naam van het archief' }), {
      target: { value: 'Bouwdossiers' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aanmaken' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Er staat hier al een map of bestand met deze naam. Kies een andere naam.',
    );
  });

  it('renames an archive and changes its place, naming the version it read', async () => {
    const { server } = setup();
    const calls: unknown[] = [];
    server.on(updateArchive, ({ params, body }) => {
      calls.push({ archiveId: params.archiveId, body });
      return { ...BUILDING, name: 'Bouwdossiers 2020–2025', location: null, version: 2 };
    });
    renderFilestore('/filestore/archives');
    await screen.findAllByTestId('filestore-archive-row');
    fireEvent.click(screen.getByRole('button', { name: 'Bouwdossiers wijzigen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archief wijzigen' });
    const name = within(dialog).getByRole('textbox', { name: 'Naam van het archief' }) as HTMLInputElement;
    expect(name.value).toBe('Bouwdossiers');
    fireEvent.change(name, { target: { value: 'Bouwdossiers 2020–2025' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Plaats (niet verplicht)' }), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Het archief ‘Bouwdossiers 2020–2025’ is gewijzigd.')).toBeTruthy();
    expect(calls).toEqual([
      { archiveId: BUILDING.id, body: { name: 'Bouwdossiers 2020–2025', location: null, version: 1 } },
    ]);
  });

  it('removes an empty archive after its confirmation, and has the user’s answer asked again', async () => {
    const { server, becomes } = setup();
    const outdated = vi.fn();
    const stop = session.on('userOutdated', outdated);
    const calls: string[] = [];
    server.on(deleteArchive, ({ params, query }) => {
      calls.push(`${params.archiveId}?${query}`);
      becomes({ archives: [BUILDING, STAFF], customers: CUSTOMERS });
      return null;
    });
    renderFilestore('/filestore/archives');
    await screen.findAllByTestId('filestore-archive-row');
    fireEvent.click(screen.getByRole('button', { name: 'Leeg archief verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archief verwijderen' });
    expect(
      within(dialog).getByText(
        'Weet u zeker dat u het archief ‘Leeg archief’ wilt verwijderen? Dit kan niet ongedaan worden gemaakt.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Het archief ‘Leeg archief’ is verwijderd.')).toBeTruthy();
    expect(calls).toEqual([`${EMPTY.id}?version=4`]);
    await waitFor(() => expect(screen.getAllByTestId('filestore-archive-row')).toHaveLength(2));
    expect(outdated).toHaveBeenCalledOnce();
    stop();
  });

  it('without a customer number: says why no archive can be made, and how to get one', async () => {
    setup({ archives: [], customers: [] });
    renderFilestore('/filestore/archives');
    expect(await screen.findByText(/Uw account is nog niet aan een klantnummer gekoppeld/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nieuw archief' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact opnemen' }).getAttribute('href')).toBe('/contact');
    expect(await seriousViolations()).toEqual([]);
  });
});
