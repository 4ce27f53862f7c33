import {
  Accordion,
  ActionIcon,
  Button,
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveIcon } from '../../../../components/remove-icon';
import { type Draft, type DraftMenu, type DraftValue, usesOf, withoutValue } from './product-type-draft';
import './product-type-texts';

/** Menus whose values the customer picks one of, so they have a default (product-type-checks.ts). */
const PICKED_ONE = new Set(['slider', 'option', 'colors', 'quantity']);

type Props = {
  draft: Draft;
  /** Absent: shown, not edited. */
  onDraft?: (update: (draft: Draft) => Draft) => void;
};

/**
 * The print specification's menus (spec 02 section 3: title, menuType, values, default): each
 * menu's title and default, its values' texts, sizes, colours and pieces, values added and
 * removed (with their price rows and exclusions, said before). A menu's kind, whether it is
 * priced, and a stored value's code stay as they are: the price table is keyed by them.
 */
export function ProductTypeMenus({ draft, onDraft }: Props) {
  const { t } = useTranslation();
  const menuUpdate = (name: string, update: (menu: DraftMenu) => DraftMenu) =>
    onDraft?.((current) => ({
      ...current,
      menus: current.menus.map((menu) => (menu.name === name ? update(menu) : menu)),
    }));
  return (
    <Stack gap="xs">
      <Text size="sm">{t('productTypeAdmin.menus.intro')}</Text>
      <Accordion variant="contained" multiple chevronPosition="left">
        {draft.menus.map((menu) => (
          <Accordion.Item key={menu.name} value={menu.name}>
            <Accordion.Control>
              <Text size="sm" fw={600} component="span">
                {menu.title}
              </Text>{' '}
              <Text size="xs" c="dimmed" component="span">
                ·{' '}
                {menu.values.length > 0
                  ? t('productTypeAdmin.menus.summary', {
                      type: t(`productTypeAdmin.menus.types.${menu.menuType}`),
                      count: menu.values.length,
                    })
                  : t('productTypeAdmin.menus.summaryInfo', {
                      type: t(`productTypeAdmin.menus.types.${menu.menuType}`),
                    })}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              {onDraft ? (
                <MenuEditor
                  menu={menu}
                  draft={draft}
                  onMenu={(update) => menuUpdate(menu.name, update)}
                  onRemoveValue={(value) => onDraft((current) => withoutValue(current, menu.name, value))}
                />
              ) : (
                <MenuView menu={menu} />
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}

/** A menu of a type the store may only read. */
function MenuView({ menu }: { menu: DraftMenu }) {
  const { t } = useTranslation();
  const title = (name: string | null) => menu.values.find((value) => value.name === name)?.title ?? name;
  return (
    <Stack gap={4}>
      {menu.priced && <Text size="sm">{t('productTypeAdmin.menus.priced')}</Text>}
      {menu.text && <Text size="sm">{menu.text}</Text>}
      {PICKED_ONE.has(menu.menuType) && (
        <Text size="sm">
          {t('productTypeAdmin.menus.default')}: {title(menu.default)}
        </Text>
      )}
      {menu.values.length > 0 && (
        <ul
          className="product-type-values"
          aria-label={t('productTypeAdmin.menus.values', { menu: menu.title })}
        >
          {menu.values.map((value) => (
            <li key={value.name}>
              <Text size="sm">
                {value.title}
                {value.hex ? ` (${value.hex})` : ''}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

function MenuEditor({
  menu,
  draft,
  onMenu,
  onRemoveValue,
}: {
  menu: DraftMenu;
  draft: Draft;
  onMenu: (update: (menu: DraftMenu) => DraftMenu) => void;
  onRemoveValue: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<string | null>(null);
  const setValue = (index: number, patch: Partial<DraftValue>) =>
    onMenu((current) => ({
      ...current,
      values: current.values.map((value, at) => (at === index ? { ...value, ...patch } : value)),
    }));
  const addValue = () =>
    onMenu((current) => ({
      ...current,
      values: [...current.values, { name: '', title: '', isNew: true }],
    }));
  const required = (text: string) => (text.trim() === '' ? t('productTypeAdmin.menus.required') : undefined);
  const asNumber = (value: string | number) => (typeof value === 'number' ? value : undefined);
  const numberError = (value: number | undefined) =>
    value !== undefined && (!Number.isInteger(value) || value < 1)
      ? t('productTypeAdmin.menus.positive')
      : undefined;

  return (
    <Stack gap="sm">
      {menu.priced && <Text size="sm">{t('productTypeAdmin.menus.priced')}</Text>}
      <TextInput
        label={t('productTypeAdmin.menus.title')}
        required
        value={menu.title}
        error={required(menu.title)}
        onChange={(event) => {
          const title = event.currentTarget.value;
          onMenu((current) => ({ ...current, title }));
        }}
      />
      {menu.menuType === 'info' && (
        <Textarea
          label={t('productTypeAdmin.menus.text')}
          autosize
          minRows={2}
          maxRows={6}
          value={menu.text ?? ''}
          onChange={(event) => {
            const text = event.currentTarget.value;
            onMenu((current) => ({ ...current, text }));
          }}
        />
      )}
      {PICKED_ONE.has(menu.menuType) && (
        <NativeSelect
          label={t('productTypeAdmin.menus.default')}
          value={menu.default ?? ''}
          data={[
            ...(menu.values.some((value) => value.name === menu.default) ? [] : [{ value: '', label: '—' }]),
            ...menu.values
              .filter((value) => value.name.trim() !== '')
              .map((value) => ({ value: value.name, label: value.title || value.name })),
          ]}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            onMenu((current) => ({ ...current, default: chosen || null }));
          }}
        />
      )}
      {menu.menuType !== 'info' && (
        <Stack
          component="ol"
          gap="xs"
          className="product-type-values"
          aria-label={t('productTypeAdmin.menus.values', { menu: menu.title })}
        >
          {menu.values.map((value, index) => {
            const number = index + 1;
            const names = { number, menu: menu.title };
            const uses = usesOf(draft, menu, value.name);
            return (
              // Values have no stable key but their place: a new one's code is still being typed.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <Paper component="li" withBorder p="xs" key={index}>
                <Group gap="xs" align="flex-start" wrap="wrap">
                  <TextInput
                    size="xs"
                    className="product-type-values__code"
                    label={t('productTypeAdmin.menus.valueCode')}
                    aria-label={t('productTypeAdmin.menus.codeLabel', names)}
                    description={value.isNew ? t('productTypeAdmin.menus.valueCodeHint') : undefined}
                    readOnly={!value.isNew}
                    variant={value.isNew ? 'default' : 'filled'}
                    value={value.name}
                    error={value.isNew ? required(value.name) : undefined}
                    onChange={(event) => setValue(index, { name: event.currentTarget.value.trim() })}
                  />
                  <TextInput
                    size="xs"
                    className="product-type-values__title"
                    label={t('productTypeAdmin.menus.valueTitle')}
                    aria-label={t('productTypeAdmin.menus.titleLabel', names)}
                    value={value.title}
                    error={required(value.title)}
                    onChange={(event) => setValue(index, { title: event.currentTarget.value })}
                  />
                  {menu.menuType === 'slider' && (
                    <>
                      <NumberInput
                        size="xs"
                        className="product-type-values__number"
                        label={t('productTypeAdmin.menus.widthMm')}
                        aria-label={t('productTypeAdmin.menus.widthLabel', names)}
                        allowDecimal={false}
                        allowNegative={false}
                        hideControls
                        value={value.widthMm ?? ''}
                        error={numberError(value.widthMm)}
                        onChange={(next) => setValue(index, { widthMm: asNumber(next) })}
                      />
                      <NumberInput
                        size="xs"
                        className="product-type-values__number"
                        label={t('productTypeAdmin.menus.heightMm')}
                        aria-label={t('productTypeAdmin.menus.heightLabel', names)}
                        allowDecimal={false}
                        allowNegative={false}
                        hideControls
                        value={value.heightMm ?? ''}
                        error={numberError(value.heightMm)}
                        onChange={(next) => setValue(index, { heightMm: asNumber(next) })}
                      />
                    </>
                  )}
                  {menu.menuType === 'quantity' && (
                    <NumberInput
                      size="xs"
                      className="product-type-values__number"
                      label={t('productTypeAdmin.menus.pieces')}
                      aria-label={t('productTypeAdmin.menus.piecesLabel', names)}
                      allowDecimal={false}
                      allowNegative={false}
                      hideControls
                      value={value.pieces ?? ''}
                      error={numberError(value.pieces)}
                      onChange={(next) => setValue(index, { pieces: asNumber(next) })}
                    />
                  )}
                  {menu.menuType === 'colors' && (
                    <TextInput
                      size="xs"
                      className="product-type-values__code"
                      label={t('productTypeAdmin.menus.hex')}
                      aria-label={t('productTypeAdmin.menus.hexLabel', names)}
                      value={value.hex ?? ''}
                      error={
                        value.hex && !hexColorSchema.safeParse(value.hex).success
                          ? t('productTypeAdmin.menus.hexInvalid')
                          : undefined
                      }
                      onChange={(event) =>
                        setValue(index, { hex: event.currentTarget.value.trim() || undefined })
                      }
                    />
                  )}
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    mt={22}
                    aria-label={t('productTypeAdmin.menus.removeValue', {
                      value: value.title || value.name || number,
                    })}
                    onClick={() =>
                      uses.rows + uses.exclusions === 0 ? onRemoveValue(value.name) : setRemoving(value.name)
                    }
                  >
                    <RemoveIcon />
                  </ActionIcon>
                </Group>
                {removing === value.name && (
                  <Group gap="xs" mt="xs" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {t('productTypeAdmin.menus.removeQuestion', {
                        value: value.title,
                        count: uses.rows,
                        exclusions: uses.exclusions,
                      })}
                    </Text>
                    <Button
                      size="xs"
                      color="red.9"
                      onClick={() => {
                        setRemoving(null);
                        onRemoveValue(value.name);
                      }}
                    >
                      {t('productTypeAdmin.menus.confirmRemove')}
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setRemoving(null)}>
                      {t('productTypeAdmin.menus.keep')}
                    </Button>
                  </Group>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
      {menu.menuType !== 'info' && (
        <Group>
          <Button size="xs" variant="light" onClick={addValue}>
            {t('productTypeAdmin.menus.addValue', { menu: menu.title })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
