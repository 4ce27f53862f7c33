import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Playwright's clock for the portal's timed behaviour (a confirmation that empties the form after
 * 1.5 s, a notice shown for 3 s …). With the clock stopped, only `runFor` moves the page's time,
 * so such a test checks the duration exactly however slow or busy the machine is: wall-clock
 * measurements in a test fail on a loaded CI machine and prove nothing on an idle one.
 * The page's clock must have been installed with `page.clock.install()` before it loaded.
 */

/** The step in which `runClockUntilVisible` moves time: the precision of what follows it. */
export const CLOCK_STEP_MS = 10;

/**
 * Stops the page's clock a moment (half a second of page time) from now; from then on only
 * `runFor` moves it. The page's time keeps running while the test asks for it, so the moment
 * lies ahead of it; on a machine so busy that it has already passed, a later one is taken.
 */
export async function stopClock(page: Page): Promise<void> {
  for (let ahead = 500; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (!String(error).includes('to the past') || ahead > 60_000) throw error;
    }
  }
}

/**
 * How much earlier than its dialog's first visible frame a timer may have started: a Mantine
 * modal mounts its content one to two animation frames (of page time) after it opened.
 */
export const MODAL_OPENING_MS = 250;

/**
 * Moves a stopped clock on in small steps until `locator` shows. A timer the page started as it
 * rendered the element therefore started within the last step: after `runFor(duration - 2 steps)`
 * it has not fired yet, after `runFor(duration)` it has (inside a modal, allow MODAL_OPENING_MS
 * instead of the two steps). Time only moves between checks, so work that needs real time (a
 * request to the server) can take as long as it takes.
 */
export async function runClockUntilVisible(page: Page, locator: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(CLOCK_STEP_MS);
    expect(await locator.isVisible()).toBe(true);
  }).toPass({ intervals: [10], timeout: 10_000 });
  // Let the page finish the work of showing it while no page time passes: React runs effects,
  // which may start the timer under test, in tasks of their own, posted through a MessageChannel
  // (which the clock does not stop). Tasks posted the same way after them run after them.
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * Checks that `shown`, just made visible (runClockUntilVisible), stays for `durationMs` of page
 * time and no longer: the clock runs to `precisionMs` before the end, `shown` is still there, the
 * clock runs past the end and then runs freely again. The caller checks what follows (a dialog
 * gone, the next one open). `precisionMs`: two clock steps, or MODAL_OPENING_MS inside a modal.
 */
export async function expectVisibleFor(
  page: Page,
  shown: Locator,
  durationMs: number,
  precisionMs = 2 * CLOCK_STEP_MS,
): Promise<void> {
  await page.clock.runFor(durationMs - precisionMs);
  await expect(shown).toBeVisible();
  await page.clock.runFor(precisionMs);
  await page.clock.resume();
}
