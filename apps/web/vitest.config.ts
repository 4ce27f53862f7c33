import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The web project's component tests (a project of the root vitest.config.ts). Apart from the
// build's configuration (vite.config.ts): Vitest 3 runs on its own Vite 7, which does not know
// the Vite 8 build options (decision 0065).
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Each file in a fresh context of a reused worker (the components' modules keep state), which
    // costs a third of a fresh process per file; after the server project (the root vitest.config.ts).
    pool: 'vmThreads',
    sequence: { groupOrder: 2 },
    setupFiles: ['./src/testing/setup.ts'],
    // A journey through a form with user-event takes 3 s of CPU on a quiet machine and went past
    // Vitest's default 5 s while the machine's two cores were busy: the limit is there to end a
    // test that hangs (as the server project's), not to time one. No test waits for time.
    testTimeout: 30_000,
  },
});
