import { describedOrders } from '@portal/shared/i18n/nl/described-orders';
import { addTexts } from '../../lib/i18n';

// The copy and scan jobs' texts come with their chunk; every module of this feature that uses a
// 'describedOrders.' key imports this one (decision 0038).
addTexts({ describedOrders });
