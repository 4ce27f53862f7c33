import { filestore } from '@portal/shared/i18n/nl/filestore';
import { addTexts } from '../../lib/i18n';

// The file store's texts come with its chunks; every module that uses a 'filestore.' key
// imports this one (decision 0038).
addTexts({ filestore });
