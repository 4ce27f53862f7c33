import { contentBodies } from '@portal/shared/i18n/nl/content-bodies';
import { contentPages } from '@portal/shared/i18n/nl/content-pages';
import { addTexts } from '../../lib/i18n';

// The content pages' titles, descriptions, labels and long texts travel with the routes that
// show them (content, contact, API, service requests), not with the home page.
addTexts({ contentPages, contentBodies });
