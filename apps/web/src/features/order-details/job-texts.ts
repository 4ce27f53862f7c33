import { describedOrders } from '@portal/shared/i18n/nl/described-orders';
import { addTexts } from '../../lib/i18n';

// The copy and scan orders' own texts ('describedOrders.'), with the steps of theirs this feature
// shows (the originals, the delivery after a pickup, the scan medium); decision 0038.
addTexts({ describedOrders });
