import { Button, Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useActionStatus } from '../hooks/use-action-status';
import { ActionStatusLine } from './action-status-line';
import '../texts';

export type PickerEntry = { id: string; label: string; removable: boolean };

type Texts = {
  pickLabel: string;
  pickPlaceholder: string;
  noEntries: string;
  save: string;
  saved: string;
  remove: string;
  removed: string;
};

type InvoiceListPickerProps = {
  id: string;
  entries: readonly PickerEntry[];
  /** The entry the order uses now, if it is one of the list. */
  chosenId: string | null;
  onPick: (id: string) => void;
  /** Offered only when the typed value may be saved as a new entry (the rules' mayCreate…). */
  canSave: boolean;
  onSave: () => Promise<void>;
  onRemove: (id: string) => Promise<void>;
  /** The catalogue's keys for this list (invoiceStep.project or invoiceStep.reference). */
  texts: Texts;
  disabled?: boolean;
};

/**
 * The list picker beside a project or reference (spec 02 section 2.3): choose an entry of the
 * customer's list, save what was typed as a new entry, or remove the chosen entry when the user
 * made it (only those are removable, spec 02 section 5). A Select keeps it to keyboard and
 * screen reader habits; the remove button sits beside it, not inside an option.
 */
export function InvoiceListPicker({
  id,
  entries,
  chosenId,
  onPick,
  canSave,
  onSave,
  onRemove,
  texts,
  disabled = false,
}: InvoiceListPickerProps) {
  const { t } = useTranslation();
  const { busy, status, run, clear } = useActionStatus(t('invoiceStep.failed'));
  const chosen = entries.find((entry) => entry.id === chosenId) ?? null;

  return (
    <Stack gap={6} className="invoice-list-picker">
      <Group gap="xs" align="end" wrap="wrap">
        <Select
          id={id}
          className="invoice-list-picker__select"
          label={t(texts.pickLabel)}
          placeholder={entries.length ? t(texts.pickPlaceholder) : t(texts.noEntries)}
          data={entries.map((entry) => ({ value: entry.id, label: entry.label }))}
          value={chosen?.id ?? null}
          onChange={(value) => {
            clear();
            if (value) onPick(value);
          }}
          disabled={disabled || entries.length === 0}
          allowDeselect={false}
          searchable={entries.length > 8}
          nothingFoundMessage={t('order.emptyList')}
          comboboxProps={{ withinPortal: true }}
        />
        {chosen?.removable && (
          <Button
            variant="subtle"
            color="red"
            size="sm"
            loading={busy}
            onClick={() => run(() => onRemove(chosen.id), t(texts.removed))}
          >
            {t(texts.remove)}
          </Button>
        )}
      </Group>
      {canSave && (
        <Group gap="xs">
          <Button variant="light" size="xs" loading={busy} onClick={() => run(onSave, t(texts.saved))}>
            {t(texts.save)}
          </Button>
        </Group>
      )}
      <ActionStatusLine status={status} className="invoice-list-picker__status" />
    </Stack>
  );
}
