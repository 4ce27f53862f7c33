import { describe, expect, it } from 'vitest';
import { typeIntoProjectPart } from './invoice-project-parts';

describe('typing into one field of a multi-field project', () => {
  it.each([
    { parts: ['', ''], index: 0, typed: '4410', expected: ['4410', ''], focus: 0 },
    { parts: ['', ''], index: 0, typed: '4410-PR123', expected: ['4410', 'PR123'], focus: 1 },
    { parts: ['4410', 'PR1'], index: 0, typed: '4410-', expected: ['4410', 'PR1'], focus: 1 },
    { parts: ['', '', ''], index: 0, typed: 'a-b-c-d', expected: ['a', 'b', 'c-d'], focus: 2 },
    { parts: ['a', ''], index: 1, typed: 'b-c', expected: ['a', 'b-c'], focus: 1 },
    { parts: [''], index: 0, typed: 'x-y', expected: ['x-y'], focus: 0 },
  ])('$typed in field $index gives $expected', ({ parts, index, typed, expected, focus }) => {
    expect(typeIntoProjectPart(parts, index, typed, '-')).toEqual({ parts: expected, focus });
  });
});
