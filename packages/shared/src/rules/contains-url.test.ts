import { describe, expect, it } from 'vitest';
import { containsUrl } from './contains-url';

describe('containsUrl', () => {
  it.each([
    'Klik https://evil.example/claim',
    'hxxp://x',
    'Ga naar www.voorbeeld',
    'evil.example/claim',
    'Jan via bank-nl.com',
    'Gratis op PRIJS.NL nu',
    'ftp://bestanden',
  ])('finds a link in %j', (text) => {
    expect(containsUrl(text)).toBe(true);
  });

  it.each([
    'J.P. de Vries',
    'Bakker B.V.',
    'Drukkerij St. Jan',
    'Anne-Marie van den Berg',
    'Müller & Zn.',
    'Café de Kroon',
    'A.B.C. Jansen',
  ])('lets the name %j through', (text) => {
    expect(containsUrl(text)).toBe(false);
  });
});
