import { translate } from '@portal/shared/i18n/translate';
import {
  checkProject,
  checkReference,
  type FieldCheck,
  mayCreateProject,
  mayCreateReference,
  projectFieldLabels,
  projectLabel,
  projectRules,
  referenceLabel,
  referenceRules,
} from '@portal/shared/rules/project-reference';
import {
  addressBookFieldsOf,
  type InvoiceAddressRequest,
  type StoredInvoiceAddress,
} from '@portal/shared/schemas/address-book';
import { type InvoiceAddressBody, invoiceAddressBodySchema } from '@portal/shared/schemas/addresses';
import type { CustomerDataChangeBody, CustomerDataChangeResponse } from '@portal/shared/schemas/customers';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import { addressProblem } from '../../lib/address-problem';
import type { Clock } from '../../lib/clock';
import { type Failure, fail, inTransaction, isFailure } from '../../platform/failure';
import type { UserDirectory } from '../accounts/user-directory.service';
import type { MailService } from '../mail/mail.service';
import type {
  CustomersRepository,
  InvoiceAddressRow,
  ProjectRow,
  ReferenceRow,
} from './customers.repository';

/** Who asks: a logged-in user and the theme whose rules apply to them. */
export type CustomersCaller = { userId: string; themeId: string | null };

type CustomFields = ThemeSettings['customFields'];

type Deps = {
  db: Db;
  repository: CustomersRepository;
  /** The caller's theme's custom fields (project and reference rules, address switches). */
  customFieldsOf: (themeId: string | null) => Promise<CustomFields>;
  users: UserDirectory;
  mail: MailService;
  clock: Clock;
  config: Pick<Config, 'brand'>;
};

/** Bounds of a user's lists (ours, not the spec's): enough for any real customer, not for a script. */
export const MAX_NEW_CUSTOMER_ADDRESSES = 20;
export const MAX_ENTRIES_PER_LIST = 500;

/** The recipient key of the change-request mail; without it in MAIL_RECIPIENTS the mail goes to 'contact'. */
export const CHANGE_REQUEST_RECIPIENT = 'customerData';

type AddressFields = Omit<InvoiceAddressBody, 'newCustomer'>;

/** A new customer's address as the form's schema judges it; the first wrong field named in Dutch. */
function checkedNewCustomerAddress(body: InvoiceAddressRequest): AddressFields | Failure<'ADDRESS_INVALID'> {
  const parsed = invoiceAddressBodySchema.safeParse({ ...body, newCustomer: true });
  if (!parsed.success) return fail('ADDRESS_INVALID', addressProblem(parsed.error));
  const { newCustomer: _, ...fields } = parsed.data;
  return fields;
}

const mayAddNewCustomer = (customFields: CustomFields) => customFields.addresses?.newInvoice !== false;

/**
 * The Dutch text of a field's problem, as the invoice step shows it beside the field, after the
 * name the theme gives the field ('Kostenplaats, deel 1 van 2: …', issue 32 point 6).
 */
const problemText = (label: string, field: FieldCheck): string =>
  translate('addressBook.fieldProblem', {
    field: label,
    problem: field.message
      ? translate(field.message.key, field.message.values)
      : translate('errors.PROJECT_INVALID'),
  });

const requiredText = (label: string): string =>
  translate('addressBook.fieldProblem', { field: label, problem: translate('order.fieldErrors.required') });

/**
 * The invoice step's data (spec 02 sections 3, 5 and 7; decision 0044): the invoice addresses a
 * user may use, a new customer's own addresses, projects and references checked with the theme's
 * rules (rules/project-reference.ts), and the customer-data change request.
 */
export function createInvoiceAddressesService(deps: Deps) {
  const { repository, clock } = deps;

  function toStored(
    row: InvoiceAddressRow,
    projects: ProjectRow[],
    references: ReferenceRow[],
    userId: string,
  ): StoredInvoiceAddress {
    return {
      ...addressBookFieldsOf(row),
      kvk: row.kvk,
      customerNumber: row.customerNumber,
      newCustomer: row.newCustomer,
      isEditable: row.newCustomer,
      deliveryAddress: false,
      projects: projects
        .filter((project) => project.invoiceAddressId === row.id)
        .map((project) => ({
          id: project.id,
          name: project.name,
          userId: project.userId,
          removable: project.userId === userId,
        })),
      references: references
        .filter((reference) => reference.invoiceAddressId === row.id)
        .map((reference) => ({
          id: reference.id,
          value: reference.value,
          userId: reference.userId,
          removable: reference.userId === userId,
        })),
    };
  }

  async function storedOf(
    userId: string,
    addressId: string,
  ): Promise<StoredInvoiceAddress | Failure<'ADDRESS_NOT_FOUND'>> {
    const row = await repository.invoiceAddressOf(userId, addressId);
    if (!row) return fail('ADDRESS_NOT_FOUND');
    const [projects, references] = await Promise.all([
      repository.projectsOf([row.id]),
      repository.referencesOf([row.id]),
    ]);
    return toStored(row, projects, references, userId);
  }

  /** The address as a new customer's that this user may change, or why not. */
  async function ownNewCustomerAddress(
    caller: CustomersCaller,
    addressId: string,
  ): Promise<
    | InvoiceAddressRow
    | Failure<'ADDRESS_NOT_FOUND' | 'CUSTOMER_ADDRESS_NOT_EDITABLE' | 'ADDRESS_CHANGES_DISABLED'>
  > {
    const row = await repository.invoiceAddressOf(caller.userId, addressId);
    if (!row) return fail('ADDRESS_NOT_FOUND');
    if (!row.newCustomer) return fail('CUSTOMER_ADDRESS_NOT_EDITABLE');
    if (!mayAddNewCustomer(await deps.customFieldsOf(caller.themeId)))
      return fail('ADDRESS_CHANGES_DISABLED');
    return row;
  }

  return {
    /** The customer numbers linked to the user, then the user's own new-customer addresses. */
    async list(caller: CustomersCaller) {
      const rows = await repository.invoiceAddressesOf(caller.userId);
      const ids = rows.map((row) => row.id);
      const [projects, references, customFields] = await Promise.all([
        repository.projectsOf(ids),
        repository.referencesOf(ids),
        deps.customFieldsOf(caller.themeId),
      ]);
      return {
        addresses: rows.map((row) => toStored(row, projects, references, caller.userId)),
        mayAdd: mayAddNewCustomer(customFields),
      };
    },

    /** A new customer's invoice address (requestNewCustomer): e-mail, contact and house number required. */
    async add(
      caller: CustomersCaller,
      body: InvoiceAddressRequest,
    ): Promise<
      StoredInvoiceAddress | Failure<'ADDRESS_INVALID' | 'ADDRESS_CHANGES_DISABLED' | 'ADDRESS_LIMIT_REACHED'>
    > {
      if (!mayAddNewCustomer(await deps.customFieldsOf(caller.themeId)))
        return fail('ADDRESS_CHANGES_DISABLED');
      const fields = checkedNewCustomerAddress(body);
      if (isFailure(fields)) return fields;
      if ((await repository.countNewCustomerAddresses(caller.userId)) >= MAX_NEW_CUSTOMER_ADDRESSES)
        return fail(
          'ADDRESS_LIMIT_REACHED',
          translate('errors.ADDRESS_LIMIT_REACHED', { max: MAX_NEW_CUSTOMER_ADDRESSES }),
        );
      const id = await repository.insertNewCustomerAddress(caller.userId, fields, clock.now());
      return (await storedOf(caller.userId, id)) as StoredInvoiceAddress;
    },

    /** Only a new customer's address, and only by the user who entered it; a customer number's never. */
    async update(
      caller: CustomersCaller,
      addressId: string,
      body: InvoiceAddressRequest,
    ): Promise<
      | StoredInvoiceAddress
      | Failure<
          | 'ADDRESS_NOT_FOUND'
          | 'CUSTOMER_ADDRESS_NOT_EDITABLE'
          | 'ADDRESS_INVALID'
          | 'ADDRESS_CHANGES_DISABLED'
        >
    > {
      const own = await ownNewCustomerAddress(caller, addressId);
      if (isFailure(own)) return own;
      const fields = checkedNewCustomerAddress(body);
      if (isFailure(fields)) return fields;
      if (!(await repository.updateNewCustomerAddress(caller.userId, addressId, fields, clock.now())))
        return fail('ADDRESS_NOT_FOUND');
      return storedOf(caller.userId, addressId);
    },

    async remove(
      caller: CustomersCaller,
      addressId: string,
    ): Promise<null | Failure<
      'ADDRESS_NOT_FOUND' | 'CUSTOMER_ADDRESS_NOT_EDITABLE' | 'ADDRESS_CHANGES_DISABLED'
    >> {
      const own = await ownNewCustomerAddress(caller, addressId);
      if (isFailure(own)) return own;
      if (!(await repository.deleteNewCustomerAddress(caller.userId, addressId)))
        return fail('ADDRESS_NOT_FOUND');
      return null;
    },

    /**
     * Saves a project in the address's list when the theme lets users add projects and the shared
     * rules find it valid; one already in the list is not saved twice.
     */
    async addProject(
      caller: CustomersCaller,
      addressId: string,
      name: string,
    ): Promise<
      | StoredInvoiceAddress
      | Failure<'ADDRESS_NOT_FOUND' | 'PROJECT_INVALID' | 'PROJECT_NOT_ALLOWED' | 'ENTRY_LIMIT_REACHED'>
    > {
      const address = await storedOf(caller.userId, addressId);
      if (isFailure(address)) return address;
      const rules = projectRules((await deps.customFieldsOf(caller.themeId)).project);
      if (rules.readonly || rules.hideNewProject) return fail('PROJECT_NOT_ALLOWED');
      const context = { user: await deps.users.byId(caller.userId) };
      const check = checkProject(name, rules, context);
      if (check.value === '') return fail('PROJECT_INVALID', requiredText(projectLabel(rules)));
      const wrong = check.fields.findIndex((field) => field.problem !== null);
      if (wrong >= 0)
        return fail(
          'PROJECT_INVALID',
          problemText(projectFieldLabels(rules)[wrong] ?? projectLabel(rules), check.fields[wrong]!),
        );
      const existing = address.projects.map((project) => project.name);
      if (!mayCreateProject(name, rules, context, existing)) return address;
      if (address.projects.length >= MAX_ENTRIES_PER_LIST)
        return fail(
          'ENTRY_LIMIT_REACHED',
          translate('errors.ENTRY_LIMIT_REACHED', { max: MAX_ENTRIES_PER_LIST }),
        );
      await repository.insertProject(addressId, check.value, caller.userId, clock.now());
      return storedOf(caller.userId, addressId);
    },

    /** Removes a project the caller made; the provider's and other users' entries stay. */
    async removeProject(
      caller: CustomersCaller,
      addressId: string,
      projectId: string,
    ): Promise<
      StoredInvoiceAddress | Failure<'ADDRESS_NOT_FOUND' | 'PROJECT_NOT_FOUND' | 'PROJECT_NOT_REMOVABLE'>
    > {
      if (!(await repository.invoiceAddressOf(caller.userId, addressId))) return fail('ADDRESS_NOT_FOUND');
      const project = await repository.findProject(addressId, projectId);
      if (!project) return fail('PROJECT_NOT_FOUND');
      if (project.userId !== caller.userId) return fail('PROJECT_NOT_REMOVABLE');
      if (!(await repository.deleteOwnProject(addressId, projectId, caller.userId)))
        return fail('PROJECT_NOT_FOUND');
      return storedOf(caller.userId, addressId);
    },

    /** Saves a reference when the theme uses references and the shared rules find it valid. */
    async addReference(
      caller: CustomersCaller,
      addressId: string,
      value: string,
    ): Promise<
      | StoredInvoiceAddress
      | Failure<'ADDRESS_NOT_FOUND' | 'REFERENCE_INVALID' | 'REFERENCE_NOT_ALLOWED' | 'ENTRY_LIMIT_REACHED'>
    > {
      const address = await storedOf(caller.userId, addressId);
      if (isFailure(address)) return address;
      const rules = referenceRules((await deps.customFieldsOf(caller.themeId)).reference);
      if (rules.hidden) return fail('REFERENCE_NOT_ALLOWED');
      const check = checkReference(value, rules);
      if (check.value === '') return fail('REFERENCE_INVALID', requiredText(referenceLabel(rules)));
      if (!check.valid) return fail('REFERENCE_INVALID', problemText(referenceLabel(rules), check));
      const existing = address.references.map((reference) => reference.value);
      if (!mayCreateReference(value, rules, {}, existing)) return address;
      if (address.references.length >= MAX_ENTRIES_PER_LIST)
        return fail(
          'ENTRY_LIMIT_REACHED',
          translate('errors.ENTRY_LIMIT_REACHED', { max: MAX_ENTRIES_PER_LIST }),
        );
      await repository.insertReference(addressId, check.value, caller.userId, clock.now());
      return storedOf(caller.userId, addressId);
    },

    async removeReference(
      caller: CustomersCaller,
      addressId: string,
      referenceId: string,
    ): Promise<
      StoredInvoiceAddress | Failure<'ADDRESS_NOT_FOUND' | 'REFERENCE_NOT_FOUND' | 'REFERENCE_NOT_REMOVABLE'>
    > {
      if (!(await repository.invoiceAddressOf(caller.userId, addressId))) return fail('ADDRESS_NOT_FOUND');
      const reference = await repository.findReference(addressId, referenceId);
      if (!reference) return fail('REFERENCE_NOT_FOUND');
      if (reference.userId !== caller.userId) return fail('REFERENCE_NOT_REMOVABLE');
      if (!(await repository.deleteOwnReference(addressId, referenceId, caller.userId)))
        return fail('REFERENCE_NOT_FOUND');
      return storedOf(caller.userId, addressId);
    },

    /**
     * Mails the administration (outbox, recipient key customerData, else contact) what should change
     * in a customer's data, with the data as they are and who asks; the user is told it is usually
     * done within 1 working day.
     */
    async requestChange(
      caller: CustomersCaller,
      body: CustomerDataChangeBody,
    ): Promise<CustomerDataChangeResponse | Failure<'ADDRESS_NOT_FOUND' | 'UNKNOWN_RECIPIENT'>> {
      const address = await repository.invoiceAddressOf(caller.userId, body.invoiceAddressId);
      if (!address) return fail('ADDRESS_NOT_FOUND');
      const recipient = deps.mail.recipientOf(CHANGE_REQUEST_RECIPIENT) ?? deps.mail.recipientOf('contact');
      if (!recipient) return fail('UNKNOWN_RECIPIENT');
      const user = await deps.users.byId(caller.userId);
      const customer = address.customerNumber ?? translate('addressBook.changeRequest.newCustomer');
      // Kept for the staff's Klanten screen as well as mailed (decision 0135), in one transaction.
      await inTransaction(deps.db, async (tx) => {
        await repository.insertChangeRequest(
          {
            invoiceAddressId: address.id,
            customerNumber: address.customerNumber,
            userId: caller.userId,
            userEmail: user?.email ?? '',
            userName: user?.name ?? '',
            message: body.message,
            requestedAt: clock.now(),
          },
          tx,
        );
        await deps.mail.queue(
          {
            recipient,
            replyTo: user?.email,
            subject: `[${deps.config.brand.name}] ${translate('addressBook.changeRequest.mailSubject', { customer })}`,
            text: translate('addressBook.changeRequest.mailBody', {
              customer,
              name: user?.name ?? '',
              email: user?.email ?? '',
              address: addressLines(address),
              message: body.message,
            }),
          },
          tx,
        );
      });
      deps.mail.notifyQueued();
      return { sent: true, message: translate('addressBook.changeRequest.confirmation') };
    },

    /**
     * What the shop lookup needs of an order's invoice: its customer number (for the customer's own
     * shop) and postcode. The address or number must be the caller's.
     */
    async invoiceForLookup(
      userId: string,
      invoice: { invoiceAddressId?: string; customerNumber?: string },
    ): Promise<
      | { customerNumber: string | null; zipCode: string | null }
      | Failure<'ADDRESS_NOT_FOUND' | 'CUSTOMER_NOT_FOUND'>
    > {
      if (invoice.invoiceAddressId) {
        const row = await repository.invoiceAddressOf(userId, invoice.invoiceAddressId);
        if (!row) return fail('ADDRESS_NOT_FOUND');
        return { customerNumber: row.customerNumber, zipCode: row.zipCode };
      }
      if (invoice.customerNumber) {
        const customer = await repository.customerOf(userId, invoice.customerNumber);
        if (!customer) return fail('CUSTOMER_NOT_FOUND');
        return { customerNumber: customer.customerNumber, zipCode: customer.invoiceZipCode };
      }
      return { customerNumber: null, zipCode: null };
    },
  };
}
export type InvoiceAddressesService = ReturnType<typeof createInvoiceAddressesService>;

/** The address as the administration reads it in the mail. */
function addressLines(row: InvoiceAddressRow): string {
  const street = [row.street, [row.number, row.addition].filter(Boolean).join(' ')].filter(Boolean).join(' ');
  return [
    row.company,
    row.department,
    row.name ? translate('addressBook.changeRequest.attention', { name: row.name }) : '',
    street,
    [row.zipCode, row.city].filter(Boolean).join(' '),
    row.kvk ? translate('addressBook.changeRequest.kvk', { kvk: row.kvk }) : '',
    row.email,
    row.phone,
  ]
    .filter((line) => line !== '')
    .join('\n');
}
