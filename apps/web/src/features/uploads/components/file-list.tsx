import '../../../styles/file-list.css';
import { Button, Checkbox, Group, Text, Title } from '@mantine/core';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/line-icon';
import type { UploadEntry } from '../stores/upload-store';
import { FileRow } from './file-row';
import '../texts';

export type FileListProps = {
  entries: readonly UploadEntry[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  onRemove: (id: string) => void;
  onRemoveSelected: () => void;
  onAddFiles: () => void;
  /** Opens the low-resolution explanation of a file. */
  onShowDpi?: (id: string) => void;
  /** Opens the page viewer of a file (its thumbnail is the button). */
  onShowPages?: (id: string) => void;
  /** 'Uitpakken' of a zip kept whole, and the zips being unpacked (decision 0036). */
  onUnpack?: (id: string) => void;
  unpacking?: ReadonlySet<string>;
  /** Per file id, what another screen adds to its row. */
  rowExtra?: (id: string) => ReactNode;
  /** The screen's way on from the list (home: to the product order screen). */
  footerAction?: ReactNode;
  /** Other ways to add files, under 'Bestanden toevoegen' (the file store's, decision 0125). */
  moreWaysToAdd?: ReactNode;
};

/**
 * The uploaded files (spec 01 section 2, product order screen; issue 4): select all, per
 * file select and remove, add files; per file its preview, name, size, upload progress,
 * analysis and the page split.
 */
export function FileList({
  entries,
  selected,
  onSelect,
  onSelectAll,
  onRemove,
  onRemoveSelected,
  onAddFiles,
  onShowDpi,
  onShowPages,
  onUnpack,
  unpacking,
  rowExtra,
  footerAction,
  moreWaysToAdd,
}: FileListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const selectedCount = entries.filter((entry) => selected.has(entry.id)).length;
  // A file just added (at the end of the list) scrolls into view, so the drop is seen to land.
  const items = useRef<HTMLUListElement>(null);
  const shownCount = useRef(entries.length);
  useEffect(() => {
    const grew = entries.length > shownCount.current;
    shownCount.current = entries.length;
    if (grew) items.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [entries.length]);
  const all = entries.length > 0 && selectedCount === entries.length;
  useFocusAfterUnpack(items, entries, unpacking);

  return (
    <section className="file-list" aria-labelledby={titleId}>
      <header className="file-list__header">
        <Title order={2} id={titleId} className="file-list__title">
          {t('uploads.fileListLabel')}
        </Title>
        <Text size="sm" c="gray.7" className="file-list__count">
          {t('uploads.fileCount', { count: entries.length })}
        </Text>
      </header>
      <Group className="file-list__toolbar" justify="space-between" gap="xs">
        <Checkbox
          label={t('uploads.selectAll')}
          checked={all}
          indeterminate={selectedCount > 0 && !all}
          onChange={(event) => onSelectAll(event.currentTarget.checked)}
          size="sm"
        />
        {selectedCount > 0 && (
          <Button variant="subtle" color="red" c="red.9" size="compact-sm" onClick={onRemoveSelected}>
            {t('uploads.removeSelected')}
          </Button>
        )}
      </Group>
      <ul ref={items} className="file-list__items" aria-labelledby={titleId}>
        {entries.map((entry) => (
          <FileRow
            key={entry.id}
            entry={entry}
            selected={selected.has(entry.id)}
            onSelect={(on) => onSelect(entry.id, on)}
            onRemove={() => onRemove(entry.id)}
            onShowDpi={onShowDpi ? () => onShowDpi(entry.id) : undefined}
            onShowPages={onShowPages ? () => onShowPages(entry.id) : undefined}
            onUnpack={onUnpack ? () => onUnpack(entry.id) : undefined}
            unpacking={unpacking?.has(entry.id) ?? false}
            extra={rowExtra?.(entry.id)}
          />
        ))}
      </ul>
      <div className="file-list__footer">
        <Button
          variant="default"
          fullWidth
          radius="md"
          onClick={onAddFiles}
          leftSection={<PlusIcon />}
          className="file-list__add"
        >
          {t('uploads.addFiles')}
        </Button>
        {moreWaysToAdd}
        {footerAction}
      </div>
    </section>
  );
}

/**
 * After 'Uitpakken' the zip's row, with the button that had the keyboard focus, makes way for
 * its files: the focus goes to the first of them (its checkbox) instead of the page's start.
 */
function useFocusAfterUnpack(
  items: RefObject<HTMLUListElement | null>,
  entries: readonly UploadEntry[],
  unpacking: ReadonlySet<string> | undefined,
) {
  const zip = useRef<{ id: string; index: number } | null>(null);
  useEffect(() => {
    for (const id of unpacking ?? []) {
      const index = entries.findIndex((entry) => entry.id === id);
      if (index !== -1) zip.current = { id, index };
    }
    const last = zip.current;
    if (!last || entries.some((entry) => entry.id === last.id)) return;
    zip.current = null;
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (focusLost) items.current?.children[last.index]?.querySelector<HTMLElement>('input')?.focus();
  }, [items, entries, unpacking]);
}

function PlusIcon() {
  return (
    <LineIcon size={16} strokeWidth={2.4}>
      <path d="M12 5v14M5 12h14" />
    </LineIcon>
  );
}
