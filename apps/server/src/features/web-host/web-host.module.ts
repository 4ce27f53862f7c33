import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { SiteService } from '../system/site.service';
import type { ThemesService } from '../themes/themes.service';
import { createPageStart, type PageAnswerBody } from './page-start';
import { registerWebHost } from './web-host';

/** The built web app and the demo images; registered last, since it answers every unknown page path. */
export function createWebHostModule(
  platform: Platform,
  deps: {
    site: SiteService;
    themes: ThemesService;
    /** The origins a purchasing portal's pages post their orders back to (decision 0055). */
    formOrigins?: (themeName: string) => Promise<string[]>;
    /** The answers a visitor's print store page asks for at once (decision 0130). */
    pageAnswers?: (pathname: string, themeName: string | undefined) => Promise<PageAnswerBody[]>;
  },
) {
  const module: FeatureModule = {
    name: 'web-host',
    register: (app) =>
      registerWebHost(app, platform.config, createPageStart(deps), deps.formOrigins, deps.pageAnswers),
  };
  return { module };
}
