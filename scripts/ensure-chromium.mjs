// Browser tests drive Debian's Chromium (no browser download). Install it when missing and we are root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is not installed at ${CHROMIUM}. Install Debian's package first: sudo apt-get install chromium`,
    );
    process.exit(1);
  }
  console.log(`Chromium missing at ${CHROMIUM}: installing Debian's chromium package…`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
