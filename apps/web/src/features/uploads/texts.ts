import { uploads } from '@portal/shared/i18n/nl/uploads';
import { addTexts } from '../../lib/i18n';

// The uploads feature's texts come with the modules that show them (the file list and the
// notices, fetched on demand), not with the first screen: every module that uses an 'uploads.'
// key imports this one.
addTexts({ uploads });
