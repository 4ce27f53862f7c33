import { useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * A form's call to the server: busy while it runs, and the server's own Dutch message when it
 * refuses (`fallback` when the network failed). Every form of the order steps saves this way.
 */
export function useServerCall(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const run = async (call: () => Promise<void>): Promise<void> => {
    setMessage(null);
    setBusy(true);
    try {
      await call();
    } catch (error) {
      setMessage(error instanceof ApiRequestError ? error.message : fallback);
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, run };
}
