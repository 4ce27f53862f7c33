import { preflight } from '@portal/shared/i18n/nl/preflight';
import { productOrder } from '@portal/shared/i18n/nl/product-order';
import { addTexts } from '../../lib/i18n';

// The product order screen's texts come with its chunk; every module that uses a
// 'productOrder.' key imports this one (decision 0038).
addTexts({ productOrder, preflight });
