import { afterEach, describe, expect, it } from 'vitest';
import { isTagManagerLoaded, loadTagManager, tagManagerScriptUrl } from './tag-manager';

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
  delete window.dataLayer;
});

describe('tag manager', () => {
  it('loads nothing without a configured id', () => {
    expect(loadTagManager(null)).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('starts the data layer and adds one external script element', () => {
    expect(loadTagManager('GTM-ABC123')).toBe(true);
    expect(loadTagManager('GTM-ABC123')).toBe(false);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(scripts[0]?.textContent).toBe('');
    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect(isTagManagerLoaded()).toBe(true);
  });

  it('encodes the id into the URL', () => {
    expect(tagManagerScriptUrl('GTM-A&b')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-A%26b');
  });
});
