declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** The container script URL for a Google Tag Manager id such as GTM-ABC123. */
export function tagManagerScriptUrl(id: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
}

export function isTagManagerLoaded(doc: Document = document): boolean {
  return doc.querySelector('script[data-tag-manager]') !== null;
}

/**
 * Loads the tag manager once, only after consent and only when an id is configured. The
 * usual inline snippet is replaced by module code and a plain script element, since the
 * Content-Security-Policy forbids inline scripts.
 */
export function loadTagManager(id: string | null, win: Window = window): boolean {
  if (!id || isTagManagerLoaded(win.document)) return false;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = tagManagerScriptUrl(id);
  script.dataset.tagManager = id;
  win.document.head.appendChild(script);
  return true;
}
