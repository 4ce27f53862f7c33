import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the page once since mount (two animation frames), then
 * true. Data the first screen can do without (the home page's post-its) is asked for after
 * that: its request, and the contract chunk with zod it loads (decision 0038), then do not
 * compete with the first paint on a slow phone.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return painted;
}
