import { defineConfig } from '@playwright/test';
import { E2E_PORT } from './e2e/support/ports';

export default defineConfig({
  testDir: 'e2e',
  // Separate folders let two runs share a machine.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // With TEST_REPORT_DIR set (CI), a JSON report feeds the closing line of scripts/ci-summary.mjs.
  reporter: process.env.TEST_REPORT_DIR
    ? [['list'], ['json', { outputFile: `${process.env.TEST_REPORT_DIR}/playwright.json` }]]
    : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // A failed test keeps its trace: every action with the page's DOM before and after it, its
    // network and console. Without the screencast: its frames (JPEG-encoded by the browser for
    // every change on the page) cost the two-core machine a quarter of the suite's time, while
    // the trace viewer draws each step from the DOM snapshots anyway (decision 0057).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The home page's globe and ring move without end; on a software-rendered Chromium that costs
    // the two-core CI machine a steady share of a core per open page. Tests that are about motion
    // ask for it themselves (test.use({ reducedMotion: 'no-preference' })).
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's Chromium in its headless shell (package chromium-headless-shell): the same engine
      // without the full browser's interface processes, as Playwright itself runs headless
      // Chromium; the suite takes about 40 % less time on the two-core machine (decision 0057).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // V8 compiles the pages' JavaScript no further than its baseline tier (Sparkplug): a test's
        // page lives for seconds, too short for the optimising compilers to earn back their own
        // CPU. Measured: a fifth less CPU in the pages; the same JavaScript runs either way
        // (decision 0057).
        '--js-flags=--max-opt=1',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'tsx e2e/support/test-stack.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/v3/health`,
    reuseExistingServer: false,
    // SIGTERM to the stack's whole process group lets the portal close gracefully; Playwright's
    // default (SIGKILL to the group) would leave no chance to remove the temporary data.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
