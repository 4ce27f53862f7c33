/**
 * The endpoint contracts of packages/shared/src/api, one module per domain, each fetched with
 * its first call. The contracts carry their zod schemas; zod and the schemas come to about
 * 30 kB gzip, which the home page's first screen does without (issue 9, decision 0038): a
 * first visit makes its first call after the page is drawn. Every call names its module here:
 * `callApi(contracts.themes, 'getTheme', { params: { name } })`.
 *
 * A link to a file answer (a preview image) needs its contract at render time: such code
 * imports the contract itself, and only from a chunk that loads lazily.
 */
export type ContractModule<M> = () => Promise<M>;

export const contracts = {
  accounts: () => import('@portal/shared/api/accounts.api'),
  addresses: () => import('@portal/shared/api/addresses.api'),
  cart: () => import('@portal/shared/api/cart.api'),
  catalogue: () => import('@portal/shared/api/catalogue.api'),
  customers: () => import('@portal/shared/api/customers.api'),
  filestore: () => import('@portal/shared/api/filestore.api'),
  shares: () => import('@portal/shared/api/shares.api'),
  mail: () => import('@portal/shared/api/mail.api'),
  messages: () => import('@portal/shared/api/messages.api'),
  myOrders: () => import('@portal/shared/api/my-orders.api'),
  orderDesk: () => import('@portal/shared/api/order-desk.api'),
  orders: () => import('@portal/shared/api/orders.api'),
  postcode: () => import('@portal/shared/api/postcode.api'),
  printStore: () => import('@portal/shared/api/print-store.api'),
  printStoreAdmin: () => import('@portal/shared/api/print-store-admin.api'),
  printTemplates: () => import('@portal/shared/api/print-templates.api'),
  shops: () => import('@portal/shared/api/shops.api'),
  storeCart: () => import('@portal/shared/api/store-cart.api'),
  system: () => import('@portal/shared/api/system.api'),
  themes: () => import('@portal/shared/api/themes.api'),
  uploads: () => import('@portal/shared/api/uploads.api'),
} satisfies Record<string, ContractModule<unknown>>;
