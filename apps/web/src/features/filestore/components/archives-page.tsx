import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDate, formatFileSize } from '@portal/shared/format';
import type { ArchiveSummary, ArchivesResponse } from '@portal/shared/schemas/filestore';
import { FILESTORE_NAME_MAX } from '@portal/shared/schemas/filestore';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHead } from '../../../components/page-head';
import { useRoutePath } from '../../../config/paths';
import { createArchive, deleteArchive, updateArchive } from '../api/filestore-changes';
import { archivesOptions, refreshFilestore } from '../api/filestore-queries';
import { isValidName } from '../utils/names';
import { notifyDone } from '../utils/notify';
import { folderPath } from '../utils/places';
import { ConfirmDialog, FilestoreModal, ProblemAlert, useChange } from './dialogs';
import { ArchiveIcon } from './filestore-icons';
import { Loading, QueryProblem } from './query-problem';
import '../texts';

/** The address's flag that opens 'Nieuw archief' (the dashboard's empty state links to it). */
const NEW_PARAM = 'nieuw';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; archive: ArchiveSummary }
  | { kind: 'remove'; archive: ArchiveSummary };

/**
 * 'Archieven beheren' (spec 02 section 2.1): the archives of the user's customer numbers, a new
 * one for any of them, a new name or place, and removing an empty one. An archive the customer
 * may not change (a scan delivery, until we allow it) says so and offers no change.
 */
export function ArchivesPage() {
  const { t } = useTranslation();
  const query = useQuery(archivesOptions());
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog | null>(() =>
    params.has(NEW_PARAM) ? { kind: 'create' } : null,
  );
  const close = () => {
    setDialog(null);
    if (params.has(NEW_PARAM)) {
      const next = new URLSearchParams(params);
      next.delete(NEW_PARAM);
      setParams(next, { replace: true });
    }
  };
  const data = query.data;
  return (
    <Stack gap="lg">
      <PageHead title={t('filestore.archives.title')} description={t('filestore.archives.description')} />
      <div>
        <Title order={1} className="filestore-title">
          {t('filestore.archives.title')}
        </Title>
        <Text c="gray.7">{t('filestore.archives.intro')}</Text>
      </div>
      {!data ? (
        query.isError ? (
          <QueryProblem error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Loading />
        )
      ) : (
        <>
          {data.customers.length > 0 ? (
            <Group>
              <Button onClick={() => setDialog({ kind: 'create' })}>{t('filestore.archives.create')}</Button>
            </Group>
          ) : (
            <NoCustomer />
          )}
          {data.archives.length === 0 ? (
            <Text role="status">{t('filestore.archives.empty')}</Text>
          ) : (
            <ArchivesTable archives={data.archives} onDialog={setDialog} />
          )}
          {dialog?.kind === 'create' && data.customers.length > 0 && (
            <ArchiveDialog customers={data.customers} onClose={close} />
          )}
          {dialog?.kind === 'edit' && (
            <ArchiveDialog archive={dialog.archive} customers={data.customers} onClose={close} />
          )}
          {dialog?.kind === 'remove' && <RemoveDialog archive={dialog.archive} onClose={close} />}
        </>
      )}
    </Stack>
  );
}

function NoCustomer() {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <Alert color="gray" role="status">
      <Text size="sm">{t('filestore.archives.noCustomer')}</Text>
      <Anchor component={Link} to={to('contact')} size="sm">
        {t('filestore.archives.contact')}
      </Anchor>
    </Alert>
  );
}

const isEmpty = (archive: ArchiveSummary) => archive.fileCount === 0 && archive.folderCount === 0;

function ArchivesTable({
  archives,
  onDialog,
}: {
  archives: ArchiveSummary[];
  onDialog: (dialog: Dialog) => void;
}) {
  const { t } = useTranslation();
  const to = useRoutePath();
  return (
    <section className="filestore-table-frame" aria-labelledby="filestore-archives-caption">
      <Table className="filestore-table" verticalSpacing="sm" striped highlightOnHover>
        <Table.Caption id="filestore-archives-caption">{t('filestore.archives.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('filestore.archives.name')}</Table.Th>
            <Table.Th scope="col" className="filestore-desktop-only">
              {t('filestore.archives.customer')}
            </Table.Th>
            <Table.Th scope="col" className="filestore-desktop-only">
              {t('filestore.archives.location')}
            </Table.Th>
            <Table.Th scope="col" className="filestore-desktop-only">
              {t('filestore.archives.contents')}
            </Table.Th>
            <Table.Th scope="col" className="filestore-number filestore-desktop-only">
              {t('filestore.archives.used')}
            </Table.Th>
            <Table.Th scope="col" className="filestore-desktop-only">
              {t('filestore.archives.created')}
            </Table.Th>
            <Table.Th scope="col">{t('filestore.archives.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {archives.map((archive) => (
            <Table.Tr key={archive.id} data-testid="filestore-archive-row">
              <Table.Td>
                <span className="filestore-name">
                  <span className="filestore-name__icon filestore-name__icon--folder" aria-hidden="true">
                    <ArchiveIcon />
                  </span>
                  <span className="filestore-name__text">
                    <Anchor component={Link} to={folderPath(to, archive.id, null)} fw={600}>
                      {archive.name}
                    </Anchor>
                    {!archive.allowChanges && (
                      <Badge variant="default" size="sm" ml={6}>
                        {t('filestore.readOnlyBadge')}
                      </Badge>
                    )}
                    <span className="filestore-name__meta filestore-phone-only">
                      {[
                        archive.customerName,
                        archive.location,
                        t('filestore.files', { count: archive.fileCount }),
                        formatFileSize(archive.usedBytes),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                </span>
              </Table.Td>
              <Table.Td className="filestore-desktop-only">
                {archive.customerName}
                <Text size="xs" c="gray.7">
                  {archive.customerNumber}
                </Text>
              </Table.Td>
              <Table.Td className="filestore-desktop-only">
                {archive.location || t('filestore.none')}
              </Table.Td>
              <Table.Td className="filestore-nowrap filestore-desktop-only">
                {t('filestore.files', { count: archive.fileCount })}
                <Text size="xs" c="gray.7">
                  {t('filestore.folders', { count: archive.folderCount })}
                </Text>
              </Table.Td>
              <Table.Td className="filestore-number filestore-desktop-only">
                {formatFileSize(archive.usedBytes)}
              </Table.Td>
              <Table.Td className="filestore-nowrap filestore-desktop-only">
                {formatDate(new Date(archive.createdAt))}
              </Table.Td>
              <Table.Td>
                {archive.allowChanges ? (
                  <Group gap="xs">
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={t('filestore.archives.editLabel', { name: archive.name })}
                      onClick={() => onDialog({ kind: 'edit', archive })}
                    >
                      {t('filestore.archives.edit')}
                    </Button>
                    {isEmpty(archive) && (
                      <Button
                        size="compact-sm"
                        variant="default"
                        color="red.8"
                        aria-label={t('filestore.archives.removeLabel', { name: archive.name })}
                        onClick={() => onDialog({ kind: 'remove', archive })}
                      >
                        {t('filestore.archives.remove')}
                      </Button>
                    )}
                  </Group>
                ) : (
                  t('filestore.none')
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}

/** 'Nieuw archief' (with the customer it is for) or 'Archief wijzigen' (name and place). */
function ArchiveDialog({
  archive,
  customers,
  onClose,
}: {
  archive?: ArchiveSummary;
  customers: ArchivesResponse['customers'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(archive?.name ?? '');
  const [location, setLocation] = useState(archive?.location ?? '');
  const [customerNumber, setCustomerNumber] = useState(customers[0]?.customerNumber ?? '');
  const [invalid, setInvalid] = useState(false);
  const change = useChange();

  const submit = () => {
    if (!isValidName(name)) {
      setInvalid(true);
      return;
    }
    const body = { name: name.trim(), location: location.trim() || null };
    void change
      .run(async () => {
        if (archive) {
          const saved = await updateArchive(archive.id, { ...body, version: archive.version });
          notifyDone(t('filestore.archives.saved', { name: saved.name }));
        } else {
          const created = await createArchive({ ...body, customerNumber });
          notifyDone(t('filestore.archives.createdNotice', { name: created.name }));
        }
        await refreshFilestore(queryClient);
      })
      .then((done) => {
        if (done) onClose();
      });
  };

  return (
    <FilestoreModal
      opened
      onClose={onClose}
      title={archive ? t('filestore.archives.editTitle') : t('filestore.archives.createTitle')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          {!archive && customers.length > 1 && (
            <NativeSelect
              label={t('filestore.archives.fieldCustomer')}
              value={customerNumber}
              onChange={(event) => setCustomerNumber(event.currentTarget.value)}
              data={customers.map((customer) => ({
                value: customer.customerNumber,
                label: t('filestore.archives.customerOption', {
                  name: customer.name,
                  number: customer.customerNumber,
                }),
              }))}
            />
          )}
          <TextInput
            label={t('filestore.archives.fieldName')}
            value={name}
            required
            maxLength={FILESTORE_NAME_MAX}
            data-autofocus
            error={invalid ? t('filestore.names.invalid') : undefined}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setInvalid(false);
            }}
          />
          <TextInput
            label={t('filestore.archives.fieldLocation')}
            description={t('filestore.archives.fieldLocationHint')}
            value={location}
            maxLength={255}
            onChange={(event) => setLocation(event.currentTarget.value)}
          />
          <ProblemAlert problem={change.problem} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('filestore.cancel')}
            </Button>
            <Button type="submit" loading={change.busy}>
              {archive ? t('filestore.save') : t('filestore.archives.submitCreate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FilestoreModal>
  );
}

function RemoveDialog({ archive, onClose }: { archive: ArchiveSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <ConfirmDialog
      opened
      title={t('filestore.archives.removeTitle')}
      confirmLabel={t('filestore.archives.remove')}
      danger
      onClose={onClose}
      onConfirm={async () => {
        await deleteArchive(archive.id, archive.version);
        notifyDone(t('filestore.archives.removed', { name: archive.name }));
        await refreshFilestore(queryClient);
      }}
    >
      <Text>{t('filestore.archives.removeText', { name: archive.name })}</Text>
    </ConfirmDialog>
  );
}
