// Browser tests drive Debian's Chromium in its headless shell (no browser download; decision 0057).
// Install it when missing and we are root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is not installed at ${CHROMIUM}. Install Debian's package first: sudo apt-get install chromium-headless-shell`,
    );
    process.exit(1);
  }
  console.log(`Chromium missing at ${CHROMIUM}: installing Debian's chromium-headless-shell package…`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium-headless-shell'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
