import { notifications } from '@mantine/notifications';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import type { ReactNode } from 'react';

/** A change went through: a short green notice that closes itself. */
export function notifyDone(message: ReactNode, autoClose: number = AUTO_CLOSE_MS.notification): void {
  notifications.show({ color: 'green', message, autoClose });
}
