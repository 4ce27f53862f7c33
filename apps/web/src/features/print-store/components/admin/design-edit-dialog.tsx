import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type {
  AdminCollection,
  AdminDesign,
  ProductTypeSummary,
} from '@portal/shared/schemas/print-store-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, callApi } from '../../../../lib/api-client';
import { contracts } from '../../../../lib/contracts';
import { refreshStore } from '../../api/admin-queries';
import { AdminForm } from './admin-dialog';
import { checkDesign, DesignFields, designBodyOf, valuesOfDesign } from './design-form';
import { DesignUploadStatus } from './design-upload-status';
import { ACCEPT_OF, acceptable, type DesignUpload, designUploads, fileSize } from './design-uploads';
import { changedFields } from './form-values';
import { useAdminAction } from './use-admin-action';
import './design-texts';

/**
 * The design edit dialog ('Wijzigen', spec 02 section 2.2): the design-info fields and its extra
 * information, saved with the version read and only what changed; its files: the original (a new
 * one replaces it), a preview of the admin's own or made again from the original; a confirmed
 * delete and the design's history.
 */
export function DesignEditDialog({
  design,
  productTypes,
  collections,
  onClose,
  onDone,
  onReload,
}: {
  design: AdminDesign;
  productTypes: ProductTypeSummary[];
  collections: AdminCollection[];
  onClose: () => void;
  onDone: () => void;
  /** Reads the design again after 'gewijzigd door een ander'. */
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const initial = valuesOfDesign(design);
  const [values, setValues] = useState(initial);
  const action = useAdminAction(onDone);
  const { valid } = checkDesign(values, t);
  const changes = changedFields(designBodyOf(initial), designBodyOf(values));
  const canSave = valid && Object.keys(changes).length > 0;

  const save = () =>
    action.run(
      () =>
        callApi(contracts.printStoreAdmin, 'updateDesign', {
          params: { designId: design.id },
          body: { version: design.version, ...changes },
        }),
      t('printStoreAdmin.saved', { name: values.name.trim() }),
    );
  const remove = () =>
    action.run(
      () =>
        callApi(contracts.printStoreAdmin, 'deleteDesign', {
          params: { designId: design.id },
          query: { version: design.version },
        }),
      t('printStoreAdmin.deleted', { name: design.name }),
      { id: design.id, afterDelete: onDone },
    );

  return (
    <AdminForm
      onClose={onClose}
      existing={{
        kind: 'design',
        id: design.id,
        deleteQuestion: t('printStoreDesigns.info.deleteQuestion', { name: design.name }),
      }}
      canSave={canSave}
      action={action}
      onSave={() => void save()}
      onDelete={() => void remove()}
      onReload={onReload}
    >
      <DesignFields
        values={values}
        onChange={setValues}
        productTypes={productTypes}
        collections={collections}
        withExtraInfo
      />
      <DesignFiles design={design} />
    </AdminForm>
  );
}

/** The design's files: its original, a new original or preview sent at once, the preview made again. */
function DesignFiles({ design }: { design: AdminDesign }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const uploads = useSyncExternalStore(designUploads.subscribe, designUploads.getSnapshot);
  const mine = uploads.filter((upload) => upload.designId === design.id);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const regenerate = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await callApi(contracts.printStoreAdmin, 'regenerateDesignPreview', {
        params: { designId: design.id },
      });
      await refreshStore(queryClient);
      notifications.show({
        color: 'green',
        message: t('printStoreDesigns.info.regenerated', { name: design.name }),
      });
    } catch (error) {
      setProblem(error instanceof ApiRequestError ? error.message : t('printStoreAdmin.failed'));
    } finally {
      setBusy(false);
    }
  };
  const send = (purpose: DesignUpload['purpose']) => (file: File) => {
    if (!acceptable(file, purpose)) {
      setProblem(
        purpose === 'preview'
          ? t('printStoreDesigns.info.previewInvalid')
          : `${t('printStoreDesigns.upload.invalidTitle')}. ${t('printStoreDesigns.upload.invalidText')}`,
      );
      return;
    }
    setProblem(null);
    designUploads.sendFor(file, purpose, design);
  };
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('printStoreDesigns.info.files')}
      </Title>
      <Stack gap="xs" mt={4}>
        <Text size="sm">
          {design.source
            ? t('printStoreDesigns.info.original', {
                name: design.source.name,
                size: fileSize(design.source.bytes),
              })
            : t('printStoreDesigns.info.noOriginal')}
        </Text>
        {problem && (
          <Alert color="red" role="alert" p="xs">
            <Text size="sm">{problem}</Text>
          </Alert>
        )}
        {mine.map((upload) => (
          <DesignUploadStatus key={upload.key} upload={upload} uploads={designUploads} />
        ))}
        <Group gap="xs">
          <FileButton
            label={t('printStoreDesigns.info.replaceOriginal')}
            accept={ACCEPT_OF.source}
            onFile={send('source')}
          />
          <FileButton
            label={t('printStoreDesigns.info.ownPreview')}
            accept={ACCEPT_OF.preview}
            onFile={send('preview')}
          />
          {design.source && (
            <Button size="xs" variant="default" loading={busy} onClick={() => void regenerate()}>
              {t('printStoreDesigns.info.regenerate')}
            </Button>
          )}
        </Group>
      </Stack>
    </section>
  );
}

/** A button that opens the browser's file dialog for one file. */
function FileButton({
  label,
  accept,
  onFile,
}: {
  label: string;
  accept: string;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        aria-label={label}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <Button size="xs" variant="default" onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}
