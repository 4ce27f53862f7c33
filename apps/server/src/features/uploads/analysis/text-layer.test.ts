import { describe, expect, it } from 'vitest';
import { createTextLayer, normalisePageText } from './text-layer';

describe('a page of text as search reads it', () => {
  it.each([
    [
      'line breaks and runs of spaces become single spaces',
      'Offerte\r\n2026  –\tdrukwerk \r\n',
      'Offerte 2026 – drukwerk',
    ],
    [
      'Dutch accents stay',
      'Überweisung café coöperatie geïnteresseerd',
      'Überweisung café coöperatie geïnteresseerd',
    ],
    ['decomposed accents are composed', 'cafe\u0301 coo\u0308peratie', 'café coöperatie'],
    ['typeset ligatures read as letters', 'ﬁnanciën en ﬂyers', 'financiën en flyers'],
    ['a word hyphenated at the line end is whole again', 'geïnteres\uFFFEseerd', 'geïnteresseerd'],
    ['NUL and other control characters go', 'of\u0000fer\u0004te\u0019 \u0085x', 'offerte x'],
    ['non-breaking and other wide spaces are spaces', 'A4\u00A0papier\u2003dik', 'A4 papier dik'],
    ['half a surrogate pair goes, a whole one stays', 'a\uD83Db \uDC4D c 👍', 'ab c 👍'],
    ['a page of nothing but whitespace is empty', ' \r\n\t ', ''],
  ])('%s', (_case, raw, text) => {
    expect(normalisePageText(raw)).toBe(text);
  });
});

describe('the text layer of a file', () => {
  it('is its pages in page order, one line each, whatever order they come in', () => {
    const layer = createTextLayer();
    layer.add(3, 'derde');
    layer.add(1, 'eerste');
    layer.add(2, 'tweede');
    expect(layer.result()).toBe('eerste\ntweede\nderde');
  });

  it('keeps line n for page n: a page without text is an empty line, trailing ones are left off', () => {
    const layer = createTextLayer();
    for (const [page, text] of [
      [1, ''],
      [2, 'omslag'],
      [3, ''],
      [4, 'inhoud'],
      [5, ''],
    ] as const)
      layer.add(page, text);
    expect(layer.result()).toBe('\nomslag\n\ninhoud');
  });

  it('is null when no page has text: a scan is found by its name only', () => {
    const layer = createTextLayer();
    for (let page = 1; page <= 3; page++) layer.add(page, '');
    expect(layer.result()).toBeNull();
    expect(createTextLayer().result()).toBeNull();
  });

  it('is cut at the cap, and wants no page past it once earlier pages fill it', () => {
    const layer = createTextLayer(10);
    expect(layer.wants(3)).toBe(true);
    layer.add(3, 'cccc');
    layer.add(1, 'aaaa');
    expect(layer.wants(4)).toBe(true);
    layer.add(2, 'bbbbbb');
    expect([layer.wants(2), layer.wants(3), layer.wants(4)]).toEqual([true, false, false]);
    layer.add(4, 'dddd');
    expect(layer.result()).toBe('aaaa\nbbbbb');
  });

  it('holds no more than about the cap when later pages arrive first', () => {
    const page = 'x'.repeat(1000);
    const layer = createTextLayer(5000);
    // A second worker's range came in before the first one's.
    for (let n = 20; n >= 11; n--) layer.add(n, page);
    for (let n = 1; n <= 10; n++) layer.add(n, page);
    const result = layer.result();
    expect(result).toHaveLength(5000);
    expect(result?.split('\n')).toHaveLength(5);
    expect(layer.wants(6)).toBe(false);
  });

  it('never cuts a surrogate pair in half', () => {
    const layer = createTextLayer(5);
    layer.add(1, 'abcd👍');
    expect(layer.result()).toBe('abcd');
  });
});
