import { printStoreAds } from '@portal/shared/i18n/nl/print-store-ads';
import { addTexts } from '../../lib/i18n';

// The ads' texts come with their lazily loaded chunks (decision 0038); every module that uses a
// 'printStoreAds.' key imports this one.
addTexts({ printStoreAds });
