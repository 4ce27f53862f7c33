import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { AUTO_CLOSE_MS, DPI_RECOMMENDED } from '@portal/shared/constants';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../../../lib/dialogs';
import { uploads, useUploadNotices } from '../hooks/use-uploads';
import type { UploadNotice, UploadStore } from '../stores/upload-store';
import { UNDO_REMOVE_MS } from '../stores/upload-store';
import '../texts';

/** Spec 01 section 8: a failed finalise shows its warning for 5 s. */
const FINALISE_WARNING_MS = 5000;

type DialogNotice = Extract<
  UploadNotice,
  {
    kind:
      | 'tooLarge'
      | 'duplicate'
      | 'problem'
      | 'skipped'
      | 'lowDpi'
      | 'sessionExpired'
      | 'filesGone'
      | 'filestorePresent'
      | 'unpackFailed';
  }
>;
type ToastNotice = Extract<UploadNotice, { kind: 'finaliseFailed' | 'removeFailed' | 'removed' }>;

const isToast = (notice: UploadNotice): notice is ToastNotice =>
  notice.kind === 'finaliseFailed' || notice.kind === 'removeFailed' || notice.kind === 'removed';

const modalStyles = { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } };

/**
 * What uploading has to tell the user (spec 01 sections 4, 5 and 8): duplicate, too large,
 * upload problem, skipped zip entries, low resolution and the lost session as dialogs, one
 * at a time; a failed finalise or remove as a notification.
 */
export function UploadNotices({ store = uploads }: { store?: UploadStore }) {
  const { t } = useTranslation();
  const notices = useUploadNotices(store);
  const dialogs = useDialogs();

  useEffect(() => {
    for (const notice of notices) {
      if (!isToast(notice)) continue;
      store.dismissNotice(notice.id);
      if (notice.kind === 'removed') {
        const id = `removed-${notice.id}`;
        notifications.show({
          id,
          message: (
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm">{t('uploads.removed', { name: notice.name })}</Text>
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => {
                  notice.undo();
                  notifications.hide(id);
                }}
              >
                {t('uploads.undoRemove')}
              </Button>
            </Group>
          ),
          autoClose: UNDO_REMOVE_MS,
          // Closing the notice (or its time running out) removes the file now.
          onClose: notice.commit,
        });
      } else if (notice.kind === 'finaliseFailed') {
        notifications.show({
          color: 'yellow',
          title: t('uploads.problemTitle'),
          message: t('uploads.finaliseFailed', { name: notice.name, status: notice.status }),
          autoClose: FINALISE_WARNING_MS,
        });
      } else {
        const reason = notice.message ?? t('uploads.problemNetwork');
        notifications.show({
          color: 'red',
          title: t('uploads.removeFailedTitle'),
          message: `${t('uploads.removeFailed', { name: notice.name })} ${reason}`,
          autoClose: AUTO_CLOSE_MS.notification,
        });
      }
    }
  }, [store, notices, t]);

  // Another dialog (login, account) goes first; the notices wait until it has closed.
  const current = dialogs.current
    ? undefined
    : notices.find((notice): notice is DialogNotice => !isToast(notice));
  const close = () => {
    if (current) store.dismissNotice(current.id);
  };

  return (
    <Modal
      opened={current !== undefined}
      onClose={close}
      title={current ? titleOf(current, t) : ''}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={modalStyles}
      data-dialog={current ? `upload-${current.kind}` : undefined}
    >
      {current && <NoticeBody key={current.id} notice={current} onClose={close} />}
    </Modal>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function titleOf(notice: DialogNotice, t: T): string {
  switch (notice.kind) {
    case 'tooLarge':
      return t('uploads.tooLargeTitle');
    case 'duplicate':
      return t('uploads.duplicateTitle');
    case 'problem':
      return t('uploads.problemTitle');
    case 'skipped':
      return t('uploads.skippedTitle');
    case 'lowDpi':
      return t('uploads.dpiTitle');
    case 'sessionExpired':
      return t('uploads.sessionExpiredTitle');
    case 'filesGone':
      return t('uploads.filesGoneTitle');
    case 'filestorePresent':
      return t('uploads.filestorePresentTitle');
    case 'unpackFailed':
      return t('uploads.unpack.failedTitle');
  }
}

/** 'a.pdf, b.pdf en c.pdf' */
const listFormat = new Intl.ListFormat('nl', { type: 'conjunction' });

function NoticeBody({ notice, onClose }: { notice: DialogNotice; onClose: () => void }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  // The dialog's focus trap finds data-autofocus when it opens; when the next notice replaces
  // this one in the open dialog, its button takes the focus here.
  useEffect(() => button.current?.focus(), []);
  useEffect(() => {
    if (notice.kind !== 'sessionExpired') return;
    const timer = setTimeout(onClose, AUTO_CLOSE_MS.sessionNotice);
    return () => clearTimeout(timer);
  }, [notice.kind, onClose]);

  let body: ReactNode;
  switch (notice.kind) {
    case 'tooLarge':
      body = (
        <>
          <Text>{t('uploads.tooLarge')}</Text>
          <NameList names={notice.names} />
        </>
      );
      break;
    case 'duplicate':
      body = (
        <Text>
          {notice.names.length === 1
            ? t('uploads.duplicateOne', { name: notice.names[0] })
            : t('uploads.duplicateMany', { names: listFormat.format(notice.names) })}
        </Text>
      );
      break;
    case 'problem':
      body = (
        <Text>
          {t('uploads.problem', { name: notice.name, error: notice.message ?? t('uploads.problemNetwork') })}
        </Text>
      );
      break;
    case 'skipped':
      body = (
        <List size="sm" spacing={4}>
          {notice.entries.map((entry) => (
            <List.Item key={`${entry.reason}:${entry.name}`}>
              {t(`uploads.skipped.${entry.reason}`, { name: entry.name })}
            </List.Item>
          ))}
        </List>
      );
      break;
    case 'lowDpi':
      body = (
        <>
          <Text>
            {notice.files.length === 1
              ? t('uploads.dpiIntro', { name: notice.files[0]?.name, recommended: DPI_RECOMMENDED })
              : t('uploads.dpiIntroFiles', { recommended: DPI_RECOMMENDED })}
          </Text>
          {notice.files.map((file) => (
            <div key={file.name}>
              {notice.files.length > 1 && (
                <Text fw={600} size="sm">
                  {file.name}
                </Text>
              )}
              <List size="sm" spacing={4}>
                {file.pages.map((page) => (
                  <List.Item key={page.page}>
                    {t('uploads.dpiPage', { page: page.page, dpi: page.dpi })}
                  </List.Item>
                ))}
              </List>
            </div>
          ))}
        </>
      );
      break;
    case 'sessionExpired':
      body = <Text role="alert">{t('uploads.sessionExpired')}</Text>;
      break;
    case 'filesGone':
      body = (
        <>
          <Text>{t('uploads.filesGone')}</Text>
          <NameList names={notice.names} />
        </>
      );
      break;
    case 'filestorePresent':
      body = (
        <>
          <Text>{t('uploads.filestorePresent', { count: notice.names.length })}</Text>
          <NameList names={notice.names} />
        </>
      );
      break;
    case 'unpackFailed':
      body = (
        <Text>
          {notice.empty
            ? t('uploads.unpack.empty', { name: notice.name })
            : t('uploads.problem', {
                name: notice.name,
                error: notice.message ?? t('uploads.problemNetwork'),
              })}
        </Text>
      );
      break;
  }

  return (
    <Stack gap="sm">
      {body}
      <Group justify="flex-end" mt="xs">
        <Button ref={button} onClick={onClose} data-autofocus>
          {notice.kind === 'lowDpi' ? t('uploads.dpiContinue') : t('common.close')}
        </Button>
      </Group>
    </Stack>
  );
}

function NameList({ names }: { names: string[] }) {
  return (
    <List size="sm" spacing={4}>
      {names.map((name) => (
        <List.Item key={name}>{name}</List.Item>
      ))}
    </List>
  );
}
