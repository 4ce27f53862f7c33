import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
  build: { outDir: 'dist', sourcemap: false, manifest: true },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Each file in a fresh context of a reused worker (the components' modules keep state), which
    // costs a third of a fresh process per file; after the server project (vitest.config.ts).
    pool: 'vmThreads',
    sequence: { groupOrder: 2 },
    setupFiles: ['./src/testing/setup.ts'],
  },
});
