import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs an action after a delay (the spec's auto-close times), at most one at a time, and
 * never after the component has gone.
 */
export function useLater() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((delayMs: number, action: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delayMs);
  }, []);
}
