import { describe, expect, it } from 'vitest';
import { patternProblem, themePatternProblem } from './theme-patterns';

describe('the safety check of a theme’s patterns', () => {
  it.each([
    ['(', 'THEME_PATTERN_INVALID'],
    ['[0-9', 'THEME_PATTERN_INVALID'],
    ['\\d)|(?:x', 'THEME_PATTERN_INVALID'],
    // Catastrophic backtracking: each takes seconds in V8 on about 30 characters of the wrong input.
    ['(a+)+$', 'THEME_PATTERN_UNSAFE'],
    ['(a|a)*', 'THEME_PATTERN_UNSAFE'],
    ['(\\w|\\d)+', 'THEME_PATTERN_UNSAFE'],
    ['(\\d|\\d\\d)+', 'THEME_PATTERN_UNSAFE'],
    ['(?:[a-z]{1,50}){1,50}', 'THEME_PATTERN_UNSAFE'],
    ['^(\\w+\\s?)*$', 'THEME_PATTERN_UNSAFE'],
    ['(.*a){12}', 'THEME_PATTERN_UNSAFE'],
    // Polynomial rather than exponential, but nothing a format needs: '\d{2,}' says the same.
    ['\\d+\\d+', 'THEME_PATTERN_UNSAFE'],
  ])('refuses %j with %s', (pattern, code) => {
    expect(patternProblem(pattern, 'referentie')).toEqual({ code, where: 'referentie', pattern });
  });

  it.each([
    '\\d{4}',
    '[A-Z]{2}\\d{3}',
    'Z-\\d{6}',
    '(KP|PR)-\\d{4}',
    '(?:[A-Z]{2}|\\d{2})\\d{1,8}',
    '[A-Za-z0-9 ._-]*',
    '\\w+(?: \\w+)*',
    '[\\p{L}\\d]{2,8}',
    '(?!0000)\\d{4}',
    '\\d{1,4}(?:\\.\\d{1,2})?',
    '.*',
  ])('accepts the ordinary format %j', (pattern) => {
    expect(patternProblem(pattern, 'projectveld 1')).toBeNull();
  });

  it('names the first refused pattern of a theme and where it stands', () => {
    expect(
      themePatternProblem({
        project: { fields: [{ format: '\\d{4}' }, { maxLength: 5 }, { format: '(a+)+$' }] },
        reference: { format: '(' },
      }),
    ).toEqual({ code: 'THEME_PATTERN_UNSAFE', where: 'projectveld 3', pattern: '(a+)+$' });
    expect(themePatternProblem({ reference: { format: '(' } })).toMatchObject({ where: 'referentie' });
    expect(themePatternProblem({ project: { fields: [{ format: '\\d{4}' }] } })).toBeNull();
    expect(themePatternProblem({})).toBeNull();
  });
});
