import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminDesign } from '@portal/shared/schemas/print-store-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, callApi } from '../../../../lib/api-client';
import { contracts } from '../../../../lib/contracts';
import { refreshStore } from '../../api/admin-queries';
import './design-texts';

/**
 * 'Verwijderen' from a card's or the selection's kebab menu, confirmed: each design is deleted
 * with the version read, with its files (decision 0113); placed orders keep what was ordered. A
 * design that is refused (in a package, changed meanwhile) stays, and the dialog says why.
 */
export function DesignDeleteDialog({
  designs,
  onClose,
  onDone,
}: {
  designs: AdminDesign[];
  onClose: () => void;
  /** The designs that were deleted. */
  onDone: (deletedIds: string[]) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState<string[]>([]);
  const names = designs.map((design) => `‘${design.name}’`).join(', ');

  const remove = async () => {
    setBusy(true);
    setRefusals([]);
    const deleted: string[] = [];
    const refused: string[] = [];
    for (const design of designs) {
      try {
        await callApi(contracts.printStoreAdmin, 'deleteDesign', {
          params: { designId: design.id },
          query: { version: design.version },
        });
        deleted.push(design.id);
      } catch (error) {
        const message = error instanceof ApiRequestError ? error.message : t('printStoreAdmin.failed');
        refused.push(t('printStoreDesigns.delete.notDeleted', { name: design.name, message }));
      }
    }
    // The deleted designs' pages are gone: forget them rather than ask again.
    queryClient.removeQueries({ predicate: (query) => deleted.some((id) => query.queryKey.includes(id)) });
    await refreshStore(queryClient);
    setBusy(false);
    if (deleted.length > 0)
      notifications.show({
        color: 'green',
        message: t('printStoreDesigns.delete.done', { count: deleted.length }),
      });
    if (refused.length === 0) onDone(deleted);
    else setRefusals(refused);
  };

  return (
    <Stack gap="sm">
      {refusals.length > 0 && (
        <Alert color="red" role="alert">
          {refusals.map((refusal) => (
            <Text size="sm" key={refusal}>
              {refusal}
            </Text>
          ))}
        </Alert>
      )}
      <Text size="sm" fw={600}>
        {designs.length === 1
          ? t('printStoreDesigns.delete.question', { count: 1, names: designs[0]!.name })
          : t('printStoreDesigns.delete.question', { count: designs.length, names })}
      </Text>
      <Text size="sm">{t('printStoreDesigns.delete.ordersKept')}</Text>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('printStoreAdmin.keep')}
        </Button>
        <Button color="red.9" loading={busy} disabled={refusals.length > 0} onClick={() => void remove()}>
          {t('printStoreAdmin.confirmDelete')}
        </Button>
      </Group>
    </Stack>
  );
}
