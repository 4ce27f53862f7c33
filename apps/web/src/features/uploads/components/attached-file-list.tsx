import { Button, Progress, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/line-icon';
import type { UploadEntry } from '../stores/upload-store';
import { fileMeta } from './file-row';
import { FileThumbnail } from './file-thumbnail';
import '../../../styles/file-list.css';
import '../texts';

/**
 * The session's files as they go along with something else (a quote request): each with its
 * first page, name, size and pages, and how far an upload still on its way is; read only, with
 * 'Bestanden toevoegen' to choose more. Selecting and removing stay with the file list.
 */
export function AttachedFileList({
  entries,
  empty,
  onAddFiles,
}: {
  entries: readonly UploadEntry[];
  /** What is said while there are no files. */
  empty: ReactNode;
  onAddFiles: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="attached-files">
      {entries.length === 0 ? (
        <Text size="sm" c="gray.7" data-testid="attached-files-empty">
          {empty}
        </Text>
      ) : (
        <ul className="attached-files__items" data-testid="attached-files">
          {entries.map((entry) => (
            <li key={entry.id} className="attached-file" data-phase={entry.phase}>
              <FileThumbnail entry={entry} />
              <div className="attached-file__body">
                <Text className="attached-file__name" title={entry.name}>
                  {entry.name}
                </Text>
                <Text size="xs" c="gray.7" className="attached-file__meta">
                  {fileMeta(entry, t).join(' · ')}
                </Text>
                <Progressing entry={entry} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="default"
        radius="md"
        onClick={onAddFiles}
        leftSection={<PlusIcon />}
        className="file-list__add attached-files__add"
      >
        {t('uploads.addFiles')}
      </Button>
    </div>
  );
}

/** An upload on its way, or a file the server is still reading. */
function Progressing({ entry }: { entry: UploadEntry }) {
  const { t } = useTranslation();
  if (entry.phase === 'queued' || entry.phase === 'uploading') {
    const percent = Math.round(entry.progress * 100);
    return (
      <Progress
        value={percent}
        size="sm"
        radius="xl"
        mt={6}
        aria-label={t('uploads.uploading', { percent })}
        className="attached-file__bar"
      />
    );
  }
  const text =
    entry.phase === 'waitingForLogin'
      ? t('uploads.waiting')
      : entry.phase === 'processing'
        ? t('uploads.processing')
        : entry.file?.status === 'ANALYZING'
          ? t('uploads.analysing')
          : null;
  return text ? (
    <Text size="xs" c="gray.7">
      {text}
    </Text>
  ) : null;
}

function PlusIcon() {
  return (
    <LineIcon size={16} strokeWidth={2.4}>
      <path d="M12 5v14M5 12h14" />
    </LineIcon>
  );
}
