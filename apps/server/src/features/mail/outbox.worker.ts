import type { FastifyBaseLogger } from 'fastify';
import type { MailService } from './mail.service';

const POLL_INTERVAL_MS = 2000;

/**
 * Delivers the outbox in the background: on a timer, and at once when a mail is queued.
 * Runs one delivery pass at a time.
 */
export function createOutboxWorker(deps: { mail: MailService; log: FastifyBaseLogger }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;

  async function pass(): Promise<void> {
    do {
      again = false;
      try {
        while ((await deps.mail.deliverDue()) > 0) {
          // Keep going while there is a backlog.
        }
      } catch (error) {
        deps.log.error({ err: error }, 'outbox pass failed');
      }
    } while (again);
  }

  function wake(): void {
    if (!timer) return;
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => {
      running = undefined;
    });
  }

  return {
    start(): void {
      if (!deps.mail.hasTransport() || timer) return;
      timer = setInterval(wake, POLL_INTERVAL_MS);
      timer.unref();
      wake();
    },
    wake,
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
      deps.mail.close();
    },
  };
}
