import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatFileSize } from '@portal/shared/format';
import type { DeskOrderView } from '@portal/shared/schemas/order-views';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiledUploadList, type FiledUploadTexts } from '../../../components/filed-upload-state';
import { PlacedOrderFact } from '../../../components/placed-order-facts';
import { Spinner } from '../../../components/spinner';
import { ApiRequestError, NetworkError } from '../../../lib/api-client';
import { allFinished } from '../../../lib/filed-uploads';
import { finishScanDelivery, scanDeliveryOptions } from '../api/desk-orders';
import { useScanUploads } from '../hooks/use-scan-uploads';
import '../texts';

type Outcome = { kind: 'finished'; name: string } | { kind: 'refused'; message: string };

/** A scan order the desk delivers into the file store: one whose customer chose the archive medium. */
export const deliversIntoArchive = (order: DeskOrderView) =>
  order.kind === 'scan' && order.details.medium.isArchive;

/**
 * 'Scans leveren' on a scan order at the desk (issue 31 point 5, decision 0126): the archive and
 * folder the customer named (and whether the archive exists yet), an upload area for the scans
 * (many files, zips unpacked into subfolders), each file's way into the archive, and 'Levering
 * afronden', which mails the customer and moves the order to delivered.
 */
export function ScanDelivery({ order }: { order: DeskOrderView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const place = useQuery(scanDeliveryOptions(order.id));
  const { store, uploads } = useScanUploads();
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const add = (files: File[]) => {
    if (files.length === 0) return;
    setOutcome(null);
    store.add(files, order.id);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  const finish = async () => {
    setFinishing(true);
    setOutcome(null);
    try {
      await finishScanDelivery(queryClient, order.id);
      setOutcome({ kind: 'finished', name: order.orderedBy.name || order.orderedBy.email });
    } catch (error) {
      if (error instanceof ApiRequestError) setOutcome({ kind: 'refused', message: error.message });
      else if (error instanceof NetworkError)
        setOutcome({ kind: 'refused', message: t('orderDesk.unreachable') });
      else throw error;
    } finally {
      setFinishing(false);
    }
  };

  if (place.isPending) return <Spinner label={t('orderDesk.scanDelivery.loading')} />;
  if (place.isError)
    return (
      <Alert color="red" role="alert">
        {t('orderDesk.scanDelivery.unavailable', {
          message: place.error instanceof ApiRequestError ? place.error.message : t('orderDesk.unreachable'),
        })}
      </Alert>
    );

  const { archive, folderPath, finished } = place.data;
  const busy = !allFinished(uploads);
  const hasScans = (archive?.fileCount ?? 0) > 0;
  const done = uploads.filter((upload) => upload.state === 'done').length;
  return (
    <Stack gap="sm" data-testid="scan-delivery">
      <Text size="sm">{t('orderDesk.scanDelivery.intro')}</Text>
      <dl className="placed-order__facts">
        <PlacedOrderFact label={t('orderDesk.scanDelivery.archive')}>
          <span data-testid="scan-delivery-archive">{place.data.archiveName}</span>
          <Text size="xs" c="gray.7" component="span" display="block">
            {archive
              ? `${t('orderDesk.scanDelivery.existingArchive', {
                  count: archive.fileCount,
                  size: formatFileSize(archive.usedBytes),
                })}${archive.allowChanges ? '' : ` ${t('orderDesk.scanDelivery.readOnly')}`}`
              : t('orderDesk.scanDelivery.newArchive')}
          </Text>
        </PlacedOrderFact>
        <PlacedOrderFact label={t('orderDesk.scanDelivery.folder')}>
          <span data-testid="scan-delivery-folder">
            {folderPath.length > 0 ? folderPath.join(' / ') : t('orderDesk.scanDelivery.rootFolder')}
          </span>
        </PlacedOrderFact>
        {place.data.location && (
          <PlacedOrderFact label={t('orderDesk.scanDelivery.location')}>
            {place.data.location}
          </PlacedOrderFact>
        )}
        <PlacedOrderFact label={t('orderDesk.scanDelivery.customerNumber')}>
          {order.customerNumber ?? ''}
        </PlacedOrderFact>
      </dl>

      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop area is a shortcut; the button beside it is the way by keyboard. */}
      <div
        className={`scan-delivery__drop${dragging ? ' scan-delivery__drop--over' : ''}`}
        data-testid="scan-delivery-drop"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Text size="sm">{t('orderDesk.scanDelivery.dropZone')}</Text>
        <Button variant="default" onClick={() => picker.current?.click()} data-testid="scan-delivery-choose">
          {t('orderDesk.scanDelivery.choose')}
        </Button>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          aria-label={t('orderDesk.scanDelivery.chooserLabel')}
          data-testid="scan-delivery-input"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            add(files);
          }}
        />
      </div>

      {uploads.length > 0 && (
        <div>
          <Group justify="space-between" align="baseline">
            <Text size="sm" fw={600} role="status" data-testid="scan-delivery-summary">
              {t('orderDesk.scanDelivery.summary', { done, total: uploads.length })}
            </Text>
            {!busy && (
              <Button size="compact-sm" variant="subtle" onClick={() => store.clearFinished()}>
                {t('orderDesk.scanDelivery.clear')}
              </Button>
            )}
          </Group>
          <FiledUploadList
            uploads={uploads}
            texts={uploadTexts(t)}
            label={t('orderDesk.scanDelivery.listLabel')}
            itemTestId="scan-upload"
          />
        </div>
      )}

      {outcome?.kind === 'finished' && (
        <Alert color="green" role="status" data-testid="scan-delivery-finished">
          {t('orderDesk.scanDelivery.finished', { name: outcome.name })}
        </Alert>
      )}
      {outcome === null && finished && (
        <Alert color="blue" role="status" data-testid="scan-delivery-finished-before">
          {t('orderDesk.scanDelivery.finishedBefore')}
        </Alert>
      )}
      {outcome?.kind === 'refused' && (
        <Alert color="red" role="alert" data-testid="scan-delivery-refused">
          {outcome.message}
        </Alert>
      )}

      {!finished && (
        <div>
          <Text size="xs" c="gray.7" mb={6} id={`scan-finish-hint-${order.id}`}>
            {busy
              ? t('orderDesk.scanDelivery.waitForUploads')
              : hasScans
                ? t('orderDesk.scanDelivery.finishHint')
                : t('orderDesk.scanDelivery.nothingYet')}
          </Text>
          <Button
            onClick={() => void finish()}
            loading={finishing}
            disabled={busy || !hasScans}
            aria-describedby={`scan-finish-hint-${order.id}`}
            data-testid="scan-delivery-finish"
          >
            {t('orderDesk.scanDelivery.finish')}
          </Button>
        </div>
      )}
    </Stack>
  );
}

const uploadTexts = (t: TFunction): FiledUploadTexts => ({
  uploading: (percent) => t('orderDesk.scanDelivery.uploading', { percent }),
  analysing: t('orderDesk.scanDelivery.analysing'),
  filing: t('orderDesk.scanDelivery.filing'),
  done: t('orderDesk.scanDelivery.done'),
  failed: t('orderDesk.scanDelivery.failed'),
  network: t('orderDesk.scanDelivery.network'),
});
