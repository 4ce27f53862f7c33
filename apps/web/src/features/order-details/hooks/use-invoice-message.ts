import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether the step's inline message should be announced (role="alert"): only when it changed
 * after something the user did in the step. The message a step opens with, or one that follows
 * data arriving, is a plain status: shouting it at every visit would drown what the user is doing.
 * `noteAction` is called before the change it causes, so the change finds it noted.
 */
export function useInvoiceMessage(message: string | null) {
  const acted = useRef(false);
  const previous = useRef(message);
  const [announce, setAnnounce] = useState(false);
  useEffect(() => {
    if (previous.current === message) return;
    previous.current = message;
    setAnnounce(acted.current);
  }, [message]);
  const noteAction = useCallback(() => {
    acted.current = true;
  }, []);
  return { announce: announce && message !== null, noteAction };
}
