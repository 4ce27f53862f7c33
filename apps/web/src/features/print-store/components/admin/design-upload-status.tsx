import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DesignUpload, DesignUploads } from './design-uploads';
import './design-texts';

/**
 * A design's file on its way, on its card (spec 02 section 4: the upload resumes once the
 * design-info dialog is saved and shows its progress): the share sent, then the server's check
 * and preview, or why it failed with 'Opnieuw proberen' when sending again can help.
 */
export function DesignUploadStatus({ upload, uploads }: { upload: DesignUpload; uploads: DesignUploads }) {
  const { t } = useTranslation();
  const name = upload.fileName;
  if (upload.state === 'failed') {
    const problem = upload.problem;
    return (
      <Alert color="red" p="xs" role="alert" title={t('printStoreDesigns.progress.failed', { name })}>
        <Stack gap={6}>
          <Text size="xs">{problem?.message || t('printStoreDesigns.progress.networkFailed')}</Text>
          <Group gap={6}>
            {problem?.canRetry && (
              <Button size="compact-xs" variant="light" onClick={() => uploads.retry(upload.key)}>
                {t('printStoreDesigns.progress.retry')}
              </Button>
            )}
            <Button size="compact-xs" variant="subtle" onClick={() => uploads.cancel(upload.key)}>
              {t('printStoreDesigns.progress.dismiss')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  const percent = Math.floor(upload.fraction * 100);
  const checking = upload.state === 'checking';
  const label = checking
    ? t('printStoreDesigns.progress.checking', { name })
    : t('printStoreDesigns.progress.uploading', { name });
  return (
    <Stack gap={4}>
      {/* Read out when the state changes, not at every percent: the bar carries the number. */}
      <Text size="xs" role="status">
        {label}
        {!checking && <span aria-hidden="true">{` ${percent} %`}</span>}
      </Text>
      <Progress value={checking ? 100 : percent} animated={checking} size="sm" aria-label={label} />
    </Stack>
  );
}
