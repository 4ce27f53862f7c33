import { describe, expect, it } from 'vitest';
import { actionOf, changedFields, HISTORY_TEXT_MAX, onlyChanged, shortDetails } from './store-history';

const before = { name: 'Verbod', colour: null as string | null, active: true, categoryIds: ['a', 'b'] };

describe('changedFields: what a history row says changed', () => {
  it.each([
    ['nothing sent', {}, {}],
    ['the same values', { name: 'Verbod', active: true, categoryIds: ['a', 'b'] }, {}],
    ['a new name', { name: 'Gebod' }, { name: { from: 'Verbod', to: 'Gebod' } }],
    ['a colour where there was none', { colour: '#ffd400' }, { colour: { from: null, to: '#ffd400' } }],
    ['a colour taken away', { colour: null }, {}],
    [
      'categories in another order',
      { categoryIds: ['b', 'a'] },
      { categoryIds: { from: ['a', 'b'], to: ['b', 'a'] } },
    ],
    ['a field left out', { name: undefined, active: false }, { active: { from: true, to: false } }],
  ])('%s', (_, after, expected) => {
    expect(changedFields(before, after)).toEqual(expected);
  });
});

describe('onlyChanged: what an edit writes', () => {
  it('keeps the fields whose value differs and leaves out the rest', () => {
    expect(onlyChanged(before, { name: 'Verbod', active: false, categoryIds: ['a', 'b'] })).toEqual({
      active: false,
    });
  });
});

describe('actionOf: hiding and showing are named so', () => {
  it.each([
    [{ active: { from: true, to: false } }, 'hidden'],
    [{ active: { from: false, to: true }, name: { from: 'a', to: 'b' } }, 'shown'],
    [{ name: { from: 'a', to: 'b' } }, 'changed'],
  ] as const)('%j is %s', (changes, action) => {
    expect(actionOf(changes)).toBe(action);
  });
});

describe('shortDetails: a history row stays small', () => {
  it('shortens long texts, also inside changes and lists, and leaves the rest', () => {
    const long = 'x'.repeat(5000);
    const details = shortDetails({
      description: long,
      name: 'Kort',
      price: 100,
      tags: [long],
      extraInfo: { from: long, to: 'nieuw' },
    });
    expect(details.extraInfo).toEqual({ from: `${'x'.repeat(HISTORY_TEXT_MAX - 1)}…`, to: 'nieuw' });
    expect((details.description as string).length).toBe(HISTORY_TEXT_MAX);
    expect((details.description as string).endsWith('…')).toBe(true);
    expect(details.name).toBe('Kort');
    expect(details.price).toBe(100);
    expect((details.tags as string[])[0]!.length).toBe(HISTORY_TEXT_MAX);
  });
});
