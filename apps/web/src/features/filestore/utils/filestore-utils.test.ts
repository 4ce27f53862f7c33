import { describe, expect, it } from 'vitest';
import { testFolder } from '../testing/filestore-fixtures';
import { nextOrder, orderFromParams, paramsWithOrder, sortFolders } from './listing-order';
import { isValidName } from './names';
import { placeText } from './places';
import { snippetParts } from './snippet';

describe('the table’s order in the address', () => {
  it.each([
    ['', { sort: 'name', direction: 'asc' }],
    ['sorteer=grootte&volgorde=af', { sort: 'size', direction: 'desc' }],
    ['sorteer=paginas&volgorde=op', { sort: 'pages', direction: 'asc' }],
    ['sorteer=datum', { sort: 'date', direction: 'asc' }],
    // Not valid there: ignored, never sent.
    ['sorteer=size&volgorde=down', { sort: 'name', direction: 'asc' }],
  ] as const)('?%s reads as %j', (query, order) => {
    expect(orderFromParams(new URLSearchParams(query))).toEqual(order);
  });

  it('writes the order and keeps the other parameters; the default leaves the address clean', () => {
    const current = new URLSearchParams('bestand=abc&sorteer=naam&volgorde=af');
    expect(paramsWithOrder(current, { sort: 'size', direction: 'desc' }).toString()).toBe(
      'bestand=abc&sorteer=grootte&volgorde=af',
    );
    expect(paramsWithOrder(current, { sort: 'name', direction: 'asc' }).toString()).toBe('bestand=abc');
  });

  it('a column’s head sorts by it, then the other way; dates start with the newest', () => {
    expect(nextOrder({ sort: 'name', direction: 'asc' }, 'name')).toEqual({
      sort: 'name',
      direction: 'desc',
    });
    expect(nextOrder({ sort: 'name', direction: 'desc' }, 'size')).toEqual({
      sort: 'size',
      direction: 'asc',
    });
    expect(nextOrder({ sort: 'name', direction: 'asc' }, 'date')).toEqual({
      sort: 'date',
      direction: 'desc',
    });
  });

  it('sorts the subfolders by name or date in either direction, and by name for size and pages', () => {
    const folders = [
      testFolder(3, 'map 10', { createdAt: '2026-01-03T00:00:00Z' }),
      testFolder(1, 'Map 9', { createdAt: '2026-01-01T00:00:00Z' }),
      testFolder(2, 'archief', { createdAt: '2026-01-02T00:00:00Z' }),
    ];
    const names = (order: Parameters<typeof sortFolders>[1]) =>
      sortFolders(folders, order).map((f) => f.name);
    expect(names({ sort: 'name', direction: 'asc' })).toEqual(['archief', 'Map 9', 'map 10']);
    expect(names({ sort: 'name', direction: 'desc' })).toEqual(['map 10', 'Map 9', 'archief']);
    expect(names({ sort: 'date', direction: 'desc' })).toEqual(['map 10', 'archief', 'Map 9']);
    expect(names({ sort: 'size', direction: 'desc' })).toEqual(['archief', 'Map 9', 'map 10']);
  });
});

describe('a snippet’s marked words', () => {
  it.each([
    ['geen woorden', [{ text: 'geen woorden', marked: false }]],
    [
      '… de «vergunning» is «verleend».',
      [
        { text: '… de ', marked: false },
        { text: 'vergunning', marked: true },
        { text: ' is ', marked: false },
        { text: 'verleend', marked: true },
        { text: '.', marked: false },
      ],
    ],
    [
      '«begin» en eind',
      [
        { text: 'begin', marked: true },
        { text: ' en eind', marked: false },
      ],
    ],
    [
      'open «tot het eind',
      [
        { text: 'open ', marked: false },
        { text: 'tot het eind', marked: true },
      ],
    ],
    ['los » teken', [{ text: 'los » teken', marked: false }]],
    [
      'leeg «» niets',
      [
        { text: 'leeg ', marked: false },
        { text: ' niets', marked: false },
      ],
    ],
  ])('%s', (snippet, parts) => {
    expect(snippetParts(snippet)).toEqual(parts);
  });
});

describe('names', () => {
  it.each([
    ['Bouwtekening.pdf', true],
    ['  Facturen 2024  ', true],
    ['a'.repeat(255), true],
    ['', false],
    ['   ', false],
    ['a'.repeat(256), false],
    ['map/submap', false],
    ['map\\submap', false],
    ['nul\u0000teken', false],
    ['..', false],
    ['...', false],
    ['.verborgen', true],
  ])('%j is valid: %s', (name, valid) => {
    expect(isValidName(name)).toBe(valid);
  });
});

describe('where something is', () => {
  it('names the archive once, then the folders', () => {
    expect(
      placeText(
        [
          { folderId: null, name: 'Bouwdossiers' },
          { folderId: null, name: 'Projecten' },
        ],
        'Bouwdossiers',
      ),
    ).toBe('Bouwdossiers › Projecten');
    expect(placeText([], 'Bouwdossiers')).toBe('Bouwdossiers');
  });
});
