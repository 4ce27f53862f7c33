import { accounts } from './nl/accounts';
import { addressBook } from './nl/address-book';
import { apiReference } from './nl/api-reference';
import { contact } from './nl/contact';
import { contentBodies } from './nl/content-bodies';
import { contentPages } from './nl/content-pages';
import { describedOrders } from './nl/described-orders';
import { dialogs } from './nl/dialogs';
import { errors } from './nl/errors';
import { invoiceStep } from './nl/invoice-step';
import { mails } from './nl/mails';
import { order } from './nl/order';
import { orderConfirm } from './nl/order-confirm';
import { orderStatus } from './nl/order-status';
import { orderSteps } from './nl/order-steps';
import { placedOrders } from './nl/placed-orders';
import { preflight } from './nl/preflight';
import { printStoreAdmin } from './nl/print-store-admin';
import { printStoreAds } from './nl/print-store-ads';
import { productTypeAdmin } from './nl/product-type-admin';
import { quoteFlows } from './nl/quote-flows';
import { services } from './nl/services';
import { shellTexts } from './nl/shell';
import { storeCart } from './nl/store-cart';
import { uploads } from './nl/uploads';

/**
 * The Dutch catalogue: every text a user reads, one namespace per area. The web app starts with
 * the shell's (shell.ts); the others come with the modules that show them (addTexts).
 */
export const nl = {
  ...shellTexts,
  accounts,
  contact,
  dialogs,
  uploads,
  errors,
  contentPages,
  contentBodies,
  apiReference,
  services,
  mails,
  order,
  orderSteps,
  orderConfirm,
  addressBook,
  invoiceStep,
  orderStatus,
  describedOrders,
  quoteFlows,
  placedOrders,
  storeCart,
  printStoreAds,
  printStoreAdmin,
  productTypeAdmin,
  preflight,
} as const;
