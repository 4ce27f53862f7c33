import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { JobHandler } from '../../platform/jobs/job-definition';
import { type Authenticator, callerHasAccess } from '../../platform/routes';
import type { UserDirectory } from '../accounts/user-directory.service';
import type { CustomerLinksService } from '../customers/customer-links.service';
import type { FiledUploads } from '../uploads/filed-uploads.service';
import type { FilestoreFilesSource } from '../uploads/filestore-files.service';
import type { PagePreviews } from '../uploads/page-previews.service';
import { purgeFilestoreTrashJob } from './filestore.jobs';
import { createFilestoreRepository } from './filestore.repository';
import { filestoreRoutes } from './filestore.routes';
import { seedDemoFilestore } from './filestore.seed';
import { createFilestoreService } from './filestore.service';

const MIB = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The file store (issue 31; decisions 0118, 0120 and 0121): customers' archives, folders and
 * files filed from uploads, the trash and its daily purge, and search. The customers feature
 * says whose archives a user reads; the uploads feature hands over analysed uploads and makes
 * the page previews.
 */
export function createFilestoreModule(
  platform: Platform,
  deps: {
    customers: Pick<
      CustomerLinksService,
      'customersOfUser' | 'customersByIds' | 'allCustomers' | 'customerCardsQuery'
    >;
    users: Pick<UserDirectory, 'byId' | 'byEmail'>;
    uploads: FiledUploads;
    previews: Pick<PagePreviews, 'ofStoredFile' | 'removeOf'>;
    authenticator: Authenticator;
  },
) {
  const repository = createFilestoreRepository(platform.db);
  const service = createFilestoreService({
    db: platform.db,
    repository,
    customers: deps.customers,
    users: deps.users,
    uploads: deps.uploads,
    previews: deps.previews,
    storage: platform.storage,
    clock: platform.clock,
    log: platform.log,
    quotaBytes: platform.config.filestoreQuotaMb * MIB,
  });
  const purgeTrash: JobHandler<Record<string, never>> = {
    job: purgeFilestoreTrashJob,
    concurrency: 1,
    retryDelayMs: () => 60 * 60_000,
    everyMs: DAY_MS,
    run: async () => {
      await service.purgeTrash();
    },
  };
  const module: FeatureModule = {
    name: 'filestore',
    routes: filestoreRoutes(service, deps.authenticator),
    jobs: [purgeTrash as JobHandler],
    seed: () =>
      seedDemoFilestore({
        db: platform.db,
        repository,
        customers: deps.customers,
        users: deps.users,
        storage: platform.storage,
        clock: platform.clock,
      }),
  };
  /**
   * What 'Selecteer uit bestandsopslag' may copy into the caller's upload session (decision 0125):
   * the files the caller may read here, as the file store reads them (staff of the order desk
   * every archive, as they may download any file anyway).
   */
  const filesForSession: FilestoreFilesSource = (caller, fileIds) =>
    service.filesForSession(
      { userId: caller.user.id, orderDesk: callerHasAccess(deps.authenticator, caller, 'orderDesk') },
      fileIds,
    );
  return { module, service, filesForSession };
}
