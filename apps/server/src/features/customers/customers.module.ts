import type { FeatureModule, Platform } from '../../platform/feature-module';
import type { UserDirectory } from '../accounts/user-directory.service';
import type { MailService } from '../mail/mail.service';
import type { ThemesService } from '../themes/themes.service';
import { userCustomFields } from '../themes/user-theme';
import { createCustomerLinksService } from './customer-links.service';
import { createCustomersRepository } from './customers.repository';
import { customersRoutes } from './customers.routes';
import { seedDemoCustomers } from './customers.seed';
import { createInvoiceAddressesService } from './invoice-addresses.service';
import { createStaffCustomersService, type NewCustomerOrdersPort } from './staff-customers.service';

/**
 * Customers and the invoice step's data (issue 12, decision 0044): customer numbers linked to
 * users, invoice addresses with projects and references, new customers' own addresses, the
 * customer-data change request; the staff's Klanten screen (issue 32 point 5, decision 0135). Hands out the invoice service (the shop lookup reads an order's
 * invoice through it) and the links (My orders shows the orders of a user's customers).
 */
export function createCustomersModule(
  platform: Platform,
  deps: {
    themes: ThemesService;
    users: UserDirectory;
    mail: MailService;
    /** The orders of new customers (the orders feature's), for the Klanten screen (decision 0135). */
    newCustomerOrders: NewCustomerOrdersPort;
  },
) {
  const repository = createCustomersRepository(platform.db);
  const invoices = createInvoiceAddressesService({
    db: platform.db,
    repository,
    customFieldsOf: (themeId) => userCustomFields(deps.themes, themeId),
    users: deps.users,
    mail: deps.mail,
    clock: platform.clock,
    config: platform.config,
  });
  const links = createCustomerLinksService({
    db: platform.db,
    repository,
    users: deps.users,
    clock: platform.clock,
  });
  const staffCustomers = createStaffCustomersService({
    db: platform.db,
    repository,
    users: deps.users,
    orders: deps.newCustomerOrders,
    clock: platform.clock,
  });
  const module: FeatureModule = {
    name: 'customers',
    routes: customersRoutes(invoices, links, staffCustomers),
    seed: () => seedDemoCustomers(repository, deps.users),
  };
  return { module, invoices, links };
}
