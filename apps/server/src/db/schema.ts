import * as accountTables from '../features/accounts/accounts.tables';
import * as addressTables from '../features/addresses/addresses.tables';
import * as cartTables from '../features/cart/cart.tables';
import * as catalogueTables from '../features/catalogue/catalogue.tables';
import * as customerTables from '../features/customers/customers.tables';
import * as filestoreTables from '../features/filestore/filestore.tables';
import * as mailTables from '../features/mail/mail.tables';
import * as messageTables from '../features/messages/messages.tables';
import * as orderTables from '../features/orders/orders.tables';
import * as printStoreTables from '../features/print-store/print-store.tables';
import * as printTemplateTables from '../features/print-templates/print-templates.tables';
import * as securedPrintingTables from '../features/secured-printing/secured-printing.tables';
import * as shareTables from '../features/shares/shares.tables';
import * as shopTables from '../features/shops/shops.tables';
import * as storeCartTables from '../features/store-cart/store-cart.tables';
import * as storeCouponTables from '../features/store-cart/store-coupons.tables';
import * as themeTables from '../features/themes/themes.tables';
import * as uploadTables from '../features/uploads/uploads.tables';
import * as jobTables from '../platform/jobs/jobs.tables';

/** Every table, for Drizzle's relational queries and drizzle-kit. */
export const schema = {
  ...themeTables,
  ...accountTables,
  ...messageTables,
  ...mailTables,
  ...uploadTables,
  ...catalogueTables,
  ...cartTables,
  ...customerTables,
  ...addressTables,
  ...shopTables,
  ...storeCartTables,
  ...storeCouponTables,
  ...orderTables,
  ...printTemplateTables,
  ...printStoreTables,
  ...securedPrintingTables,
  ...filestoreTables,
  ...shareTables,
  ...jobTables,
};
