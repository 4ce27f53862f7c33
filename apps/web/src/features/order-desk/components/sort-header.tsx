import { Table, UnstyledButton } from '@mantine/core';
import type { DeskSort } from '@portal/shared/schemas/order-views';
import { useTranslation } from 'react-i18next';
import '../texts';

export type DeskOrdering = { sort: DeskSort; dir: 'asc' | 'desc' };

type Props = {
  column: DeskSort;
  label: string;
  ordering: DeskOrdering;
  onSort: (next: DeskOrdering) => void;
  className?: string;
};

/**
 * A column head of the inbox that sorts the list on the server (issue 32 point 4). A first click
 * sorts the column the way planning reads it (the placement newest first, the rest ascending);
 * a second click turns it round. `aria-sort` tells a screen reader which column sorts and how.
 */
export function SortHeader({ column, label, ordering, onSort, className }: Props) {
  const { t } = useTranslation();
  const active = ordering.sort === column;
  const next: DeskOrdering = active
    ? { sort: column, dir: ordering.dir === 'asc' ? 'desc' : 'asc' }
    : { sort: column, dir: column === 'placedAt' ? 'desc' : 'asc' };
  return (
    <Table.Th
      scope="col"
      className={className}
      aria-sort={active ? (ordering.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton
        className="order-desk__sort"
        onClick={() => onSort(next)}
        title={t('orderDesk.list.sortBy', { column: label })}
        data-testid={`order-desk-sort-${column}`}
      >
        {label}
        <span aria-hidden="true" className="order-desk__sort-mark">
          {active ? (ordering.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
