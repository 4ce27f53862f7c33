import { describe, expect, it } from 'vitest';
import { parseRichText } from './rich-text';

describe('parseRichText', () => {
  it('splits headings, lists and paragraphs', () => {
    expect(parseRichText('## Kop\n\nEerste regel\nzelfde alinea.\n\n- een\n- twee')).toEqual([
      { kind: 'heading', text: 'Kop' },
      { kind: 'paragraph', text: 'Eerste regel zelfde alinea.' },
      { kind: 'list', items: ['een', 'twee'] },
    ]);
  });

  it('keeps markup as text', () => {
    expect(parseRichText('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });
});
