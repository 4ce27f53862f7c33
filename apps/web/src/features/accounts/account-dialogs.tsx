import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { onUnauthorized } from '../../lib/api-client';
import type { DialogName } from '../../lib/dialogs';
import { session } from '../../lib/session';
import { EmailValidationDialog } from './components/email-validation-dialog';
import { LoginDialog } from './components/login-dialog';
import { NewPasswordDialog } from './components/new-password-dialog';
import { ProfileDialog } from './components/profile-dialog';
import { LoggingOutDialog, SessionExpiredDialog } from './components/session-dialogs';
import { SignUpDialog } from './components/sign-up-dialog';
import { TerminationDialog } from './components/termination-dialog';

/** The `dlg` values this feature answers (lib/dialogs.ts). */
export const accountDialogNames = [
  'inloggen',
  'inschrijven',
  'v',
  'resetPw',
  'profiel',
  'opzeggen',
] as const satisfies readonly DialogName[];

export function isAccountDialog(name: string | null): boolean {
  return name !== null && (accountDialogNames as readonly string[]).includes(name);
}

const nonEmpty = (value: string | null) => (value?.trim() ? value.trim() : null);

/**
 * Every account dialog, opened by the `dlg` query, plus the session notices. A 401 from any
 * call opens the login dialog (the caller still gets the error) and, when this tab thought it
 * was logged in, ends the dead session here.
 */
export function AccountDialogs() {
  const [params, setParams] = useSearchParams();
  const current = params.get('dlg');

  useEffect(
    () =>
      onUnauthorized(() => {
        session.end('unauthorized');
        if (new URLSearchParams(window.location.search).get('dlg') === 'inloggen') return;
        setParams(
          (previous) => {
            const next = new URLSearchParams(previous);
            for (const key of ['e', 'i', 'k']) next.delete(key);
            next.set('dlg', 'inloggen');
            return next;
          },
          { replace: true },
        );
      }),
    [setParams],
  );

  return (
    <>
      <LoginDialog opened={current === 'inloggen'} />
      <SignUpDialog opened={current === 'inschrijven'} />
      <EmailValidationDialog opened={current === 'v'} hash={nonEmpty(params.get('k'))} />
      <NewPasswordDialog
        opened={current === 'resetPw'}
        email={nonEmpty(params.get('e'))}
        resetId={nonEmpty(params.get('i'))}
      />
      <ProfileDialog opened={current === 'profiel'} />
      <TerminationDialog opened={current === 'opzeggen'} />
      <SessionExpiredDialog />
      <LoggingOutDialog />
    </>
  );
}
