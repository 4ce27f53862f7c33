import { printStoreAdmin } from '@portal/shared/i18n/nl/print-store-admin';
import { addTexts } from '../../../../lib/i18n';

// The admin screens' texts come with their chunks (decision 0038); every module that uses a
// 'printStoreAdmin.' key imports this one.
addTexts({ printStoreAdmin });
