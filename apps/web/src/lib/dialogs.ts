import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Dialogs open through the `dlg` query parameter, so a link in a mail can open one and the
 * browser's back button closes it. The spec's values come first; the rest are ours.
 */
export const dialogNames = [
  'resetPw', // new password (spec: with e and i)
  'inschrijven', // sign-up
  'v', // e-mail validation (spec: with k)
  'inloggen', // login
  'profiel', // profile settings
  'orders', // my orders
  'opzeggen', // account termination request
  'wachtwoordbeleid', // password policy
  'bestanden-delen', // share files (staff)
] as const;
export type DialogName = (typeof dialogNames)[number];

/** Query parameters that belong to a dialog and leave with it. */
const DIALOG_PARAMS = ['dlg', 'e', 'i', 'k'];

export function isDialogName(value: string | null): value is DialogName {
  return value !== null && (dialogNames as readonly string[]).includes(value);
}

/** The open dialog (unknown values are ignored) and functions to open and close dialogs. */
export function useDialogs() {
  const [params, setParams] = useSearchParams();
  const value = params.get('dlg');
  const open = useCallback(
    (name: DialogName) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('dlg', name);
        return next;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const key of DIALOG_PARAMS) next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { current: isDialogName(value) ? value : null, params, open, close };
}
