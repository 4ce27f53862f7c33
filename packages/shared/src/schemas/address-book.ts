import { z } from 'zod';
import { ADDRESS_MAX_LENGTH } from './addresses';

/**
 * A user's address book as the API answers it (spec 02 section 3, Address): delivery addresses,
 * and invoice addresses with their projects and references. What a form sends is checked with
 * the rules of schemas/addresses.ts and rules/project-reference.ts; see the request shapes below.
 */

const text = z.string();

/** A project of an invoice address; userId null: made by the provider (no customer can remove it). */
export const projectEntrySchema = z.object({
  id: z.uuid(),
  name: text,
  userId: z.uuid().nullable(),
  /** Made by the caller: only such an entry can be removed. */
  removable: z.boolean(),
});
export type ProjectEntry = z.infer<typeof projectEntrySchema>;

export const referenceEntrySchema = z.object({
  id: z.uuid(),
  value: text,
  userId: z.uuid().nullable(),
  removable: z.boolean(),
});
export type ReferenceEntry = z.infer<typeof referenceEntrySchema>;

const addressFields = {
  id: z.uuid(),
  company: text,
  department: text,
  /** The contact person (ter attentie van). */
  name: text,
  street: text,
  number: text,
  addition: text,
  zipCode: text,
  city: text,
  phone: text,
  email: text,
};

/** The fields every address of the address book has, a delivery address as well as an invoice address. */
export type AddressBookFields = z.infer<z.ZodObject<typeof addressFields>>;

/**
 * The address book's own fields of an address, row or answer, without anything else it carries.
 * The server's answers for both kinds of address and the order's copy of a chosen address start
 * from these, so the list is kept once: a field added to addressFields fails the type check here
 * until it is copied, and then reaches all of them.
 */
export function addressBookFieldsOf(address: AddressBookFields): AddressBookFields {
  return {
    id: address.id,
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
  };
}

export const storedDeliveryAddressSchema = z.object({
  ...addressFields,
  isConstructionSite: z.boolean(),
  /** The user's default delivery address, which Bezorgen preselects (one per user at most). */
  isDefault: z.boolean(),
  deliveryAddress: z.literal(true),
  /** The theme allows editing and removing it (customFields.addresses.editDelivery). */
  isEditable: z.boolean(),
});
export type StoredDeliveryAddress = z.infer<typeof storedDeliveryAddressSchema>;

export const deliveryAddressListSchema = z.object({
  addresses: z.array(storedDeliveryAddressSchema),
  /** Whether the theme allows adding one (customFields.addresses.newDelivery). */
  mayAdd: z.boolean(),
});
export type DeliveryAddressList = z.infer<typeof deliveryAddressListSchema>;

export const storedInvoiceAddressSchema = z.object({
  ...addressFields,
  kvk: text,
  /** Set for an existing customer's address; null for a new customer's. */
  customerNumber: z.string().nullable(),
  newCustomer: z.boolean(),
  /** Only a new customer's address can be edited; a customer number's is changed by request. */
  isEditable: z.boolean(),
  deliveryAddress: z.literal(false),
  projects: z.array(projectEntrySchema),
  references: z.array(referenceEntrySchema),
});
export type StoredInvoiceAddress = z.infer<typeof storedInvoiceAddressSchema>;

export const invoiceAddressListSchema = z.object({
  /** The customer numbers linked to the user (by number), then the user's new-customer addresses. */
  addresses: z.array(storedInvoiceAddressSchema),
  /** Whether the theme allows adding a new customer's address (customFields.addresses.newInvoice). */
  mayAdd: z.boolean(),
});
export type InvoiceAddressList = z.infer<typeof invoiceAddressListSchema>;

/**
 * Requests carry text the rules judge with the theme in hand (its department requirement, its
 * project format), so the door only checks the shape and a generous bound; the service then
 * checks the form's own schema and answers ADDRESS_INVALID / PROJECT_INVALID / REFERENCE_INVALID
 * with the Dutch message of the first field that is wrong.
 */
const DOOR_LIMIT = 1000;
const doorText = (max: number) =>
  z
    .string()
    .max(Math.max(max * 4, 200))
    .optional();

/** A delivery address as a form sends it; the rules are deliveryAddressSchema's (schemas/addresses.ts). */
export const deliveryAddressRequestSchema = z.object({
  company: doorText(ADDRESS_MAX_LENGTH.company),
  department: doorText(ADDRESS_MAX_LENGTH.department),
  name: doorText(ADDRESS_MAX_LENGTH.name),
  street: doorText(ADDRESS_MAX_LENGTH.street),
  number: doorText(ADDRESS_MAX_LENGTH.number),
  addition: doorText(ADDRESS_MAX_LENGTH.addition),
  zipCode: doorText(ADDRESS_MAX_LENGTH.zipCode),
  city: doorText(ADDRESS_MAX_LENGTH.city),
  phone: doorText(ADDRESS_MAX_LENGTH.phone),
  email: doorText(ADDRESS_MAX_LENGTH.email),
  isConstructionSite: z.boolean().optional(),
  /** Make it the default (another default stops being one); false or absent: not the default. */
  isDefault: z.boolean().optional(),
});
export type DeliveryAddressRequest = z.input<typeof deliveryAddressRequestSchema>;

/** A new customer's invoice address as the form sends it; the rules are invoiceAddressBodySchema's. */
export const invoiceAddressRequestSchema = deliveryAddressRequestSchema
  .omit({ isConstructionSite: true, isDefault: true })
  .extend({ kvk: z.string().max(200).optional() });
export type InvoiceAddressRequest = z.input<typeof invoiceAddressRequestSchema>;

export const addressParams = z.object({ addressId: z.uuid() });
/** A user's delivery addresses as staff reach them (decision 0135). */
export const userParams = z.object({ userId: z.uuid() });
export const userAddressParams = z.object({ userId: z.uuid(), addressId: z.uuid() });
export const projectParams = z.object({ addressId: z.uuid(), projectId: z.uuid() });
export const referenceParams = z.object({ addressId: z.uuid(), referenceId: z.uuid() });

/** A new project: one text, its fields joined by the theme's hyphen ('4410-PR123'). */
export const newProjectBodySchema = z.object({ name: z.string().max(DOOR_LIMIT) });
export type NewProjectBody = z.infer<typeof newProjectBodySchema>;
export const newReferenceBodySchema = z.object({ value: z.string().max(DOOR_LIMIT) });
export type NewReferenceBody = z.infer<typeof newReferenceBodySchema>;
