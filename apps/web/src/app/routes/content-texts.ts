import { contentBodies } from '@portal/shared/i18n/nl/content-bodies';
import { addTexts } from '../../lib/i18n';

// The content pages' long texts travel with the routes that show them, not with the home page.
addTexts({ contentBodies });
