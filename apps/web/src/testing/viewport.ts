/**
 * The screen widths the issue's checks name: a desktop and a phone. jsdom lays nothing out, so
 * what differs between them in a component test is what the code asks the window: its width and
 * its media queries (Mantine's useMediaQuery, matchMedia). Both answer for the width set here;
 * the layout itself is judged in the browser tests' screenshots.
 */
export const TEST_WIDTHS = [1280, 390] as const;

const EM_PX = 16;

/** Whether a query of min-width and max-width parts (px or em) holds at `width`; others do not. */
function matchesWidth(query: string, width: number): boolean {
  const parts = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (parts.length === 0) return false;
  return parts.every(([, kind, value, unit]) => {
    const px = Number(value) * (unit === 'px' ? 1 : EM_PX);
    return kind === 'min' ? width >= px : width <= px;
  });
}

/** Sets the window's width and its media queries' answers to `width`, and tells the page. */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.matchMedia = ((query: string) => ({
    matches: matchesWidth(query, width),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  window.dispatchEvent(new Event('resize'));
}
