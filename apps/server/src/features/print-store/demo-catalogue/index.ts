import { DEMO_CATEGORIES } from './categories';
import { CONSTRUCTION_SITE } from './collections/construction-site';
import { ESCAPE_ROUTES } from './collections/escape-routes';
import { FIRE_SAFETY } from './collections/fire-safety';
import { FIRST_AID } from './collections/first-aid';
import { FLOOR_MARKINGS } from './collections/floor-markings';
import { INSPECTION_LABELS } from './collections/inspection-labels';
import { PROHIBITION_SIGNS } from './collections/prohibition-signs';
import { PROTECTIVE_EQUIPMENT } from './collections/protective-equipment';
import { RETIRED_PICTOGRAMS } from './collections/retired-pictograms';
import { SMOKE_FREE } from './collections/smoke-free';
import { WARNING_SIGNS } from './collections/warning-signs';
import { WINTER } from './collections/winter';
import { DEMO_PACKAGES } from './packages';
import type { DemoCatalogue } from './types';

/**
 * The demo print store's content (issue 29 point 1): what the seed turns into the provider's
 * default store. Keys are stable: the seed derives row ids from them.
 */
export const DEMO_CATALOGUE: DemoCatalogue = {
  categories: DEMO_CATEGORIES,
  collections: [
    WARNING_SIGNS,
    PROHIBITION_SIGNS,
    SMOKE_FREE,
    PROTECTIVE_EQUIPMENT,
    FIRE_SAFETY,
    ESCAPE_ROUTES,
    FIRST_AID,
    FLOOR_MARKINGS,
    CONSTRUCTION_SITE,
    INSPECTION_LABELS,
    RETIRED_PICTOGRAMS,
    WINTER,
  ],
  packages: DEMO_PACKAGES,
};
