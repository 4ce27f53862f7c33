import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmailValidationDialog } from './email-validation-dialog';
import { LoginDialog } from './login-dialog';
import { NewPasswordDialog } from './new-password-dialog';
import { ProfileDialog } from './profile-dialog';
import { SignUpDialog } from './sign-up-dialog';
import { TerminationDialog } from './termination-dialog';

const nonEmpty = (value: string | null) => (value?.trim() ? value.trim() : null);

/** Every account dialog, opened by the `dlg` query. Loaded on demand (account-dialogs-on-demand.tsx). */
export function AccountDialogs() {
  const [params] = useSearchParams();
  // The first render has every dialog closed, the next opens the one asked for: Mantine notes the
  // focused element (to hand focus back on close) only when `opened` changes, not on mount.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const current = mounted ? params.get('dlg') : null;
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
    </>
  );
}
