import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { DialogName } from '../../../lib/dialogs';

/** Query parameters that belong to a dialog (lib/dialogs.ts) and leave with it. */
const DIALOG_PARAMS = ['dlg', 'e', 'i', 'k'];

/**
 * Moves between dialogs without leaving a previous dialog's parameters behind (a validation
 * hash must not travel into the login dialog). `from` guards timers: an auto-close that fires
 * after the visitor already went elsewhere changes nothing.
 */
export function useDialogNavigation() {
  const [, setParams] = useSearchParams();
  const show = useCallback(
    (name: DialogName | null, from?: DialogName) =>
      setParams(
        (current) => {
          if (from && current.get('dlg') !== from) return current;
          const next = new URLSearchParams(current);
          for (const key of DIALOG_PARAMS) next.delete(key);
          if (name) next.set('dlg', name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    /** Replaces the open dialog with another one. */
    switchTo: useCallback((name: DialogName, from?: DialogName) => show(name, from), [show]),
    /** Closes the dialog `from` (if it is still the open one). */
    close: useCallback((from: DialogName) => show(null, from), [show]),
  };
}
