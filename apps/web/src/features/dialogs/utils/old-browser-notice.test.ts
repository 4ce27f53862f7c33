import { describe, expect, it } from 'vitest';
import indexHtml from '../../../../index.html?raw';
import script from '../../../../public/old-browser.js?raw';
import { isOldBrowser } from './old-browser';

/** The static notice for a real Internet Explorer, where the module bundle never runs. */
describe('old-browser notice in index.html', () => {
  it('is hidden until the nomodule script reveals it', () => {
    document.documentElement.innerHTML = new DOMParser().parseFromString(
      indexHtml,
      'text/html',
    ).documentElement.innerHTML;
    const notice = document.getElementById('old-browser');
    expect(notice?.hidden).toBe(true);
    expect(notice?.textContent).toContain('Internet Explorer');
    expect(document.querySelector('script[nomodule]')?.getAttribute('src')).toBe('/old-browser.js');

    new Function(script)();
    expect(notice?.hidden).toBe(false);
    expect(notice?.style.display).toBe('block');
  });

  it('is plain ES5 without inline script', () => {
    expect(script).not.toMatch(/=>|\blet\b|\bconst\b|`|\bclass\b/);
    expect(indexHtml).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('matches the same browsers as the React warning', () => {
    expect(isOldBrowser('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko')).toBe(true);
  });
});
