import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * Shows its children (a component made with React's `lazy`) from the first time `when` holds,
 * and keeps them mounted after, so a dialog or drawer closes with its transition. What most
 * visits never open (the side menu, dialogs, notifications) is a chunk of its own this way and
 * stays out of the first screen's JavaScript (issue 9, scripts/check-bundle-budget.mjs).
 */
export function OnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  if (!wanted && when) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * For a Mantine modal or drawer mounted on demand while already open: opens it one commit
 * later, so that Mantine sees it open (it notes the focused element only on a change to open)
 * and returns the focus there when it closes.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return opened && mounted;
}
