import { useCallback, useEffect, useState } from 'react';

/** Spec 02 section 4: a failed preview is asked for again every 3 s, up to 10 times. */
export const IMAGE_RETRY_DELAY_MS = 3000;
export const IMAGE_RETRY_LIMIT = 10;

type State = { attempt: number; waiting: boolean; gaveUp: boolean };
const START: State = { attempt: 0, waiting: false, gaveUp: false };

/**
 * Retrying a failed image: a preview generated a moment ago may not be there yet. Each retry adds
 * its number to the address, so the browser asks the server again instead of repeating the
 * failure from its memory; after the last retry fails the image counts as missing.
 */
export function useRetryingImage(key: string) {
  const [state, setState] = useState<State>(START);
  // Another image: start over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the reason to reset.
  useEffect(() => setState(START), [key]);
  useEffect(() => {
    if (!state.waiting) return;
    const timer = window.setTimeout(
      () => setState((previous) => ({ ...previous, waiting: false, attempt: previous.attempt + 1 })),
      IMAGE_RETRY_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state.waiting]);
  const onError = useCallback(
    () =>
      setState((previous) =>
        previous.attempt < IMAGE_RETRY_LIMIT ? { ...previous, waiting: true } : { ...previous, gaveUp: true },
      ),
    [],
  );
  /** Appended to the image's addresses: empty at first, then the attempt's number. */
  const withAttempt = useCallback(
    (url: string) => (state.attempt === 0 ? url : `${url}?poging=${state.attempt}`),
    [state.attempt],
  );
  return { attempt: state.attempt, onError, gaveUp: state.gaveUp, withAttempt };
}
