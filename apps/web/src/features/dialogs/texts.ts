import { dialogs } from '@portal/shared/i18n/nl/dialogs';
import { addTexts } from '../../lib/i18n';

// The dialogs' titles and texts come with the dialogs (mounted on demand), not with the first
// screen: every module that uses a 'dialogs.' key imports this one, the accounts feature through
// its texts.ts (decision 0038).
addTexts({ dialogs });
