import { ActionIcon, Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type {
  AdminCollection,
  AdminDesign,
  ProductTypeSummary,
} from '@portal/shared/schemas/print-store-admin';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveIcon } from '../../../../components/remove-icon';
import { callApi } from '../../../../lib/api-client';
import { contracts } from '../../../../lib/contracts';
import { AdminForm } from './admin-dialog';
import { checkDesign, DesignFields, designBodyOf, valuesOfFile } from './design-form';
import { ACCEPT_OF, acceptable, type DesignUpload, designUploads, fileSize } from './design-uploads';
import { useAdminAction } from './use-admin-action';
import './design-texts';

type Common = {
  productTypes: ProductTypeSummary[];
  collections: AdminCollection[];
  onClose: () => void;
};

/**
 * 'Ontwerpen toevoegen' (spec 02 sections 4 and 5): the admin picks PDF and JPG files, which are
 * added to the uploader paused; then the design-info dialog of each file in turn creates its
 * design, and only then does that file's upload go, with the design's id. Closing stops the files
 * still waiting; a design already saved goes on uploading, its progress on its card.
 */
export function DesignUploadFlow({
  collectionId,
  designs,
  onTitle,
  ...common
}: Common & {
  collectionId: string;
  designs: AdminDesign[];
  /** The dialog's title follows the step: 'Ontwerpen toevoegen', then 'Nieuw ontwerp'. */
  onTitle: (title: string) => void;
}) {
  const { t } = useTranslation();
  const all = useSyncExternalStore(designUploads.subscribe, designUploads.getSnapshot);
  // The files picked (and not removed again), in their order.
  const [keys, setKeys] = useState<string[]>([]);
  const [picked, setPicked] = useState(false);
  // Those not yet given their design, in the order they were picked.
  const pending = keys.flatMap((key) =>
    all.filter((upload) => upload.key === key && upload.designId === null),
  );
  const picking = !picked || pending.length === 0;
  useEffect(
    () => onTitle(t(picking ? 'printStoreDesigns.upload.title' : 'printStoreDesigns.info.newTitle')),
    [picking, onTitle, t],
  );
  // However the dialog closes (Annuleren, Escape, the close button), the files still waiting for
  // their dialog are not sent.
  const pendingKeys = useRef<string[]>([]);
  pendingKeys.current = pending.map((upload) => upload.key);
  useEffect(
    () => () => {
      for (const key of pendingKeys.current) designUploads.cancel(key);
    },
    [],
  );
  const close = common.onClose;
  if (picking) {
    return (
      <PickFiles
        uploads={pending}
        collectionId={collectionId}
        onAdded={(added) => setKeys([...keys, ...added.map((upload) => upload.key)])}
        onRemove={(key) => {
          designUploads.cancel(key);
          setKeys(keys.filter((candidate) => candidate !== key));
        }}
        onNext={() => setPicked(true)}
        onClose={close}
      />
    );
  }
  const current = pending[0]!;
  // The collection's designs' product type is the likely one for a new design beside them.
  const lastType = designs.at(-1)?.productTypeId ?? '';
  return (
    <DesignInfoStep
      key={current.key}
      upload={current}
      position={{ index: keys.indexOf(current.key) + 1, count: keys.length }}
      productTypeId={common.productTypes.some((type) => type.id === lastType) ? lastType : ''}
      {...common}
      onSkip={() => {
        designUploads.cancel(current.key);
        if (pending.length === 1) common.onClose();
      }}
      onSaved={() => {
        if (pending.length === 1) common.onClose();
      }}
      onClose={close}
    />
  );
}

/** The design upload dialog: choose files (only PDF and JPG), see them, go on. */
function PickFiles({
  uploads,
  collectionId,
  onAdded,
  onRemove,
  onNext,
  onClose,
}: {
  uploads: DesignUpload[];
  collectionId: string;
  onAdded: (added: DesignUpload[]) => void;
  onRemove: (key: string) => void;
  onNext: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const choose = (files: File[]) => {
    const fine = files.filter((file) => acceptable(file, 'source'));
    setRefused(files.filter((file) => !fine.includes(file)).map((file) => file.name));
    if (fine.length > 0) onAdded(designUploads.addWaiting(fine, collectionId));
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{t('printStoreDesigns.upload.intro')}</Text>
      {refused.length > 0 && (
        <Alert color="red" role="alert" title={t('printStoreDesigns.upload.invalidTitle')}>
          <Text size="sm">{t('printStoreDesigns.upload.invalidText')}</Text>
          <Text size="sm">{t('printStoreDesigns.upload.invalidFiles', { names: refused.join(', ') })}</Text>
        </Alert>
      )}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ACCEPT_OF.source}
        aria-label={t('printStoreDesigns.upload.choose')}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) choose(files);
        }}
      />
      <Group>
        <Button variant={uploads.length > 0 ? 'default' : 'filled'} onClick={() => input.current?.click()}>
          {uploads.length > 0
            ? t('printStoreDesigns.upload.chooseMore')
            : t('printStoreDesigns.upload.choose')}
        </Button>
      </Group>
      {uploads.length > 0 && (
        <section aria-labelledby={listId}>
          <Title order={3} size="h5" id={listId}>
            {t('printStoreDesigns.upload.chosen')}
          </Title>
          <Stack component="ul" gap={4} className="store-admin-contents">
            {uploads.map((upload) => (
              <Group component="li" key={upload.key} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" className="store-admin-contents__name">
                  {upload.fileName} ({fileSize(upload.bytes)})
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  size="lg"
                  aria-label={t('printStoreDesigns.upload.remove', { name: upload.fileName })}
                  onClick={() => onRemove(upload.key)}
                >
                  <RemoveIcon />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </section>
      )}
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" onClick={onClose}>
          {t('printStoreAdmin.cancel')}
        </Button>
        <Button disabled={uploads.length === 0} onClick={onNext}>
          {t('printStoreDesigns.upload.next')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The design-info dialog of one waiting file: saving creates the design (spec 02 section 7: name,
 * product type, collection, description, designer, display specification), and the file's upload
 * resumes with the design's id.
 */
function DesignInfoStep({
  upload,
  position,
  productTypeId,
  productTypes,
  collections,
  onSkip,
  onSaved,
  onClose,
}: Common & {
  upload: DesignUpload;
  position: { index: number; count: number };
  productTypeId: string;
  onSkip: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() =>
    valuesOfFile(upload.fileName, upload.collectionId, productTypeId),
  );
  const action = useAdminAction(onSaved);
  const { valid } = checkDesign(values, t);
  const save = () => {
    const { extraInfo: _extraInfo, ...body } = designBodyOf(values);
    return action.run(
      async () => {
        const design = await callApi(contracts.printStoreAdmin, 'createDesign', { body });
        designUploads.start(upload.key, design);
      },
      t('printStoreAdmin.saved', { name: body.name }),
    );
  };
  return (
    <AdminForm
      onClose={onClose}
      existing={null}
      canSave={valid}
      action={action}
      onSave={() => void save()}
      onDelete={() => {}}
      onReload={() => {}}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('printStoreDesigns.info.fileOf', {
            index: position.index,
            count: position.count,
            name: upload.fileName,
          })}
        </Text>
        {position.count > 1 && (
          <Button size="compact-sm" variant="subtle" onClick={onSkip}>
            {t('printStoreDesigns.info.skip')}
          </Button>
        )}
      </Group>
      <DesignFields
        values={values}
        onChange={setValues}
        productTypes={productTypes}
        collections={collections}
        withExtraInfo={false}
      />
    </AdminForm>
  );
}
