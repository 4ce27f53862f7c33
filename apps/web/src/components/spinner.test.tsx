import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

const SRC = join(import.meta.dirname, '..');

/** The order flows, their steps, My orders and the desk: every loading indicator there is a Spinner. */
const SCREENS = [
  'app/order-flows',
  'app/routes',
  'features/orders',
  'features/described-orders',
  'features/order-details',
  'features/secured-order',
  'features/my-orders',
  'features/order-desk',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the loading indicator', () => {
  it('is a status named in Dutch, the circle hidden from screen readers', () => {
    render(
      <MantineProvider>
        <Spinner label="Uw orders worden geladen…" />
      </MantineProvider>,
    );
    const status = screen.getByRole('status', { name: 'Uw orders worden geladen…' });
    expect(status.textContent).toBe('Uw orders worden geladen…');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('is the one used in the order flows, My orders and the desk, never a bare Mantine Loader', () => {
    const bare = SCREENS.flatMap((dir) => sources(join(SRC, dir)))
      .filter((path) =>
        /import \{[^}]*\bLoader\b[^}]*\} from '@mantine\/core'/.test(readFileSync(path, 'utf8')),
      )
      .map((path) => relative(SRC, path));
    expect(bare).toEqual([]);
  });
});
