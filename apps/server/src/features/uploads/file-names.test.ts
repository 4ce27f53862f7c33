import { describe, expect, it } from 'vitest';
import { safeZipEntryPath, sanitiseFileName } from './file-names';

const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

describe('sanitiseFileName', () => {
  it.each([
    ['offerte.pdf', 'offerte.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\jan\\Bureaublad\\flyer.pdf', 'flyer.pdf'],
    ['map/sub/flyer.pdf', 'flyer.pdf'],
    ['fly\u0000er\u0007\u001f.pdf', 'flyer.pdf'],
    ['fly\u007fer\u0085\u009f.pdf', 'flyer.pdf'],
    ['re<po>rt:|"?*.pdf', 'report.pdf'],
    ['  flyer.pdf  ', 'flyer.pdf'],
    ['flyer.pdf...', 'flyer.pdf'],
    ['flyer. . .', 'flyer'],
    ['.htaccess', 'htaccess'],
    ['jaar   verslag\t2026\u00a0.pdf', 'jaar verslag 2026 .pdf'],
    ['regel\r\nnieuw.pdf', 'regel nieuw.pdf'],
    ['a <b> c.pdf', 'a b c.pdf'],
    ['café menu.pdf', 'café menu.pdf'],
    ['中文文件.pdf', '中文文件.pdf'],
    ['factuur\u202efdp.exe', 'factuurfdp.exe'],
  ])('%j becomes %j', (input, expected) => {
    expect(sanitiseFileName(input)).toBe(expected);
  });

  it.each(['', '.', '..', '...', '   ', '/', 'map/', '\u0000\u0001', '???', ' . . '])(
    '%j becomes the fallback name',
    (input) => {
      expect(sanitiseFileName(input)).toBe('bestand');
    },
  );

  it.each([
    ['CON', '_CON'],
    ['con.pdf', '_con.pdf'],
    ['Nul.tar.gz', '_Nul.tar.gz'],
    ['aux .txt', '_aux .txt'],
    ['COM1.pdf', '_COM1.pdf'],
    ['lpt9', '_lpt9'],
    ['COM¹.pdf', '_COM¹.pdf'],
  ])('Windows device name %j becomes %j', (input, expected) => {
    expect(sanitiseFileName(input)).toBe(expected);
  });

  it.each(['CONTRACT.pdf', 'console.pdf', 'COM10.pdf', 'auxiliary.pdf', 'nullen.pdf'])(
    'leaves %j alone though it starts like a device name',
    (input) => {
      expect(sanitiseFileName(input)).toBe(input);
    },
  );

  it('composes decomposed accents as macOS sends them', () => {
    expect(sanitiseFileName('cafe\u0301.pdf')).toBe('caf\u00e9.pdf');
  });

  it('drops lone surrogates and keeps paired ones', () => {
    expect(sanitiseFileName('a\ud800b\udc00c😀.pdf')).toBe('abc😀.pdf');
  });

  it('caps a long name at 200 bytes and keeps the extension', () => {
    const name = `${'a'.repeat(300)}.pdf`;
    const safe = sanitiseFileName(name);
    expect(utf8Length(safe)).toBe(200);
    expect(safe).toBe(`${'a'.repeat(196)}.pdf`);
  });

  it.each([
    ['é', 2],
    ['中', 3],
    ['😀', 4],
  ])('never cuts %j (%i bytes) in half when capping', (character, size) => {
    const safe = sanitiseFileName(`${character.repeat(Math.ceil(300 / size))}.pdf`);
    expect(utf8Length(safe)).toBeLessThanOrEqual(200);
    expect(utf8Length(safe)).toBeGreaterThan(200 - size);
    expect(safe.endsWith('.pdf')).toBe(true);
    expect(safe).not.toContain('\ufffd');
    expect(Buffer.from(safe, 'utf8').toString('utf8')).toBe(safe);
    expect([...safe.slice(0, -4)].every((c) => c === character)).toBe(true);
  });

  it('caps a long name without extension', () => {
    expect(sanitiseFileName('中'.repeat(100))).toBe('中'.repeat(66));
  });

  it('shortens an overlong "extension" together with the name', () => {
    const safe = sanitiseFileName(`kort.${'x'.repeat(300)}`);
    expect(utf8Length(safe)).toBe(200);
    expect(safe.startsWith('kort.x')).toBe(true);
  });

  it('does not leave a dot or space where the name was cut', () => {
    const safe = sanitiseFileName(`${'a'.repeat(195)} . ${'b'.repeat(100)}.pdf`);
    expect(safe).toBe(`${'a'.repeat(195)}.pdf`);
  });
});

describe('safeZipEntryPath', () => {
  it.each([
    ['a.pdf', 'a.pdf'],
    ['map/sub/a.pdf', 'map/sub/a.pdf'],
    ['map\\sub\\a.pdf', 'map/sub/a.pdf'],
    ['./map//a.pdf', 'map/a.pdf'],
    ['map/./a.pdf', 'map/a.pdf'],
    ['map/', 'map'],
    ['ma<p>/s:ub/a?.pdf', 'map/sub/a.pdf'],
    ['map /sub./a.pdf', 'map/sub/a.pdf'],
    ['CON/nul.pdf', '_CON/_nul.pdf'],
    ['café/中文.pdf', 'café/中文.pdf'],
    ['map/\u0007bel.pdf', 'map/bel.pdf'],
  ])('%j becomes %j', (input, expected) => {
    expect(safeZipEntryPath(input)).toBe(expected);
  });

  it.each([
    '../evil.pdf',
    '../../etc/passwd',
    'map/../../evil.pdf',
    'map/..',
    '..\\evil.pdf',
    'map\\..\\..\\evil.pdf',
    '... /evil.pdf',
    '.. /evil.pdf',
    '/abs.pdf',
    '/etc/passwd',
    '\\abs.pdf',
    '\\\\server\\share\\x.pdf',
    'C:\\x.pdf',
    'c:/x.pdf',
    'C:x.pdf',
    'map/a\u0000.pdf',
    '',
    '.',
    './',
    '//',
  ])('refuses %j', (input) => {
    expect(safeZipEntryPath(input)).toBeNull();
  });

  it('caps every segment', () => {
    const safe = safeZipEntryPath(`${'m'.repeat(300)}/${'中'.repeat(100)}.pdf`);
    const [folder, name] = (safe ?? '').split('/');
    expect(utf8Length(folder ?? '')).toBe(200);
    expect(utf8Length(name ?? '')).toBeLessThanOrEqual(200);
    expect(name?.endsWith('.pdf')).toBe(true);
  });
});
