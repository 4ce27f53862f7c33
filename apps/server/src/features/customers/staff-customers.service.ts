import { translate } from '@portal/shared/i18n/translate';
import { CUSTOMER_NUMBER_PATTERN, invoiceAddressBodySchema } from '@portal/shared/schemas/addresses';
import {
  type CreateCustomerBody,
  type CreatedCustomer,
  type CustomerAddress,
  type CustomerChangeRequest,
  type CustomerChangeRequestList,
  type HandleChangeRequestBody,
  handleChangeRequestBodySchema,
  type NewCustomerRequest,
  type NewCustomerRequestList,
  STAFF_CUSTOMER_PAGE_SIZE,
  type StaffCustomerDetail,
  type StaffCustomerList,
} from '@portal/shared/schemas/customers';
import type { OrderAddress } from '@portal/shared/schemas/order-details';
import type { Db } from '../../db/database';
import { addressProblem } from '../../lib/address-problem';
import type { Clock } from '../../lib/clock';
import { type Failure, fail, inTransaction, isFailure } from '../../platform/failure';
import type { UserDirectory } from '../accounts/user-directory.service';
import type {
  ChangeRequestWithAddress,
  CustomersRepository,
  InvoiceAddressRow,
  StaffCustomerRow,
} from './customers.repository';

/** The staff user who acts: named in every record of the Klanten screen. */
export type ActingStaff = { userId: string; email: string };

/**
 * What the Klanten screen needs of the orders feature (its new-customer orders, decision 0135):
 * handed in by app.ts, so this feature never reads the orders' tables itself.
 */
export type NewCustomerOrdersPort = {
  waiting(): Promise<NewCustomerOrderFacts[]>;
  waitingOrder(orderId: string, executor?: Db): Promise<NewCustomerOrderFacts | undefined>;
  assignCustomerNumber(
    request: { orderId: string; userId: string; invoiceAddressId: string | null },
    customerNumber: string,
    executor?: Db,
  ): Promise<string[]>;
};
export type NewCustomerOrderFacts = {
  id: string;
  orderNumber: string;
  userId: string;
  placedAt: Date;
  invoiceAddress: OrderAddress;
};

const addressOf = (address: InvoiceAddressRow | OrderAddress): CustomerAddress => ({
  company: address.company,
  department: address.department,
  name: address.name,
  street: address.street,
  number: address.number,
  addition: address.addition,
  zipCode: address.zipCode,
  city: address.city,
  phone: address.phone,
  email: address.email,
  kvk: address.kvk,
});

/** The orders of one request: one user's on one new-customer address (or one order without an address id). */
const requestKey = (order: NewCustomerOrderFacts) =>
  `${order.userId}:${order.invoiceAddress.id ?? `order:${order.id}`}`;

/**
 * The staff's Klanten screen (issue 32 point 5, decision 0135): the customers and their users, the
 * new-customer requests of placed orders and giving them a customer number, and the customer-data
 * change requests. Only staff with the customerLinks role reach it (the contracts' access). Every
 * change is made in one transaction with its record of who and when; a refusal changes nothing.
 */
export function createStaffCustomersService(deps: {
  db: Db;
  repository: CustomersRepository;
  users: UserDirectory;
  orders: NewCustomerOrdersPort;
  clock: Clock;
}) {
  const { repository, users } = deps;

  async function personOf(userId: string | null, fallbackEmail = '', fallbackName = '') {
    const card = userId ? await users.byId(userId) : null;
    return card
      ? { id: card.id, email: card.email, name: card.name }
      : { id: null, email: fallbackEmail, name: fallbackName };
  }

  async function withUsers(row: StaffCustomerRow) {
    const cards = await Promise.all((await repository.linkedUserIds(row.id)).map((id) => users.byId(id)));
    return {
      customerNumber: row.customerNumber,
      company: row.company,
      city: row.city,
      users: cards.flatMap((card) => (card ? [{ id: card.id, email: card.email, name: card.name }] : [])),
    };
  }

  async function toChangeRequest(row: ChangeRequestWithAddress): Promise<CustomerChangeRequest> {
    return {
      id: row.id,
      customerNumber: row.address?.customerNumber ?? row.customerNumber,
      address: row.address ? addressOf(row.address) : null,
      requestedBy: await personOf(row.userId, row.userEmail, row.userName),
      message: row.message,
      requestedAt: row.requestedAt.toISOString(),
      handled:
        row.outcome && row.handledAt && row.handledByEmail
          ? {
              outcome: row.outcome,
              note: row.note,
              byEmail: row.handledByEmail,
              at: row.handledAt.toISOString(),
            }
          : null,
    };
  }

  return {
    async list(search: string): Promise<StaffCustomerList> {
      const rows = await repository.staffCustomers(search, STAFF_CUSTOMER_PAGE_SIZE + 1);
      const shown = rows.slice(0, STAFF_CUSTOMER_PAGE_SIZE);
      return { customers: await Promise.all(shown.map(withUsers)), more: rows.length > shown.length };
    },

    async detail(customerNumber: string): Promise<StaffCustomerDetail | Failure<'CUSTOMER_NOT_FOUND'>> {
      const customer = await repository.customerWithAddress(customerNumber);
      if (!customer) return fail('CUSTOMER_NOT_FOUND');
      const [card, history] = await Promise.all([
        withUsers({
          id: customer.id,
          customerNumber,
          company: customer.address?.company ?? '',
          city: customer.address?.city ?? '',
        }),
        repository.historyOf(customer.id),
      ]);
      return {
        ...card,
        invoiceAddress: customer.address ? addressOf(customer.address) : null,
        history: history.map((entry) => ({
          change: entry.change,
          userEmail: entry.userEmail,
          changedByEmail: entry.changedByEmail,
          changedAt: entry.changedAt.toISOString(),
          note: entry.note,
        })),
      };
    },

    /** The waiting orders grouped per request (one user's on one address), oldest request first. */
    async newCustomerRequests(): Promise<NewCustomerRequestList> {
      const groups = new Map<string, NewCustomerOrderFacts[]>();
      for (const order of await deps.orders.waiting()) {
        const key = requestKey(order);
        groups.set(key, [...(groups.get(key) ?? []), order]);
      }
      const requests: NewCustomerRequest[] = await Promise.all(
        [...groups.values()].map(async (ordersOfRequest) => {
          const newest = ordersOfRequest[ordersOfRequest.length - 1]!;
          return {
            orderId: newest.id,
            address: addressOf(newest.invoiceAddress),
            orderedBy: await personOf(newest.userId),
            orders: ordersOfRequest.map((order) => ({
              id: order.id,
              orderNumber: order.orderNumber,
              placedAt: order.placedAt.toISOString(),
            })),
          };
        }),
      );
      return { requests };
    },

    /**
     * Gives the request of this order a customer number: creates the customer with the request's
     * invoice address (the user's stored one, adopted with its projects and references, or the
     * order's copy when the user removed it), links the user who ordered, gives the request's
     * orders the number and records it, all in one transaction.
     */
    async createFromRequest(
      staff: ActingStaff,
      body: CreateCustomerBody,
    ): Promise<
      | CreatedCustomer
      | Failure<'CUSTOMER_NUMBER_INVALID' | 'CUSTOMER_NUMBER_TAKEN' | 'NEW_CUSTOMER_REQUEST_NOT_FOUND'>
    > {
      const customerNumber = body.customerNumber.trim();
      if (!CUSTOMER_NUMBER_PATTERN.test(customerNumber)) return fail('CUSTOMER_NUMBER_INVALID');
      const at = deps.clock.now();
      const waiting = await deps.orders.waitingOrder(body.orderId);
      if (!waiting) return fail('NEW_CUSTOMER_REQUEST_NOT_FOUND');
      // Read before the transaction: the embedded database has one connection, which it holds.
      const user = await personOf(waiting.userId);
      return inTransaction(deps.db, async (tx) => {
        const order = await deps.orders.waitingOrder(body.orderId, tx);
        if (!order) return fail('NEW_CUSTOMER_REQUEST_NOT_FOUND');
        const customerId = await repository.insertCustomer(customerNumber, at, tx);
        if (!customerId)
          return fail('CUSTOMER_NUMBER_TAKEN', translate('errors.CUSTOMER_NUMBER_TAKEN', { customerNumber }));
        const addressId = order.invoiceAddress.id;
        const stored = addressId ? await repository.invoiceAddressById(addressId, tx) : undefined;
        const ownStored = stored?.newCustomer && stored.createdByUserId === order.userId ? stored : undefined;
        if (ownStored) await repository.adoptNewCustomerAddress(ownStored.id, customerId, at, tx);
        else await repository.insertCustomerAddress(customerId, addressOf(order.invoiceAddress), at, tx);
        const orderNumbers = await deps.orders.assignCustomerNumber(
          { orderId: order.id, userId: order.userId, invoiceAddressId: ownStored ? ownStored.id : null },
          customerNumber,
          tx,
        );
        // Another member of staff numbered it meanwhile: this transaction's customer goes too.
        if (orderNumbers.length === 0) return fail('NEW_CUSTOMER_REQUEST_NOT_FOUND');
        const record = { customerId, userId: order.userId, userEmail: user.email, changedAt: at };
        const by = { changedBy: staff.userId, changedByEmail: staff.email };
        await repository.recordLinkChange(
          { ...record, ...by, change: 'created', note: orderNumbers.join(', ') },
          tx,
        );
        if (await repository.link(order.userId, customerId, at, tx))
          await repository.recordLinkChange({ ...record, ...by, change: 'linked' }, tx);
        return {
          customerNumber,
          company: (ownStored ?? order.invoiceAddress).company,
          linkedUserEmail: user.email,
          orderNumbers,
        };
      });
    },

    async openChangeRequests(): Promise<CustomerChangeRequestList> {
      const rows = await repository.changeRequests('open');
      return { requests: await Promise.all(rows.map(toChangeRequest)) };
    },

    /** Applies the change to the invoice address or marks it done, once, with who and when. */
    async handleChangeRequest(
      staff: ActingStaff,
      requestId: string,
      body: HandleChangeRequestBody,
    ): Promise<
      | CustomerChangeRequest
      | Failure<
          'CHANGE_REQUEST_NOT_FOUND' | 'CHANGE_REQUEST_HANDLED' | 'ADDRESS_INVALID' | 'ADDRESS_NOT_FOUND'
        >
    > {
      const handling = handleChangeRequestBodySchema.parse(body);
      const at = deps.clock.now();
      const outcome = await inTransaction(deps.db, async (tx) => {
        const [request] = await repository.changeRequests({ id: requestId }, tx);
        if (!request) return fail('CHANGE_REQUEST_NOT_FOUND');
        if (request.handledAt) return fail('CHANGE_REQUEST_HANDLED');
        if (handling.outcome === 'applied') {
          if (!request.address) return fail('ADDRESS_NOT_FOUND');
          const parsed = invoiceAddressBodySchema.safeParse({
            ...handling.address,
            newCustomer: request.address.newCustomer,
          });
          if (!parsed.success) return fail('ADDRESS_INVALID', addressProblem(parsed.error));
          const { newCustomer: _, ...fields } = parsed.data;
          await repository.updateInvoiceAddressFields(request.address.id, fields, at, tx);
        }
        const handled = await repository.markChangeRequestHandled(
          requestId,
          {
            outcome: handling.outcome,
            note: handling.note,
            handledBy: staff.userId,
            handledByEmail: staff.email,
            handledAt: at,
          },
          tx,
        );
        return handled ? null : fail('CHANGE_REQUEST_HANDLED');
      });
      if (isFailure(outcome)) return outcome;
      const [after] = await repository.changeRequests({ id: requestId });
      return toChangeRequest(after!);
    },
  };
}
export type StaffCustomersService = ReturnType<typeof createStaffCustomersService>;
