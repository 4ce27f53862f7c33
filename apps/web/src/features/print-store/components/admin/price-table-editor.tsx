import { Alert, Button, Group, NativeSelect, Text, VisuallyHidden } from '@mantine/core';
import type { ChosenSpecs, SpecMenu } from '@portal/shared/schemas/print-store';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveIcon } from '../../../../components/remove-icon';
import { type DraftRow, keyMenusOf, newRowKey, type RowFieldProblems, rowValue } from './product-type-draft';
import './product-type-admin.css';
import './product-type-texts';

/** Which field of a row a refusal is about. */
export type RowRefusal = { key: number; field: 'specs' | 'minQuantity' | 'price'; message: string };

type Props = {
  typeName: string;
  menus: SpecMenu[];
  rows: DraftRow[];
  /** Absent: the table is read only (a type of the provider's). */
  onRows?: (update: (rows: DraftRow[]) => DraftRow[]) => void;
  rowFields?: Map<number, RowFieldProblems>;
  refusal?: RowRefusal | null;
  /** Bring this row into view (its filters set to it) and put the focus on its refused field. */
  reveal?: { key: number; nonce: number } | null;
  /** Combinations without a price row yet, and adding rows for them. */
  unpriced?: ChosenSpecs[];
  onAddUnpriced?: () => void;
};

/** Beyond this many rows the table opens at the default size only (the demo's signs have 300). */
const FILTER_FROM = 60;

/**
 * The price table (spec 02 section 3: keyed by size plus specs, and a minimum quantity) as the
 * admin edits it: one row per size, priced values and 'vanaf' with its unit price, filtered by the
 * key menus so that a few hundred rows stay readable, scrolling inside itself (also sideways on a
 * phone). Rows are numbered as the server counts them, so a refusal's 'Prijsregel 12' is row 12.
 */
export function PriceTableEditor(props: Props) {
  const { t } = useTranslation();
  const { menus, rows, onRows } = props;
  const readOnly = !onRows;
  const keyMenus = useMemo(() => keyMenusOf(menus), [menus]);
  const volume = menus.some((menu) => menu.menuType === 'quantity' && menu.priced);
  const size = keyMenus.find((menu) => menu.menuType === 'slider');
  const [filters, setFilters] = useState<Record<string, string>>(() =>
    rows.length > FILTER_FROM && size?.default ? { [size.name]: size.default } : {},
  );
  const captionId = useId();
  const tableRef = useRef<HTMLElement>(null);

  const numbered = useMemo(() => rows.map((row, index) => ({ row, number: index + 1 })), [rows]);
  const shown = numbered.filter(({ row }) =>
    keyMenus.every((menu) => !filters[menu.name] || rowValue(row, menu) === filters[menu.name]),
  );

  // A refused row out of view: show it and put the focus on its field.
  const { reveal } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new request to reveal moves the view, not edits of the rows.
  useEffect(() => {
    if (!reveal) return;
    const row = rows.find((entry) => entry.key === reveal.key);
    if (!row) return;
    setFilters((current) =>
      Object.fromEntries(
        Object.entries(current)
          .filter(([, value]) => value)
          .map(([name, value]) => {
            const menu = keyMenus.find((entry) => entry.name === name);
            return [name, menu ? rowValue(row, menu) : value];
          }),
      ),
    );
    // After the filters have drawn the row.
    setTimeout(() => {
      const row = tableRef.current?.querySelector(`[data-row="${reveal.key}"]`);
      const field =
        row?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? row?.querySelector<HTMLElement>('input');
      field?.focus();
    }, 0);
  }, [reveal?.nonce]);

  const change = useCallback(
    (key: number, patch: Partial<DraftRow>) =>
      onRows?.((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row))),
    [onRows],
  );
  const remove = useCallback(
    (key: number) => onRows?.((current) => current.filter((row) => row.key !== key)),
    [onRows],
  );
  const add = () => {
    if (!onRows) return;
    const startValue = (menu: SpecMenu) => filters[menu.name] || menu.default || menu.values[0]?.name || '';
    const row: DraftRow = {
      key: newRowKey(),
      size: size ? startValue(size) : '',
      specs: Object.fromEntries(
        keyMenus.filter((menu) => menu !== size).map((menu) => [menu.name, startValue(menu)]),
      ),
      minQuantity: '1',
      price: '',
    };
    onRows((current) => [...current, row]);
    setTimeout(() => {
      tableRef.current
        ?.querySelector<HTMLElement>(`[data-row="${row.key}"] input[inputmode="decimal"]`)
        ?.focus();
    }, 0);
  };

  const refusedHidden =
    props.refusal && !shown.some(({ row }) => row.key === props.refusal?.key) ? props.refusal : null;
  const refusedNumber = refusedHidden
    ? numbered.find(({ row }) => row.key === refusedHidden.key)?.number
    : null;

  return (
    <div className="price-table">
      <Text size="sm">{t('productTypeAdmin.prices.intro')}</Text>
      {keyMenus.length > 0 && (
        <fieldset className="price-table__filters">
          <Text component="legend" size="sm" fw={600}>
            {t('productTypeAdmin.prices.filterLegend')}
          </Text>
          <Group gap="xs" wrap="wrap" align="flex-end">
            {keyMenus.map((menu) => (
              <NativeSelect
                key={menu.name}
                size="xs"
                label={menu.title}
                value={filters[menu.name] ?? ''}
                data={[
                  { value: '', label: t('productTypeAdmin.prices.all') },
                  ...menu.values.map((value) => ({ value: value.name, label: value.title })),
                ]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setFilters((current) => ({ ...current, [menu.name]: value }));
                }}
              />
            ))}
            <Text size="xs" role="status" className="price-table__count">
              {t('productTypeAdmin.prices.shown', { shown: shown.length, total: rows.length })}
            </Text>
          </Group>
        </fieldset>
      )}
      {refusedHidden && refusedNumber && (
        <Alert color="red" p="xs">
          <Text size="sm">{refusedHidden.message}</Text>
          <Button
            size="xs"
            variant="light"
            mt={4}
            onClick={() => {
              setFilters({});
              setTimeout(() => {
                tableRef.current
                  ?.querySelector<HTMLElement>(`[data-row="${refusedHidden.key}"] [aria-invalid="true"]`)
                  ?.focus();
              }, 0);
            }}
          >
            {t('productTypeAdmin.prices.showRow', { row: refusedNumber })}
          </Button>
        </Alert>
      )}
      {rows.length === 0 ? (
        <Text size="sm">{t('productTypeAdmin.prices.none')}</Text>
      ) : (
        // Scrolls inside itself, both ways: the page and the dialog keep their width on a phone.
        // Its title stands above the frame, so that it stays in view when the table scrolls sideways.
        <>
          <Text id={captionId} size="sm" fw={600} mt="xs" mb={4}>
            {t('productTypeAdmin.prices.caption', { name: props.typeName })}
          </Text>
          <section
            className="price-table__scroll"
            ref={tableRef}
            aria-labelledby={captionId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
            tabIndex={0}
          >
            <table className="price-table__table" aria-labelledby={captionId}>
              <thead>
                <tr>
                  <th scope="col">{t('productTypeAdmin.prices.number')}</th>
                  {keyMenus.map((menu) => (
                    <th scope="col" key={menu.name}>
                      {menu.title}
                    </th>
                  ))}
                  <th scope="col">{t('productTypeAdmin.prices.minQuantity')}</th>
                  <th scope="col">
                    {volume ? t('productTypeAdmin.prices.packPrice') : t('productTypeAdmin.prices.unitPrice')}
                  </th>
                  {!readOnly && (
                    <th scope="col">
                      <VisuallyHidden>{t('productTypeAdmin.prices.actions')}</VisuallyHidden>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {shown.map(({ row, number }) => (
                  <PriceRowView
                    key={row.key}
                    row={row}
                    number={number}
                    keyMenus={keyMenus}
                    readOnly={readOnly}
                    fields={props.rowFields?.get(row.key)}
                    refusal={props.refusal?.key === row.key ? props.refusal : undefined}
                    priceColumn={
                      volume ? t('productTypeAdmin.prices.packPrice') : t('productTypeAdmin.prices.unitPrice')
                    }
                    onChange={change}
                    onRemove={remove}
                  />
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
      {!readOnly && (
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="light" onClick={add}>
            {t('productTypeAdmin.prices.addRow')}
          </Button>
        </Group>
      )}
      {!readOnly && props.unpriced && props.unpriced.length > 0 && (
        <Unpriced menus={keyMenus} combinations={props.unpriced} onAdd={props.onAddUnpriced} />
      )}
    </div>
  );
}

/** Combinations a customer can pick that have no price: said, with one button to add their rows. */
function Unpriced({
  menus,
  combinations,
  onAdd,
}: {
  menus: SpecMenu[];
  combinations: ChosenSpecs[];
  onAdd: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const first = combinations[0] ?? {};
  const example = menus
    .map((menu) => menu.values.find((value) => value.name === first[menu.name])?.title ?? first[menu.name])
    .join(', ');
  return (
    // A note, not an alarm: the admin may price them later (Mantine's Alert is role="alert").
    <Alert color="yellow" p="xs" mt="xs" role="note">
      <Text size="sm">{t('productTypeAdmin.prices.missing', { count: combinations.length, example })}</Text>
      {onAdd && (
        <Button size="xs" variant="light" mt={4} onClick={onAdd}>
          {t('productTypeAdmin.prices.addMissing')}
        </Button>
      )}
    </Alert>
  );
}

type RowProps = {
  row: DraftRow;
  number: number;
  keyMenus: SpecMenu[];
  readOnly: boolean;
  fields: RowFieldProblems | undefined;
  refusal: RowRefusal | undefined;
  priceColumn: string;
  onChange: (key: number, patch: Partial<DraftRow>) => void;
  onRemove: (key: number) => void;
};

/**
 * One row; drawn again only when it changed, and of plain form elements (styled as Mantine's)
 * rather than Mantine's inputs: a table of a few hundred rows then opens in a fraction of the time.
 */
const PriceRowView = memo(function PriceRowView(props: RowProps) {
  const { t } = useTranslation();
  const { row, number, keyMenus, readOnly, fields, refusal } = props;
  const messageId = `price-row-${row.key}-problem`;
  const label = (column: string) => t('productTypeAdmin.prices.cellLabel', { column, row: number });
  const problems = [
    fields?.minQuantity && t(`productTypeAdmin.prices.${fields.minQuantity}`),
    fields?.price && t(`productTypeAdmin.prices.${fields.price}`),
    refusal?.message,
  ].filter(Boolean);
  const invalid = (field: RowRefusal['field']) =>
    (field === 'minQuantity' && !!fields?.minQuantity) ||
    (field === 'price' && !!fields?.price) ||
    refusal?.field === field;
  const described = problems.length > 0 ? messageId : undefined;
  const cellsRow = (
    <tr data-row={row.key} className={problems.length > 0 ? 'price-table__row--problem' : undefined}>
      <th scope="row">{number}</th>
      {keyMenus.map((menu) => {
        const value = rowValue(row, menu);
        const known = menu.values.find((offered) => offered.name === value);
        if (readOnly)
          return (
            <td key={menu.name} data-label={menu.title}>
              {known?.title ?? value}
            </td>
          );
        return (
          <td key={menu.name}>
            <select
              className="price-table__input price-table__select"
              aria-label={label(menu.title)}
              value={value}
              aria-invalid={invalid('specs') || undefined}
              aria-describedby={invalid('specs') ? described : undefined}
              onChange={(event) => {
                const next = event.currentTarget.value;
                props.onChange(
                  row.key,
                  menu.menuType === 'slider'
                    ? { size: next }
                    : { specs: { ...row.specs, [menu.name]: next } },
                );
              }}
            >
              {!known && <option value={value}>{`${value || '—'} (?)`}</option>}
              {menu.values.map((offered) => (
                <option key={offered.name} value={offered.name}>
                  {offered.title}
                </option>
              ))}
            </select>
          </td>
        );
      })}
      {readOnly ? (
        <>
          <td className="price-table__number">{row.minQuantity}</td>
          <td className="price-table__number">€ {row.price}</td>
        </>
      ) : (
        <>
          <td>
            <input
              className="price-table__input price-table__quantity"
              aria-label={label(t('productTypeAdmin.prices.minQuantity'))}
              inputMode="numeric"
              value={row.minQuantity}
              aria-invalid={invalid('minQuantity') || undefined}
              aria-describedby={invalid('minQuantity') ? described : undefined}
              onChange={(event) => props.onChange(row.key, { minQuantity: event.currentTarget.value })}
            />
          </td>
          <td>
            <input
              className="price-table__input price-table__price"
              aria-label={label(props.priceColumn)}
              inputMode="decimal"
              value={row.price}
              aria-invalid={invalid('price') || undefined}
              aria-describedby={invalid('price') ? described : undefined}
              onChange={(event) => props.onChange(row.key, { price: event.currentTarget.value })}
            />
          </td>
          <td>
            <button
              type="button"
              className="price-table__remove"
              aria-label={t('productTypeAdmin.prices.removeRow', { row: number })}
              onClick={() => props.onRemove(row.key)}
            >
              <RemoveIcon />
            </button>
          </td>
        </>
      )}
    </tr>
  );
  if (problems.length === 0) return cellsRow;
  return (
    <>
      {cellsRow}
      <tr className="price-table__problem">
        <td colSpan={keyMenus.length + (readOnly ? 3 : 4)} id={messageId}>
          {problems.join(' ')}
        </td>
      </tr>
    </>
  );
});
