import { contentBodies } from './nl/content-bodies';
import { mails } from './nl/mails';
import { services } from './nl/services';
import { shellTexts } from './nl/shell';

/** The Dutch catalogue: every text a user reads. One namespace per area. */
export const nl = { ...shellTexts, contentBodies, services, mails } as const;
