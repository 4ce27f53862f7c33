import { storeCart } from '@portal/shared/i18n/nl/store-cart';
import { addTexts } from '../../lib/i18n';

// The store cart's texts come with its chunk (decision 0038).
addTexts({ storeCart });
