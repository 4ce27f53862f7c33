import type { SiteResponse } from '@portal/shared/schemas/site';
import type { Config } from '../../config/config';

/** What the web app needs to know about this installation before its first paint. */
export function createSiteService(config: Config) {
  return {
    settings(): SiteResponse {
      return {
        brand: config.brand,
        support: config.support,
        company: config.company,
        locations: config.locations,
        tagManagerId: config.tagManagerId ?? null,
        devMail: config.env !== 'production' && !config.smtpUrl,
      };
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
