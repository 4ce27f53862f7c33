import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { StoreItemKind } from '@portal/shared/schemas/print-store-admin';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './admin-texts';
import { type HistoryDescriber, HistoryPanel } from './history-panel';
import type { AdminAction } from './use-admin-action';

type Props = {
  onClose: () => void;
  /** Set in edit mode: the item's history is readable and, with onDelete, it can be deleted. */
  existing: { kind: StoreItemKind; id: string; deleteQuestion: string } | null;
  /** Save is enabled only when the form is valid and differs from what was read (spec 02 section 4). */
  canSave: boolean;
  /** The dialog's save and delete as they run (useAdminAction): busy, and the server's refusal. */
  action: Pick<AdminAction, 'busy' | 'problem' | 'clear'>;
  onSave: () => void;
  /** Absent for an item that cannot be deleted here (a product type, the ads list). */
  onDelete?: () => void;
  /** Reads the item again after 'gewijzigd door een ander'; the refusal is forgotten first. */
  onReload: () => void;
  /** How the history reads details of its own kind (history-panel.tsx). */
  describeHistory?: HistoryDescriber;
  children: ReactNode;
};

/**
 * The form every admin dialog shares (spec 02 section 4), inside the host's Mantine Modal: the
 * fields, the server's refusal above them, save and cancel, and in edit mode a confirmed delete
 * and the item's history.
 */
export function AdminForm(props: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The Modal opened while the store loaded: its first field takes the focus once it is there.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  const problem = props.action.problem;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.canSave && !props.action.busy) props.onSave();
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" role="alert">
            <Text size="sm">{problem.message}</Text>
            {problem.reload && (
              <Button
                mt="xs"
                size="xs"
                variant="light"
                onClick={() => {
                  props.action.clear();
                  props.onReload();
                }}
              >
                {t('printStoreAdmin.reload')}
              </Button>
            )}
          </Alert>
        )}
        {props.children}
        {confirming && props.existing ? (
          <Paper withBorder p="sm">
            <Text size="sm" fw={600}>
              {props.existing.deleteQuestion}
            </Text>
            <Group gap="xs" mt="xs">
              <Button color="red.9" size="xs" loading={props.action.busy} onClick={props.onDelete}>
                {t('printStoreAdmin.confirmDelete')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                {t('printStoreAdmin.keep')}
              </Button>
            </Group>
          </Paper>
        ) : null}
        <Group justify="space-between" mt="sm" wrap="wrap-reverse">
          {props.existing && props.onDelete ? (
            <Button
              variant="subtle"
              color="red.9"
              c="red.9"
              onClick={() => setConfirming(true)}
              disabled={confirming}
            >
              {t('printStoreAdmin.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={props.onClose}>
              {t('printStoreAdmin.cancel')}
            </Button>
            <Button type="submit" disabled={!props.canSave} loading={props.action.busy}>
              {t('printStoreAdmin.save')}
            </Button>
          </Group>
        </Group>
        {props.existing && (
          <HistoryPanel kind={props.existing.kind} id={props.existing.id} describe={props.describeHistory} />
        )}
      </Stack>
    </form>
  );
}
