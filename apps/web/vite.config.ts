// The build and the dev server (Vite 8). The component tests have their own configuration,
// vitest.config.ts, as Vitest 3 runs on Vite 7 (decision 0065).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
});
