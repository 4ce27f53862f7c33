import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatFileSize, formatPrice, formatTime } from './format';

describe('formatPrice', () => {
  it.each([
    [0, '€ 0,00'],
    [5, '€ 0,05'],
    [123450, '€ 1.234,50'],
    [100000000, '€ 1.000.000,00'],
    [-250, '€ \u22122,50'],
    [-18330, '€ \u2212183,30'],
    [-123450, '€ \u22121.234,50'],
  ])('%i cents -> %s', (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });

  it('writes a negative amount with the typographic minus of a discount label, never a hyphen', () => {
    expect(formatPrice(-18330)).not.toContain('-');
    expect(formatPrice(-18330)).toContain('−');
    // Positive amounts keep their look.
    expect(formatPrice(18330)).toBe('€ 183,30');
  });

  it('prefixes from-prices with v.a.', () => {
    expect(formatPrice(995, { from: true })).toBe('v.a. € 9,95');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatPrice(1.5)).toThrow(RangeError);
  });
});

describe('formatDate and formatTime', () => {
  it('shows Amsterdam winter time', () => {
    const date = new Date('2026-01-05T23:30:00Z');
    expect(formatDate(date)).toBe('06-01-2026');
    expect(formatTime(date)).toBe('00:30');
  });

  it('shows Amsterdam summer time', () => {
    const date = new Date('2026-07-01T06:05:00Z');
    expect(formatDate(date)).toBe('01-07-2026');
    expect(formatTime(date)).toBe('08:05');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [880, '880 B'],
    [1023, '1.023 B'],
    [1024, '1,0 kB'],
    [1536, '1,5 kB'],
    [5 * 1024 * 1024, '5,0 MB'],
    [2147483648, '2,0 GB'],
    [3 * 1024 ** 4, '3,0 TB'],
  ])('%i bytes -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('formatCount', () => {
  it.each([
    [3, '3'],
    [1000, '1.000'],
    [12345, '12.345'],
  ])('%i -> %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});
