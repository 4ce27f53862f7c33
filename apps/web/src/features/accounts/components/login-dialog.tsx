import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogNavigation } from '../hooks/use-dialog-navigation';
import { sessionStore } from '../stores/session-store';
import { AccountModal } from './account-modal';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import '../texts';

type View = { kind: 'login' } | { kind: 'forgot'; email: string };

/**
 * The login dialog with its forgot-password view (spec 01 sections 4, 5 and 8). Closing it
 * without logging in, in any way, emits the cancelled event.
 */
export function LoginDialog({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  const nav = useDialogNavigation();
  const [view, setView] = useState<View>({ kind: 'login' });
  const succeeded = useRef(false);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (opened) {
      succeeded.current = false;
      setView({ kind: 'login' });
    } else if (wasOpen.current && !succeeded.current) {
      sessionStore.cancelLogin();
    }
    wasOpen.current = opened;
  }, [opened]);

  return (
    <AccountModal
      name="inloggen"
      title={view.kind === 'login' ? t('dialogs.login') : t('accounts.forgot.title')}
      opened={opened}
      onClose={() => nav.close('inloggen')}
    >
      {view.kind === 'login' ? (
        <LoginForm
          onForgot={(email) => setView({ kind: 'forgot', email })}
          onSucceeded={() => {
            succeeded.current = true;
          }}
        />
      ) : (
        <ForgotPasswordForm email={view.email} onBack={() => setView({ kind: 'login' })} />
      )}
    </AccountModal>
  );
}
