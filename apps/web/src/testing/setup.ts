import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no matchMedia; Mantine asks it for the colour scheme and reduced motion.
window.matchMedia = vi.fn().mockImplementation((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
  addListener: vi.fn(),
  removeListener: vi.fn(),
  dispatchEvent: vi.fn(),
}));

// findBy and waitFor wait for what the user waits for (a list, a dialog, an enabled button); their
// bound only ends a test that would hang. Testing Library's default of 1 s measured the machine
// instead: with three test runs on the two cores, Controleren's problem list of an incomplete
// order took longer than that to render (print-order-confirm.test.tsx) though nothing was wrong.
// The test's own limit (30 s, vitest.config.ts) stays the ceiling.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
