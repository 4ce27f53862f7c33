import { notifications } from '@mantine/notifications';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import type { ReactNode } from 'react';
import { i18next } from '../../../lib/i18n';
import '../texts';

type Notice = { message: ReactNode; id?: string; autoClose?: number | false; color?: string };

/** A notice of the file store, its close button named (axe: every button has a name). */
export function notify({
  message,
  id,
  autoClose = AUTO_CLOSE_MS.notification,
  color = 'green',
}: Notice): void {
  notifications.show({
    id,
    color,
    message,
    autoClose,
    closeButtonProps: { 'aria-label': i18next.t('filestore.close') },
  });
}

/** A change went through: a short green notice that closes itself. */
export function notifyDone(message: ReactNode): void {
  notify({ message });
}

/** A change failed where no dialog shows it: the server's Dutch message, until closed. */
export function notifyProblem(message: string): void {
  notify({ message, color: 'red', autoClose: false });
}
