import { Group, Loader, Text } from '@mantine/core';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useLater } from '../hooks/use-later';
import { useSessionCheckOnFocus } from '../hooks/use-session-check';
import { sessionStore } from '../stores/session-store';
import { AccountModal } from './account-modal';

/**
 * 'Uw sessie is verlopen, log opnieuw in om verder te gaan.' for 3 s, then the session ends
 * here too; the app goes home and clears files (spec 01 section 4, Session check). Closing the
 * notice earlier ends it at once.
 */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const { expired, acknowledge } = useSessionCheckOnFocus();
  const later = useLater();

  useEffect(() => {
    if (!expired) return;
    later(AUTO_CLOSE_MS.sessionNotice, () => {
      acknowledge();
      sessionStore.end('expired');
    });
  }, [expired, later, acknowledge]);

  return (
    <AccountModal
      name="sessie-verlopen"
      title={t('accounts.session.expiredTitle')}
      opened={expired}
      onTop
      onClose={() => {
        acknowledge();
        sessionStore.end('expired');
      }}
    >
      <Text role="alert">{t('accounts.session.expired')}</Text>
    </AccountModal>
  );
}

/** Shown while the server ends the session (spec 01 section 2, 'logging out'). */
export function LoggingOutDialog() {
  const { t } = useTranslation();
  const { loggingOut } = useSession();
  return (
    <AccountModal
      name="uitloggen"
      title={t('accounts.session.loggingOutTitle')}
      opened={loggingOut}
      onClose={() => {}}
      closable={false}
      onTop
    >
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('accounts.session.loggingOut')}</Text>
      </Group>
    </AccountModal>
  );
}
