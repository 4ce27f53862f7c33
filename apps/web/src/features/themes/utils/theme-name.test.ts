import { describe, expect, it } from 'vitest';
import { unknownPortalName } from './theme-name';

describe('unknownPortalName', () => {
  it('names a portal the server did not know, or a malformed segment', () => {
    expect(unknownPortalName('bestaat-niet', 'bestaat-niet', { fallback: true })).toBe('bestaat-niet');
    expect(unknownPortalName('Geen_Thema!', 'default', { fallback: false })).toBe('Geen_Thema!');
  });

  it('is null for a known portal, the public one, and while the theme is loading', () => {
    expect(unknownPortalName('gemeente-rivierstad', 'gemeente-rivierstad', { fallback: false })).toBeNull();
    expect(unknownPortalName(undefined, 'default', { fallback: false })).toBeNull();
    expect(unknownPortalName('gemeente-rivierstad', 'gemeente-rivierstad', undefined)).toBeNull();
  });
});
