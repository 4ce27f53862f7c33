import { describe, expect, it } from 'vitest';
import { fileNameOf } from './api-download';

describe('the file name of a download', () => {
  it('takes the UTF-8 name first, else the plain one', () => {
    expect(
      fileNameOf(`attachment; filename="Offerte __n.pdf"; filename*=UTF-8''Offerte%20%C3%A9%C3%A9n.pdf`),
    ).toBe('Offerte één.pdf');
    expect(fileNameOf('attachment; filename="2026-000123.xjdf"')).toBe('2026-000123.xjdf');
    expect(fileNameOf('attachment; filename=ticket.json')).toBe('ticket.json');
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe('a.pdf');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
