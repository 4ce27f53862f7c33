import { contact } from '@portal/shared/i18n/nl/contact';
import { addTexts } from '../../lib/i18n';

// The contact form's and the contact page's texts come with their chunks, not with the first
// screen: every module that uses a 'contact.' key imports this one (decision 0038).
addTexts({ contact });
