import { describe, expect, it } from 'vitest';
import { homeRoutePreloads, type ViteManifest } from './home-preloads';

// Shaped as Vite writes dist/.vite/manifest.json.
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-A1.js',
    isEntry: true,
    imports: ['_vendor-B2.js'],
    css: ['assets/index-C3.css'],
  },
  '_vendor-B2.js': { file: 'assets/vendor-B2.js' },
  'src/app/routes/home.tsx': {
    file: 'assets/home-D4.js',
    isDynamicEntry: true,
    imports: ['index.html', '_vendor-B2.js', '_Input-E5.js'],
    css: ['assets/home-F6.css'],
  },
  '_Input-E5.js': { file: 'assets/Input-E5.js', imports: ['_Fieldset-G7.js'] },
  '_Fieldset-G7.js': { file: 'assets/Fieldset-G7.js', css: ['assets/Fieldset-H8.css'] },
  'src/app/routes/contact.tsx': { file: 'assets/contact-I9.js', isDynamicEntry: true },
};

describe('homeRoutePreloads', () => {
  it('names the home chunk and what it imports, minus what the entry loads already', () => {
    expect(homeRoutePreloads(manifest)).toEqual({
      scripts: ['/assets/home-D4.js', '/assets/Input-E5.js', '/assets/Fieldset-G7.js'],
      styles: ['/assets/home-F6.css', '/assets/Fieldset-H8.css'],
    });
  });

  it('finds the home chunk by its name when Vite keys it by chunk (another lazy chunk imports it)', () => {
    const { 'src/app/routes/home.tsx': home, ...rest } = manifest;
    const byName: ViteManifest = { ...rest, '_home-D4.js': { ...home!, name: 'home' } };
    expect(homeRoutePreloads(byName).scripts[0]).toBe('/assets/home-D4.js');
  });

  it('names nothing when the build has no entry or no home route', () => {
    expect(homeRoutePreloads({})).toEqual({ scripts: [], styles: [] });
    const { 'src/app/routes/home.tsx': _home, ...withoutHome } = manifest;
    expect(homeRoutePreloads(withoutHome)).toEqual({ scripts: [], styles: [] });
  });
});
