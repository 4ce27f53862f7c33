import {
  addInvoiceAddress,
  addProject,
  addReference,
  createCustomerFromRequest,
  deleteInvoiceAddress,
  deleteProject,
  deleteReference,
  getStaffCustomer,
  handleCustomerChangeRequest,
  linkCustomerUser,
  listCustomerChangeRequests,
  listCustomerUsers,
  listInvoiceAddresses,
  listNewCustomerRequests,
  listStaffCustomers,
  requestCustomerDataChange,
  unlinkCustomerUser,
  updateInvoiceAddress,
} from '@portal/shared/api/customers.api';
import { type Caller, type RouteDefinition, route } from '../../platform/routes';
import type { CustomerLinksService, LinkingStaff } from './customer-links.service';
import type { CustomersCaller, InvoiceAddressesService } from './invoice-addresses.service';
import type { StaffCustomersService } from './staff-customers.service';

const customersCaller = (caller: Caller): CustomersCaller => ({
  userId: caller.user.id,
  themeId: caller.user.themeId,
});

const linkingStaff = (caller: Caller): LinkingStaff => ({ userId: caller.user.id, email: caller.user.email });

export function customersRoutes(
  invoices: InvoiceAddressesService,
  links: CustomerLinksService,
  staffCustomers: StaffCustomersService,
): RouteDefinition[] {
  return [
    route(listInvoiceAddresses, async ({ caller }) => invoices.list(customersCaller(caller))),
    route(addInvoiceAddress, async ({ caller, body }) => invoices.add(customersCaller(caller), body)),
    route(updateInvoiceAddress, async ({ caller, params, body }) =>
      invoices.update(customersCaller(caller), params.addressId, body),
    ),
    route(deleteInvoiceAddress, async ({ caller, params }) =>
      invoices.remove(customersCaller(caller), params.addressId),
    ),
    route(addProject, async ({ caller, params, body }) =>
      invoices.addProject(customersCaller(caller), params.addressId, body.name),
    ),
    route(deleteProject, async ({ caller, params }) =>
      invoices.removeProject(customersCaller(caller), params.addressId, params.projectId),
    ),
    route(addReference, async ({ caller, params, body }) =>
      invoices.addReference(customersCaller(caller), params.addressId, body.value),
    ),
    route(deleteReference, async ({ caller, params }) =>
      invoices.removeReference(customersCaller(caller), params.addressId, params.referenceId),
    ),
    route(
      requestCustomerDataChange,
      async ({ caller, body }) => invoices.requestChange(customersCaller(caller), body),
      { bodyLimit: 16 * 1024, rateLimit: { max: 10, timeWindow: '10 minutes' } },
    ),
    // The 'customerLinks' access of these contracts lets only staff with that role in (decision 0082).
    route(listCustomerUsers, async ({ params }) => links.list(params.customerNumber)),
    route(linkCustomerUser, async ({ caller, params, body }) =>
      links.link(linkingStaff(caller), params.customerNumber, body.email),
    ),
    route(unlinkCustomerUser, async ({ caller, params }) =>
      links.unlink(linkingStaff(caller), params.customerNumber, params.userId),
    ),
    // The Klanten screen (decision 0135), behind the same role.
    route(listStaffCustomers, async ({ query }) => staffCustomers.list(query.search)),
    route(getStaffCustomer, async ({ params }) => staffCustomers.detail(params.customerNumber)),
    route(createCustomerFromRequest, async ({ caller, body }) =>
      staffCustomers.createFromRequest(linkingStaff(caller), body),
    ),
    route(listNewCustomerRequests, async () => staffCustomers.newCustomerRequests()),
    route(listCustomerChangeRequests, async () => staffCustomers.openChangeRequests()),
    route(handleCustomerChangeRequest, async ({ caller, params, body }) =>
      staffCustomers.handleChangeRequest(linkingStaff(caller), params.requestId, body),
    ),
  ];
}
