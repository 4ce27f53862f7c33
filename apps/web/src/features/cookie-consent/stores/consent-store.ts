import { useSyncExternalStore } from 'react';
import {
  type ConsentChoice,
  cookiesToDelete,
  deletionStrings,
  readConsent,
  serialiseConsentCookie,
} from '../utils/consent-cookie';
import { isTagManagerLoaded } from '../utils/tag-manager';

type ConsentState = { choice: ConsentChoice | null; settingsOpen: boolean };

// Browser-only state: the choice lives in a cookie, this mirrors it for React.
let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function snapshot(): ConsentState {
  state ??= { choice: readConsent(document.cookie), settingsOpen: false };
  return state;
}

function update(next: Partial<ConsentState>): void {
  state = { ...snapshot(), ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored choice (null while unset) and whether the visitor reopened the dialog. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, snapshot);
}

/** Reopens the consent dialog so the visitor can change an earlier choice. */
export function openCookieSettings(): void {
  update({ settingsOpen: true });
}

export function closeCookieSettings(): void {
  update({ settingsOpen: false });
}

/**
 * The one place that writes cookies from script: through document.cookie, since the Cookie
 * Store API is missing in older Safari and in jsdom, and these writes must be synchronous.
 */
export function writeCookie(cookie: string, doc: Document = document): void {
  doc.cookie = cookie;
}

/** Expires every script-visible cookie apart from the essential ones, on every path and domain. */
export function removeNonEssentialCookies(doc: Document = document): void {
  const { hostname, pathname } = doc.location;
  for (const name of cookiesToDelete(doc.cookie)) {
    for (const deletion of deletionStrings(name, { hostname, pathname })) writeCookie(deletion, doc);
  }
}

export function saveConsent(choice: ConsentChoice): void {
  const wasTracking = isTagManagerLoaded();
  writeCookie(serialiseConsentCookie(choice, window.location.protocol));
  if (choice === 'denied') removeNonEssentialCookies();
  update({ choice, settingsOpen: false });
  // A loaded tag manager cannot be unloaded; a fresh page starts without it.
  if (choice === 'denied' && wasTracking) window.location.reload();
}
