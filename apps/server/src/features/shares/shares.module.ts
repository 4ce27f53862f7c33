import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { JobHandler } from '../../platform/jobs/job-definition';
import type { UserDirectory } from '../accounts/user-directory.service';
import type { MailService } from '../mail/mail.service';
import type { FiledUploads } from '../uploads/filed-uploads.service';
import { purgeSharesJob } from './shares.jobs';
import { sharesRoutes } from './shares.routes';
import { createSharesService } from './shares.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sharing files (issue 31 point 6, decision 0123): staff of the company domains share files of
 * their upload session's list with an e-mail address as a link that expires; the recipient
 * downloads without an account, every download is recorded, and the link can be revoked.
 */
export function createSharesModule(
  platform: Platform,
  deps: {
    uploads: Pick<FiledUploads, 'read'>;
    mail: Pick<MailService, 'queue' | 'notifyQueued'>;
    users: Pick<UserDirectory, 'byId'>;
  },
) {
  const service = createSharesService({
    db: platform.db,
    storage: platform.storage,
    clock: platform.clock,
    config: platform.config,
    log: platform.log,
    uploads: deps.uploads,
    mail: deps.mail,
    users: { nameOf: async (userId) => (await deps.users.byId(userId))?.name ?? null },
  });
  const purge: JobHandler<Record<string, never>> = {
    job: purgeSharesJob,
    concurrency: 1,
    retryDelayMs: () => 60 * 60_000,
    everyMs: DAY_MS,
    run: async () => {
      await service.purge();
    },
  };
  const module: FeatureModule = {
    name: 'shares',
    routes: sharesRoutes(service, { clock: platform.clock, secret: platform.config.jwtSecret }),
    jobs: [purge as JobHandler],
  };
  return { module, service };
}
