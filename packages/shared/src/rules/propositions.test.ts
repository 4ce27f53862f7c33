import { describe, expect, it } from 'vitest';
import type { Proposition } from '../schemas/proposition';
import {
  filterPropositions,
  pageRouteOf,
  resolveChoice,
  shouldShowIntro,
  startingItem,
  visiblePropositions,
  withWorkingDestinations,
} from './propositions';

function item(partial: Partial<Proposition> & Pick<Proposition, 'pid'>): Proposition {
  return {
    propTitle: partial.pid,
    colours: { background: '#1d4ed8', text: '#ffffff' },
    destinationType: 'page',
    destination: 'contact',
    menuItems: [],
    securityLevel: 0,
    hasIntro: false,
    alwaysShowIntro: false,
    pulse: false,
    ...partial,
  };
}

const menu = (pid: string, menuItems: Proposition[], extra: Partial<Proposition> = {}) =>
  item({ pid, destinationType: 'menu', destination: '', menuItems, ...extra });

const withIntro = (pid: string, key: 'print' | 'copy' | 'scan', extra: Partial<Proposition> = {}) =>
  item({ pid, hasIntro: true, introScreen: { key, title: 'Intro', paragraphs: ['Tekst'] }, ...extra });

const pids = (items: Proposition[]) => items.map((entry) => entry.pid);

describe('filterPropositions', () => {
  const items = [
    item({ pid: 'open' }),
    item({ pid: 'secured', securityLevel: 2 }),
    menu('mixed', [item({ pid: 'low' }), item({ pid: 'high', securityLevel: 5 })]),
    menu('all-high', [item({ pid: 'x', securityLevel: 3 }), item({ pid: 'y', securityLevel: 4 })]),
  ];

  it.each([
    [0, ['open', 'mixed']],
    [2, ['open', 'secured', 'mixed']],
    [5, ['open', 'secured', 'mixed', 'all-high']],
  ])('at level %i keeps %j', (level, expected) => {
    expect(pids(filterPropositions(items, level))).toEqual(expected);
  });

  it('filters inside sub-menus too', () => {
    const [, mixed] = filterPropositions(items, 0);
    expect(pids(mixed!.menuItems)).toEqual(['low']);
  });

  it('drops a sub-menu whose items are all above the level', () => {
    expect(pids(filterPropositions([menu('m', [item({ pid: 'a', securityLevel: 1 })])], 0))).toEqual([]);
  });

  it('does not change the input', () => {
    const before = JSON.stringify(items);
    filterPropositions(items, 0);
    expect(JSON.stringify(items)).toBe(before);
  });
});

describe('resolveChoice', () => {
  it('starts the only item of a sub-menu directly, also nested', () => {
    const target = item({ pid: 'target', destination: 'filestoreDashboard' });
    expect(resolveChoice(menu('outer', [menu('inner', [target])]))).toBe(target);
  });

  it('keeps a sub-menu with several items, and any other item', () => {
    const several = menu('m', [item({ pid: 'a' }), item({ pid: 'b' })]);
    expect(resolveChoice(several)).toBe(several);
    const page = item({ pid: 'p' });
    expect(resolveChoice(page)).toBe(page);
  });
});

describe('shouldShowIntro', () => {
  it.each([
    ['no intro', item({ pid: 'a' }), {}, false],
    ['hasIntro without a screen', item({ pid: 'a', hasIntro: true }), {}, false],
    ['intro, no preference yet', withIntro('a', 'print'), {}, true],
    ['intro, user still wants it', withIntro('a', 'print'), { print: true }, true],
    ['intro, user hid it', withIntro('a', 'print'), { print: false }, false],
    ['intro, user hid another one', withIntro('a', 'print'), { copy: false }, true],
    [
      'alwaysShowIntro wins over the preference',
      withIntro('a', 'scan', { alwaysShowIntro: true }),
      { scan: false },
      true,
    ],
  ] as const)('%s', (_, entry, intros, expected) => {
    expect(shouldShowIntro(entry, intros)).toBe(expected);
  });
});

describe('startingItem', () => {
  it('follows single-item sub-menus', () => {
    const target = item({ pid: 't' });
    expect(startingItem(menu('m', [target]), {})).toBe(target);
  });

  it('stops at a sub-menu whose own intro shows first', () => {
    const outer = menu('m', [item({ pid: 't' })], {
      hasIntro: true,
      introScreen: { key: 'copyScan', title: 'Intro', paragraphs: ['Tekst'] },
    });
    expect(startingItem(outer, {})).toBe(outer);
    expect(startingItem(outer, { copyScan: false }).pid).toBe('t');
  });

  it('returns the intro item inside a single-item sub-menu', () => {
    const inner = withIntro('copy', 'copy');
    expect(startingItem(menu('m', [inner]), {})).toBe(inner);
  });
});

describe('page destinations', () => {
  it.each([
    ['contact', 'contact'],
    ['printStore', 'printStore'],
    ['filestoreDashboard', 'filestoreDashboard'],
    ['printStoreCategory', null], // needs a categoryId
    ['nope', null],
    ['', null],
  ])('%s -> %s', (destination, expected) => {
    expect(pageRouteOf(item({ pid: 'p', destination }))).toBe(expected);
  });

  it('leaves out broken pages at every depth and sub-menus left empty', () => {
    const items = [
      item({ pid: 'ok' }),
      item({ pid: 'broken', destination: 'bestaatNiet' }),
      menu('half', [item({ pid: 'in' }), item({ pid: 'out', destination: 'x' })]),
      menu('empty', [item({ pid: 'gone', destination: 'y' })]),
      item({ pid: 'link', destinationType: 'url', destination: 'https://example.org' }),
    ];
    const kept = withWorkingDestinations(items);
    expect(pids(kept)).toEqual(['ok', 'half', 'link']);
    expect(pids(kept[1]!.menuItems)).toEqual(['in']);
  });

  it('visiblePropositions applies the level and the destination check', () => {
    const items = [
      item({ pid: 'a' }),
      item({ pid: 'b', securityLevel: 1 }),
      item({ pid: 'c', destination: 'x' }),
    ];
    expect(pids(visiblePropositions(items, 0, {}))).toEqual(['a']);
  });

  it('visiblePropositions leaves out in a purchasing portal the orders it cannot place (decision 0100)', () => {
    const items = [
      menu('copy-scan', [
        item({ pid: 'copy', destination: 'copyOrderPickUp' }),
        item({ pid: 'scan', destination: 'scanOrderPickUp' }),
      ]),
      item({ pid: 'quote', destination: 'quoteOrderDescription' }),
      item({ pid: 'secured', destination: 'printProductSecuredSA' }),
      item({ pid: 'secured-entry', destination: 'securedOrder' }),
      item({ pid: 'print', destination: 'printOrder' }),
      item({ pid: 'contact' }),
    ];
    expect(pids(visiblePropositions(items, 2, { sapPortal: true }))).toEqual(['print', 'contact']);
    expect(pids(visiblePropositions(items, 2, {}))).toEqual(pids(items));
  });
});
