import type { DialogName } from '../../../lib/dialogs';

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
