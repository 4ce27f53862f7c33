import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { JobHandler } from '../../platform/jobs/job-definition';
import { deliverMailJob, MAIL_RETRY_DELAY } from './mail.jobs';
import { createMailRepository } from './mail.repository';
import { mailRoutes, registerDevMailPages } from './mail.routes';
import { createMailService } from './mail.service';
import { createMailTransport, type MailTransport } from './mail.transport';

/** Mail: the outbox, its delivery over SMTP, and the contact / termination endpoint. */
export function createMailModule(platform: Platform, deps: { transport?: MailTransport } = {}) {
  const { config } = platform;
  const transport = deps.transport ?? createMailTransport(config.smtpUrl);
  const service = createMailService({
    repository: createMailRepository(platform.db),
    clock: platform.clock,
    config,
    jobs: platform.jobs,
    transport,
  });
  const delivery: JobHandler<{ mailId: string }> = {
    job: deliverMailJob,
    concurrency: 4,
    retryDelayMs: MAIL_RETRY_DELAY,
    run: ({ mailId }) => service.deliver(mailId),
    giveUp: ({ mailId }, error) => service.markUndeliverable(mailId, error),
  };
  const module: FeatureModule = {
    name: 'mail',
    routes: mailRoutes(service),
    // Without a transport the outbox is only read at /dev/mail: nothing to deliver.
    jobs: transport ? [delivery as JobHandler] : [],
    register:
      config.env !== 'production' && !config.smtpUrl
        ? (app) => registerDevMailPages(app, service)
        : undefined,
    onClose: async () => transport?.close(),
  };
  return { module, service };
}
