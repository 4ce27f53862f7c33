/**
 * What the browser tests run against: a real SMTP server on loopback that keeps what it
 * receives (readable over a small HTTP endpoint), and the built portal started as
 * `npm run serve` would (without npm in between), on a fresh embedded database, delivering its mail to that SMTP server.
 * The portal's clock starts at the next working-day morning at which spoed is offered (decision
 * 0054), so that what the shops offer does not depend on the hour the suite runs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { nextExpressMorning } from '../../apps/server/test/express-morning';
import { startSmtpSink } from '../../apps/server/test/smtp-sink';
import { E2E_MAIL_PORT, E2E_PORT, E2E_SMTP_PORT } from './ports';

// The same SMTP sink as the API tests, on the port the browser tests' mailbox helper expects.
const smtp = await startSmtpSink({ port: E2E_SMTP_PORT });

const mailbox = createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(request.url === '/mails' ? smtp.received : []));
});
mailbox.listen(E2E_MAIL_PORT, '127.0.0.1');

// Ahead of the real time, never behind it: what the server dates and the browser compares with
// its own, real time (a cookie's expiry, the moment the dates are asked again) is never past.
const clockStart = nextExpressMorning(new Date()).toISOString();

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
// The browser tests always run on the embedded database; the API suite covers PostgreSQL.
const { DATABASE_URL: _serverDatabase, ...environment } = process.env;
// The server process itself (not npm or tsx in between), so that its exit means it has stopped
// and its data may go. Same process group as this script: Playwright stops the whole group.
const portal = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.resolve(import.meta.dirname, '../../apps/server'),
  stdio: 'inherit',
  env: {
    ...environment,
    NODE_ENV: 'test',
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    LOG_LEVEL: 'warn',
    // Every browser test comes from this one address: the per-IP limits (10 sign-ups an hour)
    // would make the suite's size a limit. The API tests prove those limits.
    RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
    CLOCK_START: clockStart,
  },
});

let stopped = false;
function stop(): void {
  if (stopped) return;
  stopped = true;
  portal.kill('SIGTERM');
  void smtp.close();
  mailbox.close();
}
portal.on('exit', (code) => {
  stop();
  // Only now: the embedded database is closed once the server has exited.
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stop();
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
