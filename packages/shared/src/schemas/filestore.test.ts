import { describe, expect, it } from 'vitest';
import { isFilestoreNameValid } from './filestore';

describe('a file store name', () => {
  it('is a plain name of 1 to 255 characters, trimmed', () => {
    expect(isFilestoreNameValid('Jaarverslag 2025.pdf')).toBe(true);
    expect(isFilestoreNameValid('  Facturen  ')).toBe(true);
    expect(isFilestoreNameValid('a'.repeat(255))).toBe(true);
    expect(isFilestoreNameValid('.verborgen')).toBe(true);
  });

  it('refuses empty, too long, only dots, slashes and control characters', () => {
    expect(isFilestoreNameValid('   ')).toBe(false);
    expect(isFilestoreNameValid('a'.repeat(256))).toBe(false);
    expect(isFilestoreNameValid('a'.repeat(300))).toBe(false);
    expect(isFilestoreNameValid('.')).toBe(false);
    expect(isFilestoreNameValid('..')).toBe(false);
    expect(isFilestoreNameValid('...')).toBe(false);
    expect(isFilestoreNameValid('a/b')).toBe(false);
    expect(isFilestoreNameValid('a\\b')).toBe(false);
    expect(isFilestoreNameValid('a\u0000b')).toBe(false);
    expect(isFilestoreNameValid('regel\neen')).toBe(false);
    expect(isFilestoreNameValid('del\u007f')).toBe(false);
  });
});
