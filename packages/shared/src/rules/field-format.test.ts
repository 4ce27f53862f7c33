import { describe, expect, it } from 'vitest';
import { compileFieldFormat, isCompilableFieldFormat } from './field-format';

describe("a theme's field format", () => {
  it.each([
    ['\\d{4}', '1234', true],
    ['\\d{4}', 'x1234', false],
    ['\\d{4}', '12345', false],
    ['KP|PR', 'KP', true],
    // Anchored as a whole: an alternation is not "starts with KP or ends with PR".
    ['KP|PR', 'KP-1', false],
    ['KP|PR', 'x-PR', false],
    ['^\\d{4}$', '1234', true],
    ['[\\p{L}]{3}', 'één', true],
  ])('%s judges %j: %s', (format, value, matches) => {
    expect(compileFieldFormat(format)?.test(value)).toBe(matches);
  });

  it.each([
    ['(', 'an unclosed group'],
    ['[a-', 'an unclosed class'],
    ['a{2', 'a lone brace, which only Annex B would read as a letter'],
    ['\\d)|(?:x', 'a source that compiles only once wrapped, which would unanchor the check'],
    ['(?<n>a)\\k<m>', 'a reference to a group that does not exist'],
  ])('refuses %j (%s)', (format) => {
    expect(compileFieldFormat(format)).toBeNull();
    expect(isCompilableFieldFormat(format)).toBe(false);
  });
});
