import { vi } from 'vitest';

/**
 * A window of `width` CSS pixels for the components that ask (window.innerWidth, matchMedia with
 * min-width and max-width in px or em). jsdom lays nothing out, so this changes only what scripts
 * read: the widths a browser test measures stay with the browser tests.
 */
export function setViewportWidth(width: number): void {
  vi.stubGlobal('innerWidth', width);
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: matchesWidth(query, width),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
  window.dispatchEvent(new Event('resize'));
}

const PX_PER_EM = 16;

/** Whether every (min-width: …) and (max-width: …) of `query` holds; any other feature does not. */
function matchesWidth(query: string, width: number): boolean {
  const features = [...query.matchAll(/\(\s*([a-z-]+)\s*:\s*([\d.]+)(px|em|rem)?\s*\)/g)];
  if (features.length === 0) return false;
  return features.every(([, name, value, unit]) => {
    const pixels = Number(value) * (unit === 'em' || unit === 'rem' ? PX_PER_EM : 1);
    if (name === 'min-width') return width >= pixels;
    if (name === 'max-width') return width <= pixels;
    return false;
  });
}
