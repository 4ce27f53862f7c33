import { describe, expect, it } from 'vitest';
import { titleSize } from './proposition-ring';

describe('titleSize', () => {
  it.each([
    ['Printen', 'md'],
    ['Stickers & borden', 'sm'],
    ['Kopiëren & scannen', 'sm'],
    ['Bestandsopslag', 'xs'],
    ['Archief digitaliseren', 'xs'],
  ] as const)('%s -> %s', (title, size) => {
    expect(titleSize(title)).toBe(size);
  });
});
