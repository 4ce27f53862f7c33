// The build and the dev server (Vite 8). The component tests have their own configuration,
// vitest.config.ts, as Vitest 3 runs on Vite 7 (decision 0065).
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * React Router 7's package points every import at its development build, which keeps its
 * warnings for developers; the production build beside it is the same code without them. The
 * build takes that one (0.5 kB gzip off the home page's first JavaScript, issue 9); the dev
 * server keeps the warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve:
    command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/images': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
  // No source maps in production: the server would serve them to anyone (issue 9).
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // Every module the entry imports statically goes into the entry's chunk, as Rollup did
        // under Vite 7: Rolldown otherwise splits the modules that lazy routes share with the
        // entry into chunks of their own, about twenty small files the first page loads anyway,
        // which compress worse (181.5 kB gzip instead of 174.6 kB; decision 0065).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
}));
