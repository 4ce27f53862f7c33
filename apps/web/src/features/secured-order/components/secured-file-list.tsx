import { ActionIcon, Anchor, Button, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import { MAX_QUANTITY } from '@portal/shared/rules/pricing';
import { quantityOnBlur } from '@portal/shared/rules/quantity';
import { choicesText } from '@portal/shared/rules/secured-specs';
import type { ProductTemplate, SecuredLine } from '@portal/shared/schemas/secured';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '../../../components/line-icon';
import '../texts';

/** A file of the upload session as step 1 lists it. */
export type StepFile = { id: string; name: string; analysing: boolean };

type Props = {
  files: readonly StepFile[];
  /** Files still being uploaded: they join the list once stored. */
  onTheWay: number;
  lines: ReadonlyMap<string, SecuredLine>;
  templates: readonly ProductTemplate[] | undefined;
  selected: ReadonlySet<string>;
  onSelectOnly: (fileId: string) => void;
  onToggle: (fileId: string, on: boolean) => void;
  onSelectAll: (on: boolean) => void;
  onQuantity: (fileId: string, quantity: number) => void;
  onRemove: (fileId: string) => void;
  onChooseFiles: () => void;
  /** Where the globe is (the home page). */
  uploadHref: string;
};

/**
 * The left list 'Bestanden' of the secured order's step 1 (spec 02 sections 2.3 and 4): select
 * all, and per file its select box (several files), its name (that file alone), its product
 * with the specs or 'Selecteer een product', the number of prints and remove. Empty, the
 * spec's hint with the ways to add files: the globe on the home page, or choosing them here.
 */
export function SecuredFileList(props: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const hintId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { files, selected, lines, templates } = props;
  const allSelected = files.length > 0 && files.every((file) => selected.has(file.id));
  const someSelected = files.some((file) => selected.has(file.id));

  return (
    <section className="panel-card secured-files" aria-labelledby={titleId} data-testid="secured-files">
      <div className="secured-files__head">
        <Title order={2} size="h4" id={titleId} ref={heading} tabIndex={-1}>
          {t('securedOrder.files.heading')}
        </Title>
        {files.length > 0 && (
          <Checkbox
            label={t('securedOrder.files.selectAll')}
            checked={allSelected}
            indeterminate={someSelected && !allSelected}
            onChange={(event) => props.onSelectAll(event.currentTarget.checked)}
          />
        )}
      </div>
      {files.length === 0 && props.onTheWay === 0 ? (
        <Stack gap="xs" align="flex-start" className="secured-files__empty" data-testid="secured-files-empty">
          <Text fw={600}>{t('securedOrder.files.empty')}</Text>
          <Text size="sm" c="gray.7">
            {t('securedOrder.files.emptyHelp')}
          </Text>
          <Anchor component={Link} to={props.uploadHref} size="sm">
            {t('securedOrder.files.toGlobe')}
          </Anchor>
          <Button variant="light" onClick={props.onChooseFiles}>
            {t('securedOrder.files.choose')}
          </Button>
        </Stack>
      ) : (
        <>
          <Text id={hintId} hidden>
            {t('securedOrder.files.selectOnlyHint')}
          </Text>
          <ul className="secured-files__lines">
            {files.map((file) => {
              const line = lines.get(file.id);
              const template = templates?.find((candidate) => candidate.id === line?.templateId);
              return (
                <li
                  key={file.id}
                  className="secured-file"
                  data-selected={selected.has(file.id) || undefined}
                  data-testid="secured-file"
                >
                  <Checkbox
                    aria-label={t('securedOrder.files.select', { name: file.name })}
                    checked={selected.has(file.id)}
                    onChange={(event) => props.onToggle(file.id, event.currentTarget.checked)}
                  />
                  <div className="secured-file__what">
                    <button
                      type="button"
                      className="secured-file__name"
                      title={file.name}
                      aria-describedby={hintId}
                      onClick={() => props.onSelectOnly(file.id)}
                    >
                      {file.name}
                    </button>
                    {template && line ? (
                      <Text size="xs" c="gray.7" data-testid="secured-file-product">
                        <Text span size="xs" fw={600} c="dark.7">
                          {template.title}
                        </Text>
                        {line.choices.length > 0 && ` · ${choicesText(line.choices)}`}
                      </Text>
                    ) : (
                      <Text size="xs" c="red.9" fw={600} data-testid="secured-file-product">
                        {t('securedOrder.files.noProduct')}
                      </Text>
                    )}
                    {file.analysing && (
                      <Text size="xs" c="gray.7">
                        {t('securedOrder.files.analysing')}
                      </Text>
                    )}
                  </div>
                  <QuantityField
                    fileName={file.name}
                    quantity={line?.quantity ?? 1}
                    onSave={(quantity) => props.onQuantity(file.id, quantity)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray.7"
                    size="lg"
                    aria-label={t('securedOrder.files.remove', { name: file.name })}
                    onClick={() => {
                      props.onRemove(file.id);
                      // The button is gone with its row: the list's heading keeps the place.
                      heading.current?.focus();
                    }}
                  >
                    <LineIcon size={18}>
                      <path d="M6 6l12 12M18 6L6 18" />
                    </LineIcon>
                  </ActionIcon>
                </li>
              );
            })}
          </ul>
          {props.onTheWay > 0 && (
            <Text size="sm" c="gray.7" role="status" mt="xs">
              {t('securedOrder.files.onTheWay', { count: props.onTheWay })}
            </Text>
          )}
          <Button variant="default" size="sm" mt="md" onClick={props.onChooseFiles}>
            {t('securedOrder.files.add')}
          </Button>
        </>
      )}
    </section>
  );
}

const amount = new Intl.NumberFormat('nl-NL');

/**
 * The number of prints of a file, by the product order screen's rule (rules/quantity.ts):
 * leaving the field, or Enter, turns anything unusable into one and above the portal's most into
 * that most. Kept at once in the step's store; nothing is priced.
 */
function QuantityField({
  fileName,
  quantity,
  onSave,
}: {
  fileName: string;
  quantity: number;
  onSave: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(quantity));
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => setText(String(quantity)), [quantity]);

  const commit = () => {
    const result = quantityOnBlur(text, 1);
    setText(String(result.quantity));
    if (result.loweredToMaximum)
      setNote(t('securedOrder.files.maximumNote', { n: amount.format(MAX_QUANTITY) }));
    if (result.quantity !== quantity) onSave(result.quantity);
  };

  return (
    <TextInput
      className="secured-file__quantity"
      label={t('securedOrder.files.quantity')}
      aria-label={t('securedOrder.files.quantityOf', { name: fileName })}
      description={
        note ? (
          <span role="status" className="quantity-field__note">
            {note}
          </span>
        ) : undefined
      }
      inputMode="numeric"
      autoComplete="off"
      size="xs"
      w={80}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        setNote(null);
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
