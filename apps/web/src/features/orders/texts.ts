import { orderConfirm } from '@portal/shared/i18n/nl/order-confirm';
import { quoteFlows } from '@portal/shared/i18n/nl/quote-flows';
import { addTexts } from '../../lib/i18n';

// The confirm step's texts come with its chunk; every module that uses an 'orderConfirm.' or a
// 'quoteFlows.' key imports this one (decision 0038).
addTexts({ orderConfirm, quoteFlows });
