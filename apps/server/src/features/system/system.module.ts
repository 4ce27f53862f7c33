import type { FeatureModule, Platform } from '../../platform/feature-module';
import { createSiteService } from './site.service';
import { systemRoutes } from './system.routes';

/** The installation itself: the settings the web app starts with, health, the API's description. */
export function createSystemModule(platform: Platform) {
  const site = createSiteService(platform.config);
  const module: FeatureModule = {
    name: 'system',
    routes: systemRoutes({ site, database: platform.database }),
  };
  return { module, site };
}
