// Office documents are converted to PDF with Debian's LibreOffice in headless mode (decision
// 0132), and the API tests convert real ones. Install it when missing and we are root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SOFFICE = process.env.OFFICE_CONVERTER || '/usr/bin/soffice';
// Writer, Calc and Impress without the desktop parts: what converting needs, nothing more.
const PACKAGES = ['libreoffice-writer-nogui', 'libreoffice-calc-nogui', 'libreoffice-impress-nogui'];

if (!existsSync(SOFFICE)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `LibreOffice is not installed at ${SOFFICE}. Install Debian's packages first: sudo apt-get install --no-install-recommends ${PACKAGES.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`LibreOffice missing at ${SOFFICE}: installing Debian's ${PACKAGES.join(', ')}…`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...PACKAGES], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
