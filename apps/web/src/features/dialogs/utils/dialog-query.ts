import { type DialogName, isDialogName } from '../../../lib/dialogs';

/** A dialog asked for in the URL, with the extra parameters the spec gives it. */
export type DialogRequest =
  | { name: 'resetPw'; email: string | null; resetId: string | null }
  | { name: 'v'; hash: string | null }
  | { name: Exclude<DialogName, 'resetPw' | 'v'> };

const nonEmpty = (value: string | null) => (value?.trim() ? value.trim() : null);

/** Reads `dlg` and its parameters (e, i, k); unknown or missing values open nothing. */
export function parseDialogQuery(params: URLSearchParams): DialogRequest | null {
  const name = params.get('dlg');
  if (!isDialogName(name)) return null;
  if (name === 'resetPw')
    return { name, email: nonEmpty(params.get('e')), resetId: nonEmpty(params.get('i')) };
  if (name === 'v') return { name, hash: nonEmpty(params.get('k')) };
  return { name };
}
