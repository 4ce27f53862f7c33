import { myOrders } from '@portal/shared/i18n/nl/my-orders';
import { orderStatus } from '@portal/shared/i18n/nl/order-status';
import { addTexts } from '../../lib/i18n';

// My orders' texts come with its chunk; every module that uses a 'myOrders.' key imports this
// one (decision 0038).
addTexts({ myOrders, orderStatus });
