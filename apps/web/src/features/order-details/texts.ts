import { addressBook } from '@portal/shared/i18n/nl/address-book';
import { invoiceStep } from '@portal/shared/i18n/nl/invoice-step';
import { order } from '@portal/shared/i18n/nl/order';
import { orderSteps } from '@portal/shared/i18n/nl/order-steps';
import { quoteFlows } from '@portal/shared/i18n/nl/quote-flows';
import { addTexts } from '../../lib/i18n';

// The order steps' texts come with their chunk; every module that uses an 'order.',
// 'orderSteps.', 'addressBook.' or 'quoteFlows.' key imports this one (decision 0038).
addTexts({ order, orderSteps, addressBook, invoiceStep, quoteFlows });
