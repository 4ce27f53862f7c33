import { Checkbox, NativeSelect, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatDate, formatFileSize } from '@portal/shared/format';
import type { FilestoreFile, FilestoreFolder, FolderSort } from '@portal/shared/schemas/filestore';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingOrder } from '../api/filestore-queries';
import { nextOrder } from '../utils/listing-order';
import { FileIcon, FolderIcon, SortIcon } from './filestore-icons';
import '../texts';

export type TableRow =
  | { kind: 'folder'; key: string; item: FilestoreFolder; to: string }
  | { kind: 'file'; key: string; item: FilestoreFile };

export const folderKey = (id: string) => `folder:${id}`;
export const fileKey = (id: string) => `file:${id}`;

type Props = {
  caption: string;
  rows: readonly TableRow[];
  order: ListingOrder;
  onSort: (order: ListingOrder) => void;
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onToggleAll: () => void;
  /** Enter on a row, or its name: a folder's page, a file's panel. */
  onOpen: (row: TableRow) => void;
  /** A file the page was opened for (a search hit): its row is marked. */
  highlightedKey?: string | null;
};

const COLUMNS: { sort: FolderSort; label: string; numeric: boolean }[] = [
  { sort: 'name', label: 'filestore.folder.name', numeric: false },
  { sort: 'date', label: 'filestore.folder.date', numeric: false },
  { sort: 'size', label: 'filestore.folder.size', numeric: true },
  { sort: 'pages', label: 'filestore.folder.pages', numeric: true },
];

/**
 * A folder's table: its subfolders, then its files; every column sorts (the order lives in the
 * address). The keyboard moves through it as through a list: Tab reaches one row, the arrows move
 * between rows, Home and End to the first and last, Enter opens and Space selects. On a phone the
 * name column carries the facts and a select sorts.
 */
export function FolderTable({
  caption,
  rows,
  order,
  onSort,
  selected,
  onToggle,
  onToggleAll,
  onOpen,
  highlightedKey,
}: Props) {
  const { t } = useTranslation();
  const body = useRef<HTMLTableSectionElement>(null);
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(rows.length - 1, 0));
  const captionId = useId();
  const hintId = useId();
  const selectedCount = rows.filter((row) => selected.has(row.key)).length;

  const focusRow = (index: number) => {
    const elements = body.current?.querySelectorAll<HTMLTableRowElement>('tr[data-row]');
    const target = elements?.[Math.max(0, Math.min(index, (elements?.length ?? 1) - 1))];
    target?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const element = event.target as HTMLElement;
    if (element.tagName !== 'TR') return;
    const index = Number(element.dataset.index);
    const row = rows[index];
    if (!row) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusRow(moves[event.key]!);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(row);
    } else if (event.key === ' ') {
      event.preventDefault();
      onToggle(row.key);
    }
  };

  const sortState = (sort: FolderSort) =>
    order.sort === sort ? (order.direction === 'asc' ? 'ascending' : 'descending') : 'none';

  return (
    <>
      <NativeSelect
        className="filestore-phone-only"
        label={t('filestore.folder.sortLabel')}
        value={`${order.sort}:${order.direction}`}
        onChange={(event) => {
          const [sort, direction] = event.currentTarget.value.split(':') as [FolderSort, 'asc' | 'desc'];
          onSort({ sort, direction });
        }}
        data={COLUMNS.flatMap((column) =>
          (['asc', 'desc'] as const).map((direction) => ({
            value: `${column.sort}:${direction}`,
            label: `${t(column.label)}, ${t(direction === 'asc' ? 'filestore.folder.sortedAsc' : 'filestore.folder.sortedDesc')}`,
          })),
        )}
        mb="xs"
      />
      <section className="filestore-table-frame" aria-labelledby={captionId}>
        <Table className="filestore-table" verticalSpacing="xs" highlightOnHover aria-describedby={hintId}>
          <Table.Caption id={captionId}>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className="filestore-select">
                <Checkbox
                  aria-label={t('filestore.folder.selectAll')}
                  checked={rows.length > 0 && selectedCount === rows.length}
                  indeterminate={selectedCount > 0 && selectedCount < rows.length}
                  disabled={rows.length === 0}
                  onChange={onToggleAll}
                  size="sm"
                />
              </Table.Th>
              {COLUMNS.map((column) => (
                <Table.Th
                  key={column.sort}
                  scope="col"
                  aria-sort={sortState(column.sort)}
                  className={[
                    column.numeric ? 'filestore-number' : '',
                    column.sort === 'name' ? '' : 'filestore-desktop-only',
                  ]
                    .join(' ')
                    .trim()}
                >
                  <UnstyledButton
                    className="filestore-sort"
                    onClick={() => onSort(nextOrder(order, column.sort))}
                  >
                    {t(column.label)}
                    <SortIcon direction={order.sort === column.sort ? order.direction : null} />
                  </UnstyledButton>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody ref={body} onKeyDown={onKeyDown}>
            {rows.map((row, index) => (
              <Row
                key={row.key}
                row={row}
                index={index}
                tabbable={index === current}
                selected={selected.has(row.key)}
                highlighted={row.key === highlightedKey}
                onFocus={() => setActive(index)}
                onToggle={() => onToggle(row.key)}
                onOpen={() => onOpen(row)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </section>
      <VisuallyHidden id={hintId}>{t('filestore.folder.keyboardHint')}</VisuallyHidden>
    </>
  );
}

function Row({
  row,
  index,
  tabbable,
  selected,
  highlighted,
  onFocus,
  onToggle,
  onOpen,
}: {
  row: TableRow;
  index: number;
  tabbable: boolean;
  selected: boolean;
  highlighted: boolean;
  onFocus: () => void;
  onToggle: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const { item } = row;
  const date = formatDate(new Date(item.createdAt));
  const size = row.kind === 'file' ? formatFileSize(row.item.size) : null;
  const pages = row.kind === 'file' && row.item.pageCount !== null ? row.item.pageCount : null;
  const facts =
    row.kind === 'folder'
      ? t('filestore.folder.folderContents', {
          files: t('filestore.files', { count: row.item.fileCount }),
          folders: t('filestore.folders', { count: row.item.folderCount }),
        })
      : [date, size, pages === null ? null : t('filestore.pages', { count: pages })]
          .filter(Boolean)
          .join(' · ');
  return (
    <Table.Tr
      className="filestore-row"
      data-row
      data-index={index}
      data-kind={row.kind}
      data-testid="filestore-row"
      data-selected={selected || undefined}
      data-highlighted={highlighted || undefined}
      tabIndex={tabbable ? 0 : -1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocus();
      }}
    >
      <Table.Td className="filestore-select">
        <Checkbox
          aria-label={t('filestore.folder.selectRow', { name: item.name })}
          checked={selected}
          onChange={onToggle}
          tabIndex={-1}
          size="sm"
        />
      </Table.Td>
      <Table.Td>
        <span className="filestore-name">
          <span
            className={`filestore-name__icon${row.kind === 'folder' ? ' filestore-name__icon--folder' : ''}`}
            aria-hidden="true"
          >
            {row.kind === 'folder' ? <FolderIcon /> : <FileIcon />}
          </span>
          <span className="filestore-name__text">
            {row.kind === 'folder' ? (
              <Link to={row.to} className="filestore-name__open" tabIndex={-1}>
                {item.name}
              </Link>
            ) : (
              <UnstyledButton className="filestore-name__open" tabIndex={-1} onClick={onOpen}>
                {item.name}
              </UnstyledButton>
            )}
            <span className={`filestore-name__meta${row.kind === 'file' ? ' filestore-phone-only' : ''}`}>
              {facts}
            </span>
          </span>
        </span>
      </Table.Td>
      <Table.Td className="filestore-desktop-only filestore-nowrap">{date}</Table.Td>
      <Table.Td className="filestore-desktop-only filestore-number">{size ?? t('filestore.none')}</Table.Td>
      <Table.Td className="filestore-desktop-only filestore-number">{pages ?? t('filestore.none')}</Table.Td>
    </Table.Tr>
  );
}
