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
import type { SpecMenuType } from '@portal/shared/schemas/print-store';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveIcon } from '../../../../components/remove-icon';
import { type Draft, type DraftMenu, type DraftValue, usesOf, withoutValue } from './product-type-draft';
import {
  canChangePriced,
  canRemove,
  kindsFor,
  MENUS_MAX,
  PRICE_ROWS_MAX,
  pricedChangeOf,
  removalOf,
  type TableChange,
  withKind,
  withMenu,
  withMoved,
  withoutMenu,
  withPriced,
} from './product-type-menu-changes';
import { NewMenuForm } from './product-type-new-menu';
import './product-type-texts';

/** Menus whose values the customer picks one of, so they have a default (product-type-checks.ts). */
const PICKED_ONE = new Set(['slider', 'option', 'colors', 'quantity']);

/** A menu's code inside a quoted attribute selector. */
const quoted = (name: string) => name.replace(/["\\]/g, '\\$&');

type Props = {
  draft: Draft;
  /** Absent: shown, not edited. */
  onDraft?: (update: (draft: Draft) => Draft) => void;
};

/**
 * The print specification's menus (spec 02 section 3: title, menuType, values, default): each
 * menu's title and default, its values' texts, sizes, colours and pieces, values added and
 * removed (with their price rows and exclusions, said before); and whole menus (decision 0124):
 * added ('Menu toevoegen'), removed, moved up or down, a list made colours or back, the price made
 * to depend on a menu or not. What that does to the price table is said before it is done. A
 * stored value's code stays as it is: carts, packages and the table name it.
 */
export function ProductTypeMenus({ draft, onDraft }: Props) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  // What gets the focus once the menus have been drawn again (a moved, added or removed menu).
  const [focus, setFocus] = useState<string | null>(null);
  useEffect(() => {
    if (!focus) return;
    listRef.current?.querySelector<HTMLElement>(focus)?.focus();
    setFocus(null);
  }, [focus]);
  const menuUpdate = (name: string, update: (menu: DraftMenu) => DraftMenu) =>
    onDraft?.((current) => ({
      ...current,
      menus: current.menus.map((menu) => (menu.name === name ? update(menu) : menu)),
    }));
  const move = (name: string, by: -1 | 1) => {
    if (!onDraft) return;
    const at = draft.menus.findIndex((menu) => menu.name === name) + by;
    onDraft((current) => withMoved(current, name, by));
    // At the top or the bottom that button is disabled: the other one keeps the focus.
    const edge = (by === -1 && at === 0) || (by === 1 && at === draft.menus.length - 1);
    const direction = (by === -1) !== edge ? 'up' : 'down';
    setFocus(`[data-move="${quoted(name)}:${direction}"]`);
  };
  const controlOf = (name: string) => `[data-menu-control="${quoted(name)}"]`;
  const full = draft.menus.length >= MENUS_MAX;
  return (
    <Stack gap="xs" ref={listRef}>
      <Text size="sm">{t('productTypeAdmin.menus.intro')}</Text>
      <Accordion
        variant="contained"
        multiple
        chevronPosition="left"
        value={opened}
        onChange={setOpened}
        aria-label={t('productTypeAdmin.menus.list')}
      >
        {draft.menus.map((menu, index) => (
          <Accordion.Item key={menu.name} value={menu.name}>
            <div className="product-type-menu__head">
              <Accordion.Control data-menu-control={menu.name} className="product-type-menu__control">
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
              {onDraft && (
                <Group gap={2} wrap="nowrap" pr={6}>
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    data-move={`${menu.name}:up`}
                    disabled={index === 0}
                    aria-label={t('productTypeAdmin.menus.moveUp', { menu: menu.title })}
                    onClick={() => move(menu.name, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray.8"
                    data-move={`${menu.name}:down`}
                    disabled={index === draft.menus.length - 1}
                    aria-label={t('productTypeAdmin.menus.moveDown', { menu: menu.title })}
                    onClick={() => move(menu.name, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </ActionIcon>
                </Group>
              )}
            </div>
            <Accordion.Panel>
              {onDraft ? (
                <MenuEditor
                  menu={menu}
                  draft={draft}
                  onMenu={(update) => menuUpdate(menu.name, update)}
                  onRemoveValue={(value) => onDraft((current) => withoutValue(current, menu.name, value))}
                  onDraft={onDraft}
                  onRemoved={() => {
                    const next = draft.menus[index + 1] ?? draft.menus[index - 1];
                    setFocus(next ? controlOf(next.name) : '[data-add-menu]');
                  }}
                />
              ) : (
                <MenuView menu={menu} />
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {onDraft &&
        (adding ? (
          <NewMenuForm
            draft={draft}
            onAdd={(menu) => {
              onDraft((current) => withMenu(current, menu));
              setAdding(false);
              setOpened((current) => [...current, menu.name]);
              setFocus(controlOf(menu.name));
            }}
            onCancel={() => {
              setAdding(false);
              setFocus('[data-add-menu]');
            }}
          />
        ) : (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              data-add-menu
              disabled={full}
              onClick={() => {
                setAdding(true);
                setFocus('.product-type-new-menu__title input');
              }}
            >
              {t('productTypeAdmin.menus.add.open')}
            </Button>
            {full && <Text size="xs">{t('productTypeAdmin.menus.add.full', { max: MENUS_MAX })}</Text>}
          </Group>
        ))}
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
  onDraft,
  onRemoved,
}: {
  menu: DraftMenu;
  draft: Draft;
  onMenu: (update: (menu: DraftMenu) => DraftMenu) => void;
  onRemoveValue: (value: string) => void;
  onDraft: (update: (draft: Draft) => Draft) => void;
  /** The menu is gone: the focus goes on. */
  onRemoved: () => void;
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
      <MenuShape menu={menu} draft={draft} onDraft={onDraft} />
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
      {canRemove(menu) && (
        <MenuRemoval
          menu={menu}
          draft={draft}
          onRemove={() => {
            onDraft((current) => withoutMenu(current, menu.name));
            onRemoved();
          }}
        />
      )}
    </Stack>
  );
}

/** A question with its two answers, read out when it appears (the focus goes to it). */
function Confirm({
  lines,
  confirm,
  onConfirm,
  onCancel,
  cancel,
  blocked,
}: {
  lines: string[];
  confirm: string;
  onConfirm: () => void;
  onCancel: () => void;
  cancel: string;
  /** Why it cannot be done; the confirm is disabled then. */
  blocked?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Paper withBorder p="xs" className="product-type-confirm" ref={ref} tabIndex={-1}>
      <Stack gap={6}>
        {lines.map((line) => (
          <Text size="sm" fw={line === lines[0] ? 600 : undefined} key={line}>
            {line}
          </Text>
        ))}
        {blocked && (
          <Text size="sm" c="red.9">
            {blocked}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <Button size="xs" color="red.9" disabled={blocked !== undefined} onClick={onConfirm}>
            {confirm}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            {cancel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A button that opens a question gets the focus back when the question closes. */
function useFocusBack(asking: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  const was = useRef(asking);
  useEffect(() => {
    if (was.current && !asking) ref.current?.focus();
    was.current = asking;
  }, [asking]);
  return ref;
}

/** What a change of the menu does to the price table, in a sentence; null when it does nothing. */
function useTableLine() {
  const { t } = useTranslation();
  return (change: TableChange, menu: DraftMenu, removing: boolean): string | null => {
    if (change.kind === 'repeat')
      return t('productTypeAdmin.menus.pricedOnQuestion', { menu: menu.title, ...change });
    if (change.kind === 'keepDefault')
      return t(
        removing ? 'productTypeAdmin.menus.removeMenuPrices' : 'productTypeAdmin.menus.pricedOffQuestion',
        { menu: menu.title, value: change.defaultTitle, count: change.removed },
      );
    return null;
  };
}

/**
 * The menu's kind and whether the price depends on it (decision 0124): a list may become colours
 * and back; the size and a volume keep theirs. Making the price depend on a menu, or no longer,
 * rewrites the price table, so it is asked first with what happens to the rows.
 */
function MenuShape({
  menu,
  draft,
  onDraft,
}: {
  menu: DraftMenu;
  draft: Draft;
  onDraft: (update: (draft: Draft) => Draft) => void;
}) {
  const { t } = useTranslation();
  const tableLine = useTableLine();
  const [asking, setAsking] = useState(false);
  const back = useFocusBack(asking);
  const kinds = kindsFor(menu);
  const type = (kind: SpecMenuType) => t(`productTypeAdmin.menus.types.${kind}`);
  const change = pricedChangeOf(draft, menu.name, !menu.priced);
  const tooMany = change.kind === 'repeat' && change.to > PRICE_ROWS_MAX;
  return (
    <Stack gap={6}>
      {kinds.length > 1 ? (
        <NativeSelect
          label={t('productTypeAdmin.menus.kind')}
          description={t('productTypeAdmin.menus.kindHint')}
          value={menu.menuType}
          data={kinds.map((kind) => ({ value: kind, label: type(kind) }))}
          onChange={(event) => {
            const kind = event.currentTarget.value as SpecMenuType;
            onDraft((current) => withKind(current, menu.name, kind));
          }}
        />
      ) : (
        <Text size="sm">
          {t('productTypeAdmin.menus.kindFixed', { type: type(menu.menuType) })}
          {menu.menuType === 'slider' && ` ${t('productTypeAdmin.menus.kindFixedSize')}`}
          {menu.menuType === 'quantity' && ` ${t('productTypeAdmin.menus.kindFixedVolume')}`}
        </Text>
      )}
      {(menu.priced || menu.menuType === 'slider') && (
        <Text size="sm">{t('productTypeAdmin.menus.priced')}</Text>
      )}
      {canChangePriced(menu) && (
        <>
          {!menu.priced && <Text size="sm">{t('productTypeAdmin.menus.notPriced')}</Text>}
          {asking ? (
            <Confirm
              lines={[tableLine(change, menu, false) ?? '']}
              confirm={t(
                menu.priced
                  ? 'productTypeAdmin.menus.confirmPricedOff'
                  : 'productTypeAdmin.menus.confirmPricedOn',
              )}
              cancel={t('productTypeAdmin.menus.cancel')}
              blocked={
                tooMany && change.kind === 'repeat'
                  ? t('productTypeAdmin.menus.tooManyRows', { count: change.to, max: PRICE_ROWS_MAX })
                  : undefined
              }
              onConfirm={() => {
                setAsking(false);
                onDraft((current) => withPriced(current, menu.name, !menu.priced));
              }}
              onCancel={() => setAsking(false)}
            />
          ) : (
            <Group>
              <Button ref={back} size="xs" variant="default" onClick={() => setAsking(true)}>
                {t(menu.priced ? 'productTypeAdmin.menus.makeUnpriced' : 'productTypeAdmin.menus.makePriced')}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

/** 'Menu ‘…’ verwijderen', with what goes with it said first. */
function MenuRemoval({ menu, draft, onRemove }: { menu: DraftMenu; draft: Draft; onRemove: () => void }) {
  const { t } = useTranslation();
  const tableLine = useTableLine();
  const [asking, setAsking] = useState(false);
  const back = useFocusBack(asking);
  const removal = removalOf(draft, menu.name);
  const lines = [
    t('productTypeAdmin.menus.removeMenuQuestion', { menu: menu.title }),
    tableLine(removal.table, menu, true),
    removal.exclusions > 0 && t('productTypeAdmin.menus.removeMenuExclusions', { count: removal.exclusions }),
    menu.menuType === 'quantity' && t('productTypeAdmin.menus.removeMenuVolume'),
  ].filter((line): line is string => typeof line === 'string');
  return asking ? (
    <Confirm
      lines={lines}
      confirm={t('productTypeAdmin.menus.confirmRemoveMenu')}
      cancel={t('productTypeAdmin.menus.keep')}
      onConfirm={onRemove}
      onCancel={() => setAsking(false)}
    />
  ) : (
    <Group>
      <Button ref={back} size="xs" variant="light" color="red.9" onClick={() => setAsking(true)}>
        {t('productTypeAdmin.menus.removeMenu', { menu: menu.title })}
      </Button>
    </Group>
  );
}
