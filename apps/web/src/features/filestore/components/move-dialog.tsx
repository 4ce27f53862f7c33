import { ActionIcon, Button, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import type { FilestoreFolder } from '@portal/shared/schemas/filestore';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subfoldersOptions } from '../api/filestore-queries';
import { FilestoreModal, ProblemAlert, useChange } from './dialogs';
import { ChevronIcon } from './filestore-icons';
import { QueryProblem } from './query-problem';
import '../texts';

/** The root's value in the radio group (a folder's is its id). */
const ROOT = 'root';
const RADIO_NAME = 'filestore-move-target';

type Props = {
  archive: { id: string; name: string };
  /** Where the items are now: not a target. */
  currentFolderId: string | null;
  /** Folders being moved: neither a target nor opened (a folder cannot go into itself). */
  movingFolderIds: ReadonlySet<string>;
  count: number;
  /** The one item's name, when one is moved. */
  singleName: string | null;
  onClose: () => void;
  /** Moves into the chosen folder (null: the root) and says where to; a refusal throws. */
  onMove: (target: { folderId: string | null; name: string }) => Promise<void>;
};

/**
 * 'Verplaatsen': a folder picker within the archive (moves stay inside one archive, decision
 * 0120). The tree opens a level at a time; the folders being moved and the folder they are in
 * cannot be chosen.
 */
export function MoveDialog({
  archive,
  currentFolderId,
  movingFolderIds,
  count,
  singleName,
  onClose,
  onMove,
}: Props) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<{ folderId: string | null; name: string } | null>(null);
  const change = useChange();
  const rootLabel = t('filestore.move.root', { archive: archive.name });
  return (
    <FilestoreModal opened onClose={onClose} title={t('filestore.move.title')} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!target) return;
          void change
            .run(() => onMove(target))
            .then((done) => {
              if (done) onClose();
            });
        }}
      >
        <Stack gap="md">
          <Text>
            {singleName
              ? t('filestore.move.intro_one', { name: singleName })
              : t('filestore.move.intro_other', { count })}
          </Text>
          <div role="radiogroup" aria-label={t('filestore.move.tree', { archive: archive.name })}>
            <ul className="filestore-tree">
              <li>
                <div className="filestore-tree__row">
                  <span className="filestore-tree__spacer" />
                  <Radio
                    name={RADIO_NAME}
                    value={ROOT}
                    checked={target !== null && target.folderId === null}
                    label={
                      currentFolderId === null ? `${rootLabel} · ${t('filestore.move.current')}` : rootLabel
                    }
                    disabled={currentFolderId === null}
                    onChange={() => setTarget({ folderId: null, name: archive.name })}
                  />
                </div>
                <Subfolders
                  archiveId={archive.id}
                  parentId={null}
                  currentFolderId={currentFolderId}
                  moving={movingFolderIds}
                  chosen={target?.folderId ?? null}
                  onChoose={setTarget}
                />
              </li>
            </ul>
          </div>
          <ProblemAlert problem={change.problem} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('filestore.cancel')}
            </Button>
            <Button type="submit" disabled={!target} loading={change.busy}>
              {t('filestore.move.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FilestoreModal>
  );
}

type LevelProps = {
  archiveId: string;
  parentId: string | null;
  currentFolderId: string | null;
  moving: ReadonlySet<string>;
  /** The chosen folder's id (null: none, or the root). */
  chosen: string | null;
  onChoose: (target: { folderId: string; name: string }) => void;
};

function Subfolders({ archiveId, parentId, currentFolderId, moving, chosen, onChoose }: LevelProps) {
  const { t } = useTranslation();
  const query = useQuery(subfoldersOptions(archiveId, parentId));
  if (query.isError) return <QueryProblem error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loader size="xs" aria-label={t('filestore.loading')} ml={32} />;
  if (query.data.length === 0) return null;
  return (
    <ul>
      {query.data.map((folder) => (
        <FolderNode
          key={folder.id}
          folder={folder}
          archiveId={archiveId}
          currentFolderId={currentFolderId}
          moving={moving}
          chosen={chosen}
          onChoose={onChoose}
        />
      ))}
    </ul>
  );
}

function FolderNode({
  folder,
  archiveId,
  currentFolderId,
  moving,
  chosen,
  onChoose,
}: Omit<LevelProps, 'parentId'> & { folder: FilestoreFolder }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const isMoving = moving.has(folder.id);
  const isCurrent = folder.id === currentFolderId;
  const canOpen = folder.folderCount > 0 && !isMoving;
  const note = isMoving ? t('filestore.move.selectedItem') : isCurrent ? t('filestore.move.current') : null;
  return (
    <li>
      <div className="filestore-tree__row">
        {canOpen ? (
          <ActionIcon
            className="filestore-tree__toggle"
            variant="subtle"
            color="gray.7"
            aria-expanded={open}
            aria-label={t(open ? 'filestore.move.collapse' : 'filestore.move.expand', { name: folder.name })}
            onClick={() => setOpen((value) => !value)}
          >
            <ChevronIcon open={open} />
          </ActionIcon>
        ) : (
          <span className="filestore-tree__spacer" />
        )}
        <Radio
          name={RADIO_NAME}
          value={folder.id}
          checked={chosen === folder.id}
          label={note ? `${folder.name} · ${note}` : folder.name}
          disabled={isMoving || isCurrent}
          onChange={() => onChoose({ folderId: folder.id, name: folder.name })}
        />
      </div>
      {open && (
        <Subfolders
          archiveId={archiveId}
          parentId={folder.id}
          currentFolderId={currentFolderId}
          moving={moving}
          chosen={chosen}
          onChoose={onChoose}
        />
      )}
    </li>
  );
}
