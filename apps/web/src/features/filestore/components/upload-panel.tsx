import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FiledUploadList, type FiledUploadTexts } from '../../../components/filed-upload-state';
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
      <FiledUploadList
        uploads={uploads}
        texts={uploadTexts(t)}
        label={t('filestore.upload.listLabel')}
        itemTestId="filestore-upload"
      />
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

const uploadTexts = (t: TFunction): FiledUploadTexts => ({
  uploading: (percent) => t('filestore.upload.uploading', { percent }),
  analysing: t('filestore.upload.analysing'),
  filing: t('filestore.upload.filing'),
  done: t('filestore.upload.done'),
  failed: t('filestore.upload.failed'),
  network: t('filestore.upload.network'),
});
