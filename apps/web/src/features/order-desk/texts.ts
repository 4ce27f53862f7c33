import { orderDesk } from '@portal/shared/i18n/nl/order-desk';
import { orderStatus } from '@portal/shared/i18n/nl/order-status';
import { addTexts } from '../../lib/i18n';

// The order desk's texts come with its chunk; every module that uses an 'orderDesk.' key
// imports this one (decision 0038).
addTexts({ orderDesk, orderStatus });
