import { describe, expect, it } from 'vitest';
import { describeFieldFormat } from './field-format-description';

describe('a theme’s field format in words (issue 32 point 6)', () => {
  it.each([
    ['\\d{4}', '4 cijfers'],
    ['[A-Z]{2}\\d{3}', '2 hoofdletters gevolgd door 3 cijfers'],
    ['Z-\\d{6}', '‘Z-’ gevolgd door 6 cijfers'],
    ['\\d\\d\\d\\d', '4 cijfers'],
    ['^\\d{4}$', '4 cijfers'],
    ['[0-9]{2,4}', '2 tot 4 cijfers'],
    ['[a-z]+', 'een of meer kleine letters'],
    ['[A-Za-z]{3,}', 'minstens 3 letters'],
    ['\\d{4}\\-[A-Z]{2}', '4 cijfers, ‘-’ en 2 hoofdletters'],
    ['KP\\d', '‘KP’ gevolgd door 1 cijfer'],
    ['[A-Z0-9]{8}', '8 hoofdletters of cijfers'],
  ])('says %s as %j', (format, said) => {
    expect(describeFieldFormat(format)).toBe(said);
  });

  it.each([
    ['KP|PR', 'an alternative'],
    ['(\\d{2})+', 'a group'],
    ['.{3}', 'any character'],
    ['\\w{3}', 'a word character'],
    ['-?\\d{2}', 'a literal with a count'],
    ['\\d*', 'any number of digits'],
    ['[\\p{L}]{3}', 'a class of its own'],
  ])('says nothing of %s (%s)', (format) => {
    expect(describeFieldFormat(format)).toBeNull();
  });
});
