import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Progress,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { formatFileSize } from '@portal/shared/format';
import type { UploadedFile } from '@portal/shared/schemas/uploads';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/line-icon';
import type { UploadEntry } from '../stores/upload-store';
import { formatName } from '../utils/format-name';
import { hasLowDpi, lowestDpi } from '../utils/upload-rules';
import { FileThumbnail } from './file-thumbnail';
import '../texts';
import { RemoveIcon } from '../../../components/remove-icon';

type Props = {
  entry: UploadEntry;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
  onShowDpi: (() => void) | undefined;
  onShowPages?: (() => void) | undefined;
  /** 'Uitpakken' of a zip kept whole (decision 0036); the row offers it when given. */
  onUnpack?: (() => void) | undefined;
  unpacking?: boolean;
  /** What another screen adds to the row (the product order screen: 'In winkelwagen'). */
  extra?: ReactNode;
};

export function FileRow({
  entry,
  selected,
  onSelect,
  onRemove,
  onShowDpi,
  onShowPages,
  onUnpack,
  unpacking = false,
  extra,
}: Props) {
  const { t } = useTranslation();
  const { file } = entry;
  return (
    <li
      className="file-row"
      data-phase={entry.phase}
      data-status={file?.status}
      data-selected={selected || undefined}
    >
      <Checkbox
        className="file-row__select"
        aria-label={t('uploads.selectFile', { name: entry.name })}
        checked={selected}
        onChange={(event) => onSelect(event.currentTarget.checked)}
        size="sm"
      />
      <FileThumbnail entry={entry} onOpen={onShowPages} />
      <div className="file-row__body">
        <Text className="file-row__name" title={entry.name}>
          {entry.name}
        </Text>
        <Text className="file-row__meta" size="xs" c="gray.7">
          {fileMeta(entry, t).join(' · ')}
        </Text>
        <FileStatus entry={entry} onShowDpi={onShowDpi} />
        {extra}
        {onUnpack && isKeptZip(entry) && (
          <UnpackAction name={entry.name} busy={unpacking} onUnpack={onUnpack} />
        )}
      </div>
      <ActionIcon
        className="file-row__remove"
        variant="subtle"
        color="gray.7"
        size="lg"
        radius="xl"
        aria-label={t('uploads.removeFile', { name: entry.name })}
        onClick={onRemove}
      >
        <RemoveIcon />
      </ActionIcon>
    </li>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

/** A zip the server stored whole (unzip was off): it can still be unpacked. */
const isKeptZip = (entry: UploadEntry) => entry.file?.fileType === 'zip' && entry.file.status !== 'ANALYZING';

/**
 * 'Uitpakken'. While the server unpacks, the button stays (keeping the keyboard focus) and says
 * so; a second press does nothing.
 */
function UnpackAction({ name, busy, onUnpack }: { name: string; busy: boolean; onUnpack: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      className="file-row__unpack"
      variant="light"
      size="compact-sm"
      radius="xl"
      mt={6}
      style={{ alignSelf: 'flex-start' }}
      aria-label={busy ? t('uploads.unpack.busyLabel', { name }) : t('uploads.unpack.actionLabel', { name })}
      aria-disabled={busy || undefined}
      leftSection={busy ? <Loader size={12} type="oval" aria-hidden="true" /> : <UnzipIcon />}
      onClick={() => {
        if (!busy) onUnpack();
      }}
    >
      {busy ? t('uploads.unpack.busy') : t('uploads.unpack.action')}
    </Button>
  );
}

function UnzipIcon() {
  return (
    <LineIcon size={14} strokeWidth={2.2}>
      <path d="M4 8h16v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V8ZM3 4h18v4H3zM10 12h4" />
    </LineIcon>
  );
}

/** Size, pages and paper format: what is known so far. */
export function fileMeta(entry: UploadEntry, t: T): string[] {
  const parts = [formatFileSize(entry.size)];
  const file = entry.file;
  if (!file) return parts;
  if (file.pageCount !== null && file.pageCount > 0)
    parts.push(file.pageCount === 1 ? t('uploads.pagesOne') : t('uploads.pages', { count: file.pageCount }));
  if (file.format) parts.push(formatName(file.format, file.dimensions, t));
  return parts;
}

function FileStatus({ entry, onShowDpi }: { entry: UploadEntry; onShowDpi: (() => void) | undefined }) {
  const { t } = useTranslation();
  switch (entry.phase) {
    case 'waitingForLogin':
      return (
        <Text size="xs" c="gray.7" className="file-row__status">
          {t('uploads.waiting')}
        </Text>
      );
    case 'queued':
    case 'uploading': {
      const percent = Math.round(entry.progress * 100);
      const label = t('uploads.uploading', { percent });
      return (
        <div className="file-row__progress">
          <Progress value={percent} size="sm" radius="xl" aria-label={label} className="file-row__bar" />
          <Text size="xs" c="gray.7" aria-hidden="true" className="file-row__percent">
            {percent}%
          </Text>
        </div>
      );
    }
    case 'processing':
      return <Busy text={t('uploads.processing')} />;
    case 'stored':
      return entry.file ? <AnalysisStatus file={entry.file} onShowDpi={onShowDpi} /> : null;
  }
}

function Busy({ text }: { text: string }) {
  return (
    <Group gap={6} className="file-row__status" wrap="nowrap">
      <Loader size={12} type="oval" aria-hidden="true" />
      <Text size="xs" c="gray.7">
        {text}
      </Text>
    </Group>
  );
}

/**
 * Why a file has no price: the spec's text per status, or what stopped the analysis when the
 * server says more than 'this format' (a damaged file, a time or page budget).
 */
function noPriceText(file: UploadedFile, t: TFunction): string {
  if (file.status === 'READY_NOT_ANALYZED' && file.reason && file.reason !== 'unsupportedType')
    return `${t(`uploads.notAnalysedReason.${file.reason}`)} ${t('uploads.noPriceBecause')}`;
  return t(`uploads.noPriceReason.${file.status as 'READY_NOT_ANALYZED' | 'READY_PASSWORD_PROTECTED'}`);
}

function AnalysisStatus({ file, onShowDpi }: { file: UploadedFile; onShowDpi: (() => void) | undefined }) {
  const { t } = useTranslation();
  if (file.status === 'ANALYZING') return <Busy text={t('uploads.analysing')} />;
  if (file.status === 'READY_NOT_ANALYZED' || file.status === 'READY_PASSWORD_PROTECTED') {
    return (
      <div className="file-row__status">
        <Badge color="yellow.3" c="dark.8" variant="filled" radius="sm" size="sm" tt="none" fw={600}>
          {t('uploads.noPrice')}
        </Badge>
        <Text size="xs" c="gray.7" mt={4}>
          {noPriceText(file, t)}
        </Text>
      </div>
    );
  }
  const lowDpi = hasLowDpi(file) ? Math.round(lowestDpi(file) ?? 0) : null;
  return (
    <Group gap={6} className="file-row__status file-row__chips">
      {file.pagesColour !== null && file.pagesColour > 0 && (
        <span className="file-chip file-chip--colour">
          {t('uploads.pagesColour', { count: file.pagesColour })}
        </span>
      )}
      {file.pagesBW !== null && file.pagesBW > 0 && (
        <span className="file-chip file-chip--bw">
          {t('uploads.pagesBlackWhite', { count: file.pagesBW })}
        </span>
      )}
      {file.pagesBlank !== null && file.pagesBlank > 0 && (
        <span className="file-chip file-chip--blank">
          {t('uploads.pagesBlank', { count: file.pagesBlank })}
        </span>
      )}
      {lowDpi !== null &&
        (onShowDpi ? (
          <UnstyledButton className="file-chip file-chip--warning" onClick={onShowDpi}>
            <WarningIcon />
            {t('uploads.lowDpi', { dpi: lowDpi })}
          </UnstyledButton>
        ) : (
          <span className="file-chip file-chip--warning">
            <WarningIcon />
            {t('uploads.lowDpi', { dpi: lowDpi })}
          </span>
        ))}
    </Group>
  );
}

function WarningIcon() {
  return (
    <LineIcon size={12} strokeWidth={2.4}>
      <path d="M12 3 2 21h20L12 3Z" />
      <path d="M12 10v5M12 18v.5" />
    </LineIcon>
  );
}
