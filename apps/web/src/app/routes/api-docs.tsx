import { apiReference } from '@portal/shared/i18n/nl/api-reference';
import { addTexts } from '../../lib/i18n';
import './content-texts';

// The API reference's texts come with its page only.
addTexts({ apiReference });

export { ApiDocsPage as ApiDocsRoute } from '../../features/content/components/api-docs-page';
