import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { hexColorSchema } from '@portal/shared/schemas/common';
import { type SpecMenuType, specMenuSchema } from '@portal/shared/schemas/print-store';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveIcon } from '../../../../components/remove-icon';
import type { Draft, DraftMenu } from './product-type-draft';
import { additionOf, codeOf, newMenuKinds, PRICE_ROWS_MAX } from './product-type-menu-changes';
import './product-type-texts';

/** A value as the admin types it: its code follows its text until the admin types a code. */
type NewValue = { title: string; code: string | null; hex: string; pieces: number | undefined };

const RESERVED = /[|=]/;
const PICKED_ONE = new Set<SpecMenuType>(['option', 'colors', 'quantity']);
const emptyValue = (): NewValue => ({ title: '', code: null, hex: '', pieces: undefined });
const codeOfValue = (value: NewValue) => (value.code ?? codeOf(value.title)).trim();

type Missing = 'title' | 'code' | 'values' | 'hex' | 'pieces' | 'text' | 'rows';

/**
 * 'Menu toevoegen' (decision 0124): a new menu of the print specification with its title, code,
 * kind, whether the price depends on it, and its first values (or its text). Added to the draft
 * at the end of the menus, it is saved with the type; a priced one repeats the price table per
 * value, which this form says before. Not a form of its own: it sits inside the editor's form, so
 * its buttons are plain buttons and Enter in a field does not save the type.
 */
export function NewMenuForm({
  draft,
  onAdd,
  onCancel,
}: {
  draft: Draft;
  onAdd: (menu: DraftMenu) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const missingId = useId();
  const kinds = newMenuKinds(draft.menus);
  const [title, setTitle] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [kind, setKind] = useState<SpecMenuType>('option');
  const [priced, setPriced] = useState(false);
  const [values, setValues] = useState<NewValue[]>([emptyValue()]);
  const [text, setText] = useState('');

  const picked = PICKED_ONE.has(kind);
  const menuCode = (code ?? codeOf(title)).trim();
  const codes = values.map(codeOfValue);
  const codeTaken = draft.menus.some((menu) => menu.name === menuCode);
  const menu: DraftMenu = {
    name: menuCode,
    title: title.trim(),
    menuType: kind,
    values: picked
      ? values.map((value, index) => ({
          name: codes[index] ?? '',
          title: value.title.trim(),
          ...(kind === 'colors' && value.hex ? { hex: value.hex.trim() } : {}),
          ...(kind === 'quantity' && value.pieces !== undefined ? { pieces: value.pieces } : {}),
        }))
      : [],
    default: picked ? (codes[0] ?? null) : null,
    priced: picked && priced,
    ...(kind === 'info' ? { text: text.trim() } : {}),
  };
  const table = additionOf(draft, menu);
  const rows = table.kind === 'repeat' ? table.to : draft.rows.length;

  const missing: Missing | null = (() => {
    if (menu.title === '' || menu.title.length > 120) return 'title';
    if (menuCode === '' || RESERVED.test(menuCode) || codeTaken) return 'code';
    if (picked) {
      const duplicate = codes.some((value, index) => codes.indexOf(value) !== index);
      if (menu.values.some((value) => value.title === '' || value.name === '' || RESERVED.test(value.name)))
        return 'values';
      if (duplicate) return 'values';
      if (kind === 'colors' && values.some((value) => !hexColorSchema.safeParse(value.hex.trim()).success))
        return 'hex';
      if (kind === 'quantity' && values.some((value) => !value.pieces || value.pieces < 1)) return 'pieces';
    } else if (kind === 'info' && menu.text === '') return 'text';
    if (rows > PRICE_ROWS_MAX) return 'rows';
    return specMenuSchema.safeParse(menu).success ? null : 'values';
  })();

  const setValue = (index: number, patch: Partial<NewValue>) =>
    setValues((current) => current.map((value, at) => (at === index ? { ...value, ...patch } : value)));
  const codeError = (value: string) =>
    RESERVED.test(value) ? t('productTypeAdmin.menus.add.reserved') : undefined;

  return (
    <Paper
      withBorder
      p="sm"
      component="fieldset"
      className="product-type-fieldset product-type-new-menu"
      // Enter in a field adds the menu (when it can be added) instead of saving the type without it.
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
        event.preventDefault();
        if (missing === null) onAdd(menu);
      }}
    >
      <Text component="legend" size="sm" fw={600}>
        {t('productTypeAdmin.menus.add.legend')}
      </Text>
      <Stack gap="sm">
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            className="product-type-new-menu__title"
            label={t('productTypeAdmin.menus.add.title')}
            description={t('productTypeAdmin.menus.add.titleHint')}
            required
            data-autofocus
            value={title}
            maxLength={120}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          <TextInput
            className="product-type-new-menu__code"
            label={t('productTypeAdmin.menus.add.code')}
            description={t('productTypeAdmin.menus.add.codeHint')}
            required
            value={code ?? codeOf(title)}
            maxLength={64}
            error={codeTaken ? t('productTypeAdmin.menus.add.codeTaken') : codeError(menuCode)}
            onChange={(event) => setCode(event.currentTarget.value.trim())}
          />
        </Group>
        <Group gap="md" align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('productTypeAdmin.menus.add.kind')}
            value={kind}
            data={kinds.map((value) => ({ value, label: t(`productTypeAdmin.menus.types.${value}`) }))}
            onChange={(event) => setKind(event.currentTarget.value as SpecMenuType)}
          />
          {picked && (
            <Checkbox
              mb={8}
              label={t('productTypeAdmin.menus.add.priced')}
              checked={priced}
              onChange={(event) => setPriced(event.currentTarget.checked)}
            />
          )}
        </Group>
        {kind === 'info' && (
          <Textarea
            label={t('productTypeAdmin.menus.add.text')}
            required
            autosize
            minRows={2}
            maxRows={6}
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        )}
        {picked && (
          <>
            <Stack
              component="ol"
              gap="xs"
              className="product-type-values"
              aria-label={t('productTypeAdmin.menus.add.values')}
            >
              {values.map((value, index) => {
                const number = index + 1;
                const valueCode = codes[index] ?? '';
                const duplicate = valueCode !== '' && codes.indexOf(valueCode) !== index;
                return (
                  // Values have no key but their place while they are typed.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                  <Paper component="li" withBorder p="xs" key={index}>
                    <Group gap="xs" align="flex-start" wrap="wrap">
                      <TextInput
                        size="xs"
                        className="product-type-values__title"
                        label={t('productTypeAdmin.menus.add.valueTitle')}
                        aria-label={t('productTypeAdmin.menus.add.valueTitleLabel', { number })}
                        required
                        value={value.title}
                        maxLength={120}
                        onChange={(event) => setValue(index, { title: event.currentTarget.value })}
                      />
                      <TextInput
                        size="xs"
                        className="product-type-values__code"
                        label={t('productTypeAdmin.menus.add.valueCode')}
                        aria-label={t('productTypeAdmin.menus.add.valueCodeLabel', { number })}
                        required
                        value={value.code ?? codeOf(value.title)}
                        maxLength={64}
                        error={
                          duplicate ? t('productTypeAdmin.menus.add.duplicateCode') : codeError(valueCode)
                        }
                        onChange={(event) => setValue(index, { code: event.currentTarget.value.trim() })}
                      />
                      {kind === 'colors' && (
                        <TextInput
                          size="xs"
                          className="product-type-values__code"
                          label={t('productTypeAdmin.menus.add.valueHex')}
                          aria-label={t('productTypeAdmin.menus.add.valueHexLabel', { number })}
                          required
                          value={value.hex}
                          maxLength={7}
                          error={
                            value.hex.trim() !== '' && !hexColorSchema.safeParse(value.hex.trim()).success
                              ? t('productTypeAdmin.menus.hexInvalid')
                              : undefined
                          }
                          onChange={(event) => setValue(index, { hex: event.currentTarget.value })}
                        />
                      )}
                      {kind === 'quantity' && (
                        <NumberInput
                          size="xs"
                          className="product-type-values__number"
                          label={t('productTypeAdmin.menus.add.valuePieces')}
                          aria-label={t('productTypeAdmin.menus.add.valuePiecesLabel', { number })}
                          required
                          allowDecimal={false}
                          allowNegative={false}
                          hideControls
                          value={value.pieces ?? ''}
                          onChange={(next) =>
                            setValue(index, { pieces: typeof next === 'number' ? next : undefined })
                          }
                        />
                      )}
                      {values.length > 1 && (
                        <ActionIcon
                          variant="subtle"
                          color="red.9"
                          mt={22}
                          aria-label={t('productTypeAdmin.menus.add.removeValue', { number })}
                          onClick={() => setValues((current) => current.filter((_, at) => at !== index))}
                        >
                          <RemoveIcon />
                        </ActionIcon>
                      )}
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
            <Group gap="xs" wrap="wrap">
              <Button
                size="xs"
                variant="light"
                onClick={() => setValues((current) => [...current, emptyValue()])}
              >
                {t('productTypeAdmin.menus.add.addValue')}
              </Button>
              <Text size="xs">{t('productTypeAdmin.menus.add.defaultNote')}</Text>
            </Group>
          </>
        )}
        {kind === 'quantity' && <Text size="sm">{t('productTypeAdmin.menus.add.volumeNote')}</Text>}
        {table.kind === 'repeat' && missing === null && (
          <Text size="sm">
            {t('productTypeAdmin.menus.add.repeat', { values: table.values, from: table.from, to: table.to })}
          </Text>
        )}
        {missing && (
          <Text size="sm" id={missingId}>
            {t(`productTypeAdmin.menus.add.missing.${missing}`, { count: rows, max: PRICE_ROWS_MAX })}
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            disabled={missing !== null}
            aria-describedby={missing ? missingId : undefined}
            onClick={() => onAdd(menu)}
          >
            {t('productTypeAdmin.menus.add.submit')}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('productTypeAdmin.menus.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
