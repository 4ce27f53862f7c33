import { Stack, Text, TextInput } from '@mantine/core';
import {
  type ChosenProject,
  checkProject,
  isProjectRequired,
  joinProject,
  mayCreateProject,
  type Placeholder,
  type ProjectContext,
  type ProjectRules,
  splitProject,
} from '@portal/shared/rules/project-reference';
import type { StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import { THEME_FIELD_MAX_LENGTH_LIMIT } from '@portal/shared/schemas/theme';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addProject, deleteProject } from '../api/projects';
import { typeIntoProjectPart } from '../utils/invoice-project-parts';
import { InvoiceListPicker } from './invoice-list-picker';
import '../texts';

type ProjectFieldProps = {
  /** Prefix of the inputs' ids: `${id}-0` is the first field, `${id}-list` the picker. */
  id: string;
  rules: ProjectRules;
  context: ProjectContext;
  project: ChosenProject | null;
  /** The chosen invoice address, whose projects the picker lists; null: nothing to pick or save. */
  address: StoredInvoiceAddress | null;
  /** Marks every invalid field, also untouched ones (after the step's message was followed). */
  revealed: boolean;
  onChange: (project: ChosenProject | null) => void;
};

export function placeholderText(t: TFunction, placeholder: Placeholder): string {
  return 'text' in placeholder ? placeholder.text : t(placeholder.key, placeholder.values);
}

const PROJECT_TEXTS = {
  pickLabel: 'invoiceStep.project.pickLabel',
  pickPlaceholder: 'invoiceStep.project.pickPlaceholder',
  noEntries: 'invoiceStep.project.noEntries',
  save: 'invoiceStep.project.save',
  saved: 'invoiceStep.project.saved',
  remove: 'invoiceStep.project.remove',
  removed: 'invoiceStep.project.removed',
};

/**
 * The project of the order (spec 02 sections 3 to 5, decision 0043): one input per field of the
 * theme, the theme's hyphen between them; each field marked with its own problem once the user
 * has left it; readonly themes only pick from the list. A typed project is offered for saving
 * in the customer's list only when the rules allow it (mayCreateProject).
 */
export function ProjectField({
  id,
  rules,
  context,
  project,
  address,
  revealed,
  onChange,
}: ProjectFieldProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const name = project?.name ?? '';
  const [parts, setParts] = useState(() => splitProject(name, rules));
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  // A project set from outside (a customer number chosen, an entry picked) replaces the fields.
  const partsRef = useRef(parts);
  partsRef.current = parts;
  useEffect(() => {
    if (joinProject(partsRef.current, rules) !== name) setParts(splitProject(name, rules));
  }, [name, rules]);

  const check = checkProject(joinProject(parts, rules), rules, context);
  const required = isProjectRequired(rules, context);
  const label = rules.label ?? t('invoiceStep.project.label');
  const entries = address?.projects ?? [];

  const projectOf = (text: string): ChosenProject | null =>
    text === '' ? null : { id: entries.find((entry) => entry.name === text)?.id ?? null, name: text };

  const type = (index: number, typed: string) => {
    const next = typeIntoProjectPart(parts, index, typed, rules.hyphen);
    setParts(next.parts);
    onChange(projectOf(joinProject(next.parts, rules)));
    if (next.focus !== index) inputs.current[next.focus]?.focus();
  };

  const multi = rules.fields.length > 1;
  const fields = rules.fields.map((rule, index) => {
    const field = check.fields[index];
    const message = (revealed || touched.has(index)) && field?.message ? field.message : null;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the fields are the theme's, fixed in number and order.
      <span key={index} className="project-field__part">
        {multi && index > 0 && (
          <span className="project-field__hyphen" aria-hidden="true">
            {rules.hyphen}
          </span>
        )}
        <TextInput
          id={`${id}-${index}`}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className="project-field__input"
          label={multi ? undefined : label}
          aria-label={
            multi
              ? t('invoiceStep.project.fieldLabel', {
                  label,
                  position: index + 1,
                  count: rules.fields.length,
                })
              : undefined
          }
          required={required}
          readOnly={rules.readonly}
          placeholder={placeholderText(t, rule.placeholder)}
          value={parts[index] ?? ''}
          // Room past the rule's limit, so its message shows; bounded, so the stored details stay valid.
          maxLength={THEME_FIELD_MAX_LENGTH_LIMIT}
          onChange={(event) => type(index, event.currentTarget.value)}
          onBlur={() => setTouched((before) => new Set(before).add(index))}
          error={message ? t(message.key, message.values) : undefined}
          autoComplete="off"
        />
      </span>
    );
  });

  return (
    <Stack gap="xs" className="project-field">
      {multi ? (
        <fieldset className="project-field__fieldset">
          <legend className="project-field__legend">
            {label}
            {required && (
              <span className="project-field__required" aria-hidden="true">
                {' *'}
              </span>
            )}
          </legend>
          <div className="project-field__parts">{fields}</div>
        </fieldset>
      ) : (
        fields
      )}
      {rules.readonly && (
        <Text size="sm" c="gray.7">
          {t('invoiceStep.project.readonlyHint')}
        </Text>
      )}
      {address && (
        <InvoiceListPicker
          id={`${id}-list`}
          entries={entries.map((entry) => ({ id: entry.id, label: entry.name, removable: entry.removable }))}
          chosenId={project?.id ?? null}
          onPick={(entryId) => {
            const entry = entries.find((candidate) => candidate.id === entryId);
            if (entry) onChange({ id: entry.id, name: entry.name });
          }}
          canSave={mayCreateProject(
            check.value,
            rules,
            context,
            entries.map((entry) => entry.name),
          )}
          onSave={async () => {
            const saved = await addProject(queryClient, address.id, check.value);
            const entry = saved.projects.find((candidate) => candidate.name === check.value);
            onChange({ id: entry?.id ?? null, name: check.value });
          }}
          onRemove={async (entryId) => {
            await deleteProject(queryClient, address.id, entryId);
            if (project?.id === entryId) onChange({ id: null, name: project.name });
          }}
          texts={PROJECT_TEXTS}
        />
      )}
    </Stack>
  );
}
