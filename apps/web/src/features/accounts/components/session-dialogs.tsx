import { Group, Loader, Text } from '@mantine/core';
import { AUTO_CLOSE_MS } from '@portal/shared/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLater } from '../hooks/use-later';
import { AccountModal } from './account-modal';
import '../texts';

type SessionDialogsProps = {
  /** 'Uw sessie is verlopen, log opnieuw in om verder te gaan.' (spec 01 section 4). */
  expired: boolean;
  onExpiredClose: () => void;
  /** While the server ends the session (spec 01 section 2, 'logging out'). */
  loggingOut: boolean;
};

/**
 * The session's notices; SessionNotices decides when they show and what closing means. The
 * expired notice shows for 3 s, then closes as if closed by hand (the session ends here too and
 * the app goes home); the time runs from when it shows, not from when the check answered.
 */
export function SessionDialogs({ expired, onExpiredClose, loggingOut }: SessionDialogsProps) {
  const { t } = useTranslation();
  const later = useLater();
  useEffect(() => {
    if (expired) later(AUTO_CLOSE_MS.sessionNotice, onExpiredClose);
  }, [expired, later, onExpiredClose]);
  return (
    <>
      <AccountModal
        name="sessie-verlopen"
        title={t('accounts.session.expiredTitle')}
        opened={expired}
        onTop
        onClose={onExpiredClose}
      >
        <Text role="alert">{t('accounts.session.expired')}</Text>
      </AccountModal>
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
    </>
  );
}
