import { describe, expect, it } from 'vitest';
import { dayAtTime } from './chosen-date';

describe('the chosen day and time in words', () => {
  it('says the time with "om", as the screens and the mails do', () => {
    expect(dayAtTime('24-11-2026', '08:30')).toBe('24-11-2026 om 08:30');
    expect(dayAtTime('dinsdag 24 november 2026', '13:00')).toBe('dinsdag 24 november 2026 om 13:00');
  });

  it('says only the day when no time was chosen', () => {
    expect(dayAtTime('24-11-2026', null)).toBe('24-11-2026');
  });
});
