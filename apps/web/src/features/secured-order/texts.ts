import { order } from '@portal/shared/i18n/nl/order';
import { securedOrder } from '@portal/shared/i18n/nl/secured-order';
import { addTexts } from '../../lib/i18n';

// The secured order's texts come with its chunk; every module that uses a 'securedOrder.' key
// imports this one (decision 0038). The inline messages of spec 02 section 8 it shows are the
// 'order' namespace's.
addTexts({ securedOrder, order });
