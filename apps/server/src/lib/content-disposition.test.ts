import { describe, expect, it } from 'vitest';
import { attachment, contentTypeOf } from './content-disposition';

describe('attachment', () => {
  it('names a plain file as it is', () => {
    expect(attachment('2026-000123.xjdf')).toBe(
      `attachment; filename="2026-000123.xjdf"; filename*=UTF-8''2026-000123.xjdf`,
    );
  });

  it('keeps other names intact in UTF-8 and never lets a quote or line break out of the value', () => {
    expect(attachment('Offerte één "v2"\r\n.pdf')).toBe(
      `attachment; filename="Offerte __n _v2___.pdf"; filename*=UTF-8''Offerte%20%C3%A9%C3%A9n%20%22v2%22%0D%0A.pdf`,
    );
    expect(attachment("it's (1)*!.pdf")).toBe(
      `attachment; filename="it's (1)*!.pdf"; filename*=UTF-8''it%27s%20%281%29%2A%21.pdf`,
    );
  });
});

describe('contentTypeOf', () => {
  it('knows the kinds customers upload, and sends anything else as octets', () => {
    expect(contentTypeOf('Jaarverslag.PDF')).toBe('application/pdf');
    expect(contentTypeOf('foto.jpeg')).toBe('image/jpeg');
    expect(contentTypeOf('tekening.dwg')).toBe('application/octet-stream');
    expect(contentTypeOf('zonder-extensie')).toBe('application/octet-stream');
  });
});
