import { Button, Group, Loader, Paper, Progress, Text, Title } from '@mantine/core';
import { formatFileSize } from '@portal/shared/format';
import { useTranslation } from 'react-i18next';
import { allFinished, type FolderUpload } from '../utils/folder-uploads';
import '../texts';

/**
 * The files on their way into the folder: a progress bar while each is sent, 'Bestand wordt
 * geanalyseerd' while the server analyses it, then added or refused with the server's reason.
 */
export function UploadPanel({
  folderName,
  uploads,
  onClose,
}: {
  folderName: string;
  uploads: readonly FolderUpload[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  const done = uploads.filter((upload) => upload.state === 'done').length;
  const finished = allFinished(uploads);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="filestore-uploads-title">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} size="h5" id="filestore-uploads-title">
          {t('filestore.upload.title', { name: folderName })}
        </Title>
        <Text size="sm" c="gray.7" role="status">
          {t('filestore.upload.summary', { done, total: uploads.length })}
        </Text>
      </Group>
      <ul className="filestore-uploads" aria-label={t('filestore.upload.listLabel')}>
        {uploads.map((upload) => (
          <li key={upload.key} data-testid="filestore-upload" data-state={upload.state}>
            <span className="filestore-uploads__name">{upload.name}</span>
            <Text size="xs" c="gray.7">
              {formatFileSize(upload.size)}
            </Text>
            <div className="filestore-uploads__state">
              <UploadState upload={upload} />
            </div>
          </li>
        ))}
      </ul>
      {finished && (
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('filestore.upload.close')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}

function UploadState({ upload }: { upload: FolderUpload }) {
  const { t } = useTranslation();
  switch (upload.state) {
    case 'uploading': {
      const percent = Math.round(upload.fraction * 100);
      return (
        <Progress
          value={percent}
          size="sm"
          radius="xl"
          aria-label={t('filestore.upload.uploading', { percent })}
        />
      );
    }
    case 'analysing':
    case 'filing':
      return (
        <Group gap={6} wrap="nowrap">
          <Loader size={12} type="oval" aria-hidden="true" />
          <Text size="xs" c="gray.7">
            {t(upload.state === 'analysing' ? 'filestore.upload.analysing' : 'filestore.upload.filing')}
          </Text>
        </Group>
      );
    case 'done':
      return (
        <Text size="xs" c="#14532d" fw={600}>
          {t('filestore.upload.done')}
        </Text>
      );
    case 'failed':
      return (
        <Text size="xs" c="red.9">
          <strong>{t('filestore.upload.failed')}:</strong> {upload.problem ?? t('filestore.upload.network')}
        </Text>
      );
  }
}
