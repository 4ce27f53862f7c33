import { describe, expect, it } from 'vitest';
import { holdsUnstorableText, isUnstorableText, MAX_BODY_DEPTH, nestsDeeperThan } from './input-checks';

const arrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const objects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
/** Arrays and objects in turn: [{"a":[{"a":…}]}]. */
function mixed(levels: number): string {
  let open = '';
  let close = '';
  for (let level = 0; level < levels; level += 1) {
    open += level % 2 ? '{"a":' : '[';
    close = (level % 2 ? '}' : ']') + close;
  }
  return open + close;
}

/** A parsed value `levels` deep, built without recursion: [[[…[leaf]…]]]. */
function deepValue(levels: number, leaf: unknown): unknown {
  let value: unknown = leaf;
  for (let level = 1; level < levels; level += 1) value = level % 2 ? [value] : { [`k${level}`]: value };
  return value;
}

describe('nestsDeeperThan', () => {
  it.each([
    ['arrays', arrays],
    ['objects', objects],
    ['arrays and objects', mixed],
  ])('lets %s nest exactly to the limit and refuses one level more', (_, nest) => {
    expect(JSON.parse(nest(3))).toBeTruthy();
    expect(nestsDeeperThan(nest(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nest(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
  });

  it('counts depth, not brackets: many siblings at one level pass', () => {
    expect(nestsDeeperThan(`[${'[],'.repeat(10_000)}[]]`, 2)).toBe(false);
    expect(nestsDeeperThan(`[${'[],'.repeat(10_000)}[[]]]`, 2)).toBe(true);
  });

  it.each([100_000, 1_000_000])('answers %i levels without overflowing the stack', (levels) => {
    expect(nestsDeeperThan(arrays(levels), MAX_BODY_DEPTH)).toBe(true);
    expect(nestsDeeperThan(objects(levels), MAX_BODY_DEPTH)).toBe(true);
  });

  it.each([
    ['brackets in a string', '{"a":"[[[[[[{{{{"}', false],
    ['an escaped quote in a string', String.raw`{"a":"\"[[[[[["}`, false],
    ['an escaped backslash ending a string', String.raw`{"a":"\\","b":[[[[[[]]]]]]}`, true],
    ['three backslashes before a quote', String.raw`{"a":"\\\"[[[[[["}`, false],
    ['brackets in a key', '{"[[[[[[":1}', false],
    ['a string never closed', '{"a":"[[[[[[', false],
  ])('reads %s as text, not as nesting', (_, text, deeper) => {
    expect(nestsDeeperThan(text, 5)).toBe(deeper);
  });
});

describe('isUnstorableText', () => {
  it.each([
    ['plain text', 'Nieuwbouw Utrecht', false],
    ['an empty text', '', false],
    ['an emoji (a surrogate pair)', 'Feest 🎉 en 😀', false],
    ['a pair at the very end', 'a😀', false],
    ['accents and the euro sign', 'café € 12,50', false],
    ['a NUL character', 'map\u0000/x', true],
    ['a lone high surrogate', 'a\ud800b', true],
    ['a lone high surrogate at the end', 'ab\ud83d', true],
    ['a lone low surrogate', 'a\udc00b', true],
    ['a lone low surrogate at the start', '\ude00ab', true],
    ['a pair the wrong way round', '\ude00\ud83d', true],
    ['a pair followed by a lone low surrogate', '😀\ude00', true],
  ])('%s: %s', (_, text, unstorable) => {
    expect(isUnstorableText(text)).toBe(unstorable);
  });
});

describe('holdsUnstorableText', () => {
  it.each([
    ['a string', 'a\ud800'],
    ['a value', { name: 'a\ud800' }],
    ['a key', { 'a\udc00': 'b' }],
    ['a key deep inside', { specs: [{ menuId: 'printen', extra: { 'x\u0000': 1 } }] }],
    ['an array item', ['ok', ['ok', '\udc00']]],
    ['a value 100,000 levels deep', deepValue(100_000, '\ud800')],
    ['a key 100,000 levels deep', deepValue(100_000, { '\udc00': true })],
  ])('finds unstorable text in %s', (_, input) => {
    expect(holdsUnstorableText(input)).toBe(true);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['numbers and booleans', { quantity: 3, unzip: false, position: null }],
    ['emoji in keys and values', { '😀': ['Feest 🎉'], remark: { 'tekst 👍': 'ja 👍' } }],
    ['an object without a prototype (a parsed query)', Object.assign(Object.create(null), { q: 'café' })],
    ['a value 100,000 levels deep', deepValue(100_000, 'gewoon')],
  ])('passes %s', (_, input) => {
    expect(holdsUnstorableText(input)).toBe(false);
  });
});
