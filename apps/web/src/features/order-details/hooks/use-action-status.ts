import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';

/** What the status line under a list says after an action: that it worked, or why not. */
export type ActionStatus = { tone: 'ok' | 'error'; text: string };

/**
 * An action on one of the invoice step's lists (removing an address, saving or removing a project
 * or reference): busy while it runs, then its outcome for the list's status line: `done` when it
 * worked, the server's own Dutch message when refused (`fallback` when the network failed). The
 * address list and the project and reference pickers report their actions alike through it.
 */
export function useActionStatus(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const run = async (action: () => Promise<void>, done: string): Promise<void> => {
    setBusy(true);
    setStatus(null);
    try {
      await action();
      setStatus({ tone: 'ok', text: done });
    } catch (error) {
      setStatus({ tone: 'error', text: error instanceof ApiRequestError ? error.message : fallback });
    } finally {
      setBusy(false);
    }
  };
  return { busy, status, run, clear: () => setStatus(null) };
}
