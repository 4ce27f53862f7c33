import { z } from 'zod';
import { invoiceAddressRequestSchema } from './address-book';
import { customerNumberSchema } from './addresses';

/** The customer-data change request (spec 02 sections 2.3 and 7) and the staff's links of users to customers. */

export const CHANGE_REQUEST_MAX_LENGTH = 2000;

/** Which customer's data should change (the invoice address as listed), and how. */
export const customerDataChangeBodySchema = z.object({
  invoiceAddressId: z.uuid(),
  message: z
    .string()
    .trim()
    .min(1, 'addressBook.changeRequest.required')
    .max(CHANGE_REQUEST_MAX_LENGTH, 'addressBook.changeRequest.tooLong'),
});
export type CustomerDataChangeBody = z.infer<typeof customerDataChangeBodySchema>;

export const customerDataChangeResponseSchema = z.object({
  sent: z.literal(true),
  /** The confirmation to show: processed usually within 1 working day. */
  message: z.string(),
});
export type CustomerDataChangeResponse = z.infer<typeof customerDataChangeResponseSchema>;

export const customerParams = z.object({ customerNumber: customerNumberSchema });
export const customerUserParams = z.object({ customerNumber: customerNumberSchema, userId: z.uuid() });

/** Staff link a user, named by e-mail address, to a customer number. */
export const customerLinkBodySchema = z.object({ email: z.email().max(254) });
export type CustomerLinkBody = z.infer<typeof customerLinkBodySchema>;

export const customerUsersResponseSchema = z.object({
  customerNumber: z.string(),
  users: z.array(z.object({ id: z.uuid(), email: z.string(), name: z.string() })),
});
export type CustomerUsersResponse = z.infer<typeof customerUsersResponseSchema>;

/*
 * The staff's 'Klanten' screen (issue 32 point 5, decision 0135): the customers with their users,
 * the new-customer requests of placed orders, giving such a request a customer number, and the
 * customer-data change requests with how staff handled them. Every change names who and when.
 */

/** An address as staff read it on the screen: an invoice address's fields. */
export const customerAddressSchema = z.object({
  company: z.string(),
  department: z.string(),
  name: z.string(),
  street: z.string(),
  number: z.string(),
  addition: z.string(),
  zipCode: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  kvk: z.string(),
});
export type CustomerAddress = z.infer<typeof customerAddressSchema>;

const personSchema = z.object({ id: z.uuid().nullable(), email: z.string(), name: z.string() });
export type CustomerPerson = z.infer<typeof personSchema>;

export const STAFF_CUSTOMER_PAGE_SIZE = 50;

/** Search by customer number, company or the e-mail address of a linked user (a part of any). */
export const staffCustomerQuerySchema = z.object({ search: z.string().trim().max(100).default('') });

export const staffCustomerSchema = z.object({
  customerNumber: z.string(),
  company: z.string(),
  city: z.string(),
  users: z.array(z.object({ id: z.uuid(), email: z.string(), name: z.string() })),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;

export const staffCustomerListSchema = z.object({
  customers: z.array(staffCustomerSchema),
  /** More customers match than the page shows: search more precisely. */
  more: z.boolean(),
});
export type StaffCustomerList = z.infer<typeof staffCustomerListSchema>;

export const customerHistoryChanges = ['created', 'linked', 'unlinked'] as const;
export type CustomerHistoryChange = (typeof customerHistoryChanges)[number];

export const customerHistoryEntrySchema = z.object({
  change: z.enum(customerHistoryChanges),
  /** The user linked or unlinked; for 'created' the user who asked as a new customer. */
  userEmail: z.string(),
  changedByEmail: z.string(),
  changedAt: z.iso.datetime(),
  /** For 'created': the orders that got the number. */
  note: z.string(),
});
export type CustomerHistoryEntry = z.infer<typeof customerHistoryEntrySchema>;

export const staffCustomerDetailSchema = staffCustomerSchema.extend({
  invoiceAddress: customerAddressSchema.nullable(),
  /** Newest first. */
  history: z.array(customerHistoryEntrySchema),
});
export type StaffCustomerDetail = z.infer<typeof staffCustomerDetailSchema>;

/** A placed order's new-customer invoice address without a customer number yet, with its orders. */
export const newCustomerRequestSchema = z.object({
  /** The newest order of the request: the one staff name when they give the number. */
  orderId: z.uuid(),
  address: customerAddressSchema,
  orderedBy: personSchema,
  /** Oldest first. */
  orders: z.array(z.object({ id: z.uuid(), orderNumber: z.string(), placedAt: z.iso.datetime() })),
});
export type NewCustomerRequest = z.infer<typeof newCustomerRequestSchema>;
export const newCustomerRequestListSchema = z.object({ requests: z.array(newCustomerRequestSchema) });
export type NewCustomerRequestList = z.infer<typeof newCustomerRequestListSchema>;

/**
 * Staff give the request of this order a customer number. The number is checked by the service
 * (CUSTOMER_NUMBER_INVALID with a Dutch message, not a bare validation error), so the door only
 * bounds it.
 */
export const createCustomerBodySchema = z.object({ orderId: z.uuid(), customerNumber: z.string().max(50) });
export type CreateCustomerBody = z.infer<typeof createCustomerBodySchema>;

export const createdCustomerSchema = z.object({
  customerNumber: z.string(),
  company: z.string(),
  linkedUserEmail: z.string(),
  /** The orders that now carry the number. */
  orderNumbers: z.array(z.string()),
});
export type CreatedCustomer = z.infer<typeof createdCustomerSchema>;

export const changeRequestOutcomes = ['applied', 'done'] as const;
export type ChangeRequestOutcome = (typeof changeRequestOutcomes)[number];
export const CHANGE_REQUEST_NOTE_MAX_LENGTH = 2000;

export const customerChangeRequestSchema = z.object({
  id: z.uuid(),
  /** Null for a new customer's own address. */
  customerNumber: z.string().nullable(),
  /** The invoice address as it is now; null once it was removed. */
  address: customerAddressSchema.nullable(),
  requestedBy: personSchema,
  message: z.string(),
  requestedAt: z.iso.datetime(),
  handled: z
    .object({
      outcome: z.enum(changeRequestOutcomes),
      note: z.string(),
      byEmail: z.string(),
      at: z.iso.datetime(),
    })
    .nullable(),
});
export type CustomerChangeRequest = z.infer<typeof customerChangeRequestSchema>;
export const customerChangeRequestListSchema = z.object({ requests: z.array(customerChangeRequestSchema) });
export type CustomerChangeRequestList = z.infer<typeof customerChangeRequestListSchema>;

export const changeRequestParams = z.object({ requestId: z.uuid() });

const handlingNote = z.string().trim().max(CHANGE_REQUEST_NOTE_MAX_LENGTH).default('');

/**
 * How staff handle a change request: apply it (the invoice address becomes `address`, checked
 * with the invoice form's rules; ADDRESS_INVALID names the field) or mark it done with a note.
 */
export const handleChangeRequestBodySchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('applied'), address: invoiceAddressRequestSchema, note: handlingNote }),
  z.object({ outcome: z.literal('done'), note: handlingNote }),
]);
export type HandleChangeRequestBody = z.input<typeof handleChangeRequestBodySchema>;
