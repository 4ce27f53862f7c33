import {
  deliverScanFiles,
  finishScanDelivery,
  getDeskOrder,
  getScanDelivery,
} from '@portal/shared/api/order-desk.api';
import { finaliseUpload, getUploadedFile, getUploadSession } from '@portal/shared/api/uploads.api';
import type { ArchiveSummary } from '@portal/shared/schemas/filestore';
import type { DeskOrderView } from '@portal/shared/schemas/order-views';
import type { ScanDeliveryPlace } from '@portal/shared/schemas/scan-delivery';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChunkUploaderCallbacks } from '../../../lib/chunk-uploader';
import { seriousViolations } from '../../../testing/axe';
import { FakeAnswer, fakeServer } from '../../../testing/fake-server';
import { testDeskView, testDetails, uuid } from '../../../testing/placed-orders';
import { initTestI18n, renderWithApp } from '../../../testing/render-with-app';
import { uploadedFile } from '../../../testing/uploaded-file';
import { ScanUploadDepsContext } from '../hooks/use-scan-uploads';
import { DeskOrderPage } from './desk-order-page';

/**
 * 'Scans leveren' on a scan order at the desk (issue 31 point 5, decision 0126): the archive and
 * folder the customer named, scans sent through the staff member's upload session (a zip unpacked
 * all or nothing), each handed to the order once analysed, and 'Levering afronden' with its
 * confirmation. The chunk transfer (flow.js, XHR) is replaced; everything else is the real client
 * over a fake server answering by the contracts.
 */

const SESSION = uuid(9000);

function scanOrder(medium: { isArchive: boolean; isDisk?: boolean } = { isArchive: true }): DeskOrderView {
  const base = testDeskView(31, 'in_production');
  return {
    ...base,
    kind: 'scan',
    orderType: 'scanOrder',
    customerNumber: '1234567',
    details: {
      ...testDetails({ orderType: 'scanOrder' }),
      medium: {
        isDisk: false,
        isEmail: false,
        isOther: false,
        emailAddress: '',
        ...medium,
      },
      archive: {
        name: 'Personeelsdossiers',
        location: 'Afdeling HR, kast 3',
        parentFolder: 'Personeel/2024',
      },
    },
    nextStates: ['shipped', 'cancelled'],
  };
}

const archive = (fileCount: number): ArchiveSummary => ({
  id: uuid(7000),
  name: 'Personeelsdossiers',
  location: 'Afdeling HR, kast 3',
  customerNumber: '1234567',
  customerName: 'Rivierstad B.V.',
  allowChanges: false,
  fileCount,
  folderCount: 3,
  usedBytes: fileCount * 120_000,
  createdAt: '2026-11-28T09:00:00.000Z',
  version: 1,
});

/** The page over a fake server whose archive grows with every delivery; the chunk transfer is the test's. */
function setup(order: DeskOrderView) {
  const server = fakeServer();
  let current = order;
  let delivered = 0;
  server.on(getDeskOrder, () => current);
  server.on(
    getScanDelivery,
    (): ScanDeliveryPlace => ({
      archiveName: 'Personeelsdossiers',
      location: 'Afdeling HR, kast 3',
      folderPath: ['Personeel', '2024'],
      archive: delivered > 0 ? archive(delivered) : null,
      finished: current.status === 'delivered',
    }),
  );
  server.on(getUploadSession, () => ({ sessionId: SESSION }));
  const finalised: { name: string; unzip: boolean; strictZip?: boolean }[] = [];
  let next = 9100;
  server.on(finaliseUpload, ({ body }) => {
    const { name, unzip, strictZip } = body as { name: string; unzip: boolean; strictZip?: boolean };
    finalised.push({ name, unzip, ...(strictZip === undefined ? {} : { strictZip }) });
    if (name === 'kwaad.zip')
      return new FakeAnswer(422, {
        error: 'ZIP_ENTRIES_REFUSED',
        message:
          'Dit ZIP-bestand is niet opgeslagen: niet alles kan veilig en volledig worden uitgepakt (../evil.pdf: de map van dit bestand valt buiten het ZIP-bestand). Er is niets uit opgeslagen.',
      });
    const names = unzip ? ['Dossier A/contract.pdf', 'Dossier A/loonstrook.pdf'] : [name];
    return {
      files: names.map((entry) => uploadedFile(entry, { uuid: uuid(next++), status: 'ANALYZING' })),
      skipped: [],
    };
  });
  server.on(getUploadedFile, ({ params }) =>
    uploadedFile('scan.pdf', { uuid: params.fileId!, status: 'READY', pageCount: 1 }),
  );
  const deliveries: { orderId: string; body: unknown }[] = [];
  server.on(deliverScanFiles, ({ params, body }) => {
    const uploadIds = (body as { uploadIds: string[] }).uploadIds;
    deliveries.push({ orderId: params.orderId!, body });
    delivered += uploadIds.length;
    return { archive: archive(delivered), files: [] };
  });
  let finishes = 0;
  server.on(finishScanDelivery, () => {
    finishes += 1;
    current = { ...current, status: 'delivered', statusLabel: 'Afgeleverd', nextStates: [] };
    return { order: current, archiveId: uuid(7000), mailed: true };
  });

  const sent: { key: string; name: string }[] = [];
  let report: ChunkUploaderCallbacks | undefined;
  renderWithApp(
    <ScanUploadDepsContext
      value={{
        loadUploader: async (_query, callbacks) => {
          report = callbacks;
          return {
            send: (key, file) => sent.push({ key, name: file.name }),
            resume: () => {},
            cancel: () => {},
            cancelAll: () => {},
          };
        },
        wait: () => Promise.resolve(),
      }}
    >
      <DeskOrderPage orderId={order.id} />
    </ScanUploadDepsContext>,
  );
  /** The chunk uploader reports a file as sent whole. */
  const arrived = (name: string) => {
    const file = sent.find((candidate) => candidate.name === name)!;
    act(() =>
      report!.success(file.key, { identifier: `flow-${name}`, name, relativePath: name, chunkCount: 1 }, ''),
    );
  };
  return {
    server,
    sent,
    finalised,
    deliveries,
    arrived,
    progress: (name: string, fraction: number) =>
      act(() => report!.progress(sent.find((file) => file.name === name)!.key, fraction)),
    finishes: () => finishes,
  };
}

const panel = () => screen.getByTestId('order-desk-scan-delivery');
const states = () => screen.getAllByTestId('scan-upload').map((item) => item.dataset.state);

beforeAll(initTestI18n);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('delivering a scan order into the customer’s archive', () => {
  it('names the archive and folder, delivers PDFs and a zip through the upload session, then finishes with a confirmation', async () => {
    const desk = setup(scanOrder());
    await screen.findByRole('heading', { name: 'Scans leveren' });
    expect((await within(panel()).findByTestId('scan-delivery-archive')).textContent).toBe(
      'Personeelsdossiers',
    );
    expect(within(panel()).getByTestId('scan-delivery-folder').textContent).toBe('Personeel / 2024');
    expect(within(panel()).getByText(/Nieuw: wordt bij de eerste levering gemaakt/)).toBeTruthy();
    const finish = within(panel()).getByRole('button', { name: 'Levering afronden' });
    expect((finish as HTMLButtonElement).disabled).toBe(true);
    expect(await seriousViolations()).toEqual([]);

    fireEvent.change(within(panel()).getByLabelText('Scans kiezen om te leveren'), {
      target: {
        files: [
          new File(['%PDF-1.7'], 'scan-001.pdf', { type: 'application/pdf' }),
          new File(['PK'], 'dossiers.zip', { type: 'application/zip' }),
        ],
      },
    });
    await waitFor(() => expect(desk.sent.map((file) => file.name)).toEqual(['scan-001.pdf', 'dossiers.zip']));
    desk.progress('scan-001.pdf', 0.5);
    expect(await screen.findByRole('progressbar', { name: 'Wordt geüpload… 50%' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    desk.arrived('scan-001.pdf');
    desk.arrived('dossiers.zip');
    await waitFor(() => expect(states()).toEqual(['done', 'done']));
    // A PDF as it is; a zip unpacked at upload, all of it or nothing.
    expect(desk.finalised).toEqual([
      { name: 'scan-001.pdf', unzip: false },
      { name: 'dossiers.zip', unzip: true, strictZip: true },
    ]);
    expect(desk.deliveries.map((delivery) => delivery.orderId)).toEqual([scanOrder().id, scanOrder().id]);
    expect(
      desk.deliveries.map((delivery) => (delivery.body as { uploadIds: string[] }).uploadIds.length),
    ).toEqual([1, 2]);
    expect(screen.getByTestId('scan-delivery-summary').textContent).toBe('2 van 2 bestanden in het archief');
    // The archive now exists, with the three scans.
    expect(await within(panel()).findByText(/Bestaat al: 3 bestanden/)).toBeTruthy();

    await waitFor(() => expect((finish as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(finish);
    const confirmation = await screen.findByTestId('scan-delivery-finished');
    expect(confirmation.textContent).toBe(
      'De levering is afgerond: Anna de Vries heeft de e-mail ‘Uw archief staat klaar’ gekregen en de order staat op Afgeleverd.',
    );
    expect(desk.finishes()).toBe(1);
    // The order shows its new state; no second finish is offered.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Levering afronden' })).toBeNull());
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows a refused zip with the server’s Dutch reason and delivers nothing of it', async () => {
    const desk = setup(scanOrder());
    await screen.findByRole('heading', { name: 'Scans leveren' });
    await within(panel()).findByTestId('scan-delivery-archive');
    fireEvent.change(within(panel()).getByLabelText('Scans kiezen om te leveren'), {
      target: { files: [new File(['PK'], 'kwaad.zip', { type: 'application/zip' })] },
    });
    await waitFor(() => expect(desk.sent).toHaveLength(1));
    desk.arrived('kwaad.zip');
    await waitFor(() => expect(states()).toEqual(['failed']));
    expect(
      within(panel()).getByText(/\.\.\/evil\.pdf: de map van dit bestand valt buiten het ZIP-bestand/),
    ).toBeTruthy();
    expect(desk.deliveries).toEqual([]);
    expect(
      (within(panel()).getByRole('button', { name: 'Levering afronden' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(await seriousViolations()).toEqual([]);
  });

  it('is not offered for a scan order delivered on another medium', async () => {
    const desk = setup(scanOrder({ isArchive: false, isDisk: true }));
    await screen.findByRole('heading', { name: 'Status wijzigen' });
    expect(screen.queryByRole('heading', { name: 'Scans leveren' })).toBeNull();
    expect(desk.server.calls.some((call) => call.includes('/scan-delivery'))).toBe(false);
  });
});
