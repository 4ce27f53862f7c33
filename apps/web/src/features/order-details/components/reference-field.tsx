import { Stack, TextInput } from '@mantine/core';
import {
  checkReference,
  isReferenceRequired,
  mayCreateReference,
  type ProjectContext,
  type ReferenceRules,
} from '@portal/shared/rules/project-reference';
import type { StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import { THEME_FIELD_MAX_LENGTH_LIMIT } from '@portal/shared/schemas/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addReference, deleteReference } from '../api/projects';
import { InvoiceListPicker } from './invoice-list-picker';
import { placeholderText } from './project-field';
import '../texts';

type ReferenceFieldProps = {
  id: string;
  rules: ReferenceRules;
  context: ProjectContext;
  reference: string;
  address: StoredInvoiceAddress | null;
  revealed: boolean;
  onChange: (reference: string) => void;
};

const REFERENCE_TEXTS = {
  pickLabel: 'invoiceStep.reference.pickLabel',
  pickPlaceholder: 'invoiceStep.reference.pickPlaceholder',
  noEntries: 'invoiceStep.reference.noEntries',
  save: 'invoiceStep.reference.save',
  saved: 'invoiceStep.reference.saved',
  remove: 'invoiceStep.reference.remove',
  removed: 'invoiceStep.reference.removed',
};

/**
 * The order's reference (spec 02 sections 3 to 5): at most 15 characters unless the theme says
 * otherwise, the theme's format, required per theme, not shown when the theme hides it. A typed
 * reference is offered for saving only when it is non-empty, valid and new (mayCreateReference).
 */
export function ReferenceField({
  id,
  rules,
  context,
  reference,
  address,
  revealed,
  onChange,
}: ReferenceFieldProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [touched, setTouched] = useState(false);
  if (rules.hidden) return null;

  const check = checkReference(reference, rules, context);
  const entries = address?.references ?? [];
  const chosen = entries.find((entry) => entry.value === check.value) ?? null;
  return (
    <Stack gap="xs" className="reference-field">
      <TextInput
        id={id}
        label={rules.label ?? t('invoiceStep.reference.label')}
        required={isReferenceRequired(rules, context)}
        placeholder={placeholderText(t, rules.placeholder)}
        value={reference}
        // Room past the rule's limit, so its message shows; bounded, so the stored details stay valid.
        maxLength={THEME_FIELD_MAX_LENGTH_LIMIT}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={
          (touched || revealed) && check.message ? t(check.message.key, check.message.values) : undefined
        }
        autoComplete="off"
      />
      {address && (
        <InvoiceListPicker
          id={`${id}-list`}
          entries={entries.map((entry) => ({ id: entry.id, label: entry.value, removable: entry.removable }))}
          chosenId={chosen?.id ?? null}
          onPick={(entryId) => {
            const entry = entries.find((candidate) => candidate.id === entryId);
            if (entry) onChange(entry.value);
          }}
          canSave={mayCreateReference(
            reference,
            rules,
            context,
            entries.map((entry) => entry.value),
          )}
          onSave={async () => {
            await addReference(queryClient, address.id, check.value);
          }}
          onRemove={async (entryId) => {
            await deleteReference(queryClient, address.id, entryId);
          }}
          texts={REFERENCE_TEXTS}
        />
      )}
    </Stack>
  );
}
