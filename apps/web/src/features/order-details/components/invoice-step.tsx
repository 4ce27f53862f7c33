import { Alert, Button, Modal, Stack, Text, Title } from '@mantine/core';
import { invoiceError, type OrderErrorKey } from '@portal/shared/rules/order-completeness';
import {
  type ChosenProject,
  type ProjectContext,
  projectRules,
  referenceRules,
} from '@portal/shared/rules/project-reference';
import type { User } from '@portal/shared/schemas/account';
import type { StoredInvoiceAddress } from '@portal/shared/schemas/address-book';
import type { OrderDetails } from '@portal/shared/schemas/order-details';
import type { ThemeResponse } from '@portal/shared/schemas/theme';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { deleteInvoiceAddress } from '../api/address-book';
import { useInvoiceAddresses } from '../hooks/use-invoice-addresses';
import { useInvoiceMessage } from '../hooks/use-invoice-message';
import { orderDetails, useOrderDraft } from '../stores/order-details-store';
import { newCustomerStart } from '../utils/invoice-address';
import { orderAddressOfInvoice } from '../utils/order-address';
import { orderErrorSayer } from '../utils/order-error-sayer';
import { CustomerDataChangeDialog } from './customer-data-change-dialog';
import { InvoiceAddressForm } from './invoice-address-form';
import { InvoiceAddressListView } from './invoice-address-list';
import { InvoiceMessage } from './invoice-message';
import { ProjectField } from './project-field';
import { QuotationField } from './quotation-field';
import { ReferenceField } from './reference-field';
import '../../../styles/invoice-step.css';
import '../texts';

export type InvoiceStepProps = {
  user: User;
  theme: ThemeResponse;
  /** A quote request is not invoiced: project and reference are never required there. */
  isQuote?: boolean;
  /**
   * Ordering an answered quote: 'Order n.a.v. offerteaanvraag' is ticked with the quote's number,
   * which the server sets whatever is sent, so the customer sees it and cannot change it.
   */
  fixedQuotationNo?: string;
};

type FormState = { address: StoredInvoiceAddress | null } | null;

/**
 * A link to the step with this hash (the confirm step's error list) arrives as if the customer
 * followed the step's own message: the field is marked and gets the focus. It names no element,
 * so the router's scroll to a hash's element does not undo the focus's scroll.
 */
export const FOLLOW_MESSAGE_HASH = 'aanvullen';

/**
 * The invoice step ('Factureren') every order flow shares (spec 02 sections 2.3, 4, 5 and 8):
 * the customer number to invoice, project and reference with their list pickers, the quotation
 * number, and the customer data: a new customer's added and edited here, a customer number's
 * changed by request. Everything is read from and written to the order details, which live in
 * session storage; the step's inline message is the shared completeness rule's.
 */
export function InvoiceStep({ user, theme, isQuote = false, fixedQuotationNo }: InvoiceStepProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { details } = useOrderDraft();
  const { customFields, flags } = theme.settings;
  const project = useMemo(() => projectRules(customFields.project), [customFields.project]);
  const reference = useMemo(() => referenceRules(customFields.reference), [customFields.reference]);
  const context: ProjectContext = useMemo(() => ({ user, isQuote }), [user, isQuote]);
  const book = useInvoiceAddresses(user, reference.hidden);
  const [form, setForm] = useState<FormState>(null);
  const [changeRequest, setChangeRequest] = useState<StoredInvoiceAddress | null>(null);
  const [revealed, setRevealed] = useState(false);
  const ids = useInvoiceIds();

  const message = book.list
    ? invoiceError(details, {
        theme: { flags, customFields },
        customerNumberCount: book.list.addresses.length,
        user,
        isQuote,
      })
    : null;
  const { announce, noteAction } = useInvoiceMessage(message);

  const update = (patch: Partial<OrderDetails>) => {
    noteAction();
    orderDetails.update(patch);
  };

  const follow = (key: OrderErrorKey) => {
    setRevealed(true);
    if (key === 'order.errors.invoiceMissing' && book.list?.mayAdd) setForm({ address: null });
    else focusTarget(ids, key);
  };

  // Arrived through a link with the hash: the message is followed once it is final, that is
  // once the list is there and no customer number is still being chosen or let go of for the
  // user (a passing 'kies een klantnummer' would otherwise open the new-customer form).
  const location = useLocation();
  const arrivedToFix = useRef(location.hash === `#${FOLLOW_MESSAGE_HASH}`);
  const settled =
    book.list !== null &&
    (book.chosen !== null || (details.invoiceAddress === null && book.list.addresses.length !== 1));
  const followOnArrival = useRef(follow);
  followOnArrival.current = follow;
  useEffect(() => {
    if (!arrivedToFix.current || !settled) return;
    arrivedToFix.current = false;
    if (message) followOnArrival.current(message);
  }, [settled, message]);

  const onSaved = (saved: StoredInvoiceAddress) => {
    noteAction();
    if (saved.id === details.invoiceAddress?.id)
      orderDetails.update({ invoiceAddress: orderAddressOfInvoice(saved) });
    else book.choose(saved);
    setForm(null);
  };

  const onDelete = async (address: StoredInvoiceAddress) => {
    await deleteInvoiceAddress(queryClient, address.id);
    if (address.id === details.invoiceAddress?.id)
      update({ invoiceAddress: null, project: null, reference: '' });
  };

  return (
    <section className="invoice-step" aria-labelledby={ids.heading}>
      <Title order={2} id={ids.heading} className="invoice-step__heading">
        {t('invoiceStep.heading')}
      </Title>
      <InvoiceMessage
        message={message}
        say={orderErrorSayer(t, customFields)}
        announce={announce}
        onFollow={follow}
      />
      <div className="invoice-step__grid">
        <div className="panel-card invoice-step__panel" id={ids.customers}>
          {book.list ? (
            <InvoiceAddressListView
              id={ids.customersGroup}
              list={book.list}
              chosenId={book.chosen?.id ?? null}
              onChoose={(address) => {
                noteAction();
                book.choose(address);
              }}
              onAdd={() => setForm({ address: null })}
              onEdit={(address) => setForm({ address })}
              onDelete={onDelete}
              onChangeRequest={setChangeRequest}
            />
          ) : book.query.isError ? (
            <Alert color="red" role="alert">
              <Stack gap="xs" align="start">
                <Text size="sm">{t('orderSteps.loadFailed')}</Text>
                <Button size="xs" variant="default" onClick={() => book.query.refetch()}>
                  {t('orderSteps.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Text size="sm" c="gray.7" role="status">
              {t('invoiceStep.loading')}
            </Text>
          )}
        </div>
        <div className="panel-card invoice-step__panel">
          <Stack gap="lg">
            <ProjectField
              id={ids.project}
              rules={project}
              context={context}
              project={details.project}
              address={book.chosen}
              revealed={revealed}
              onChange={(next: ChosenProject | null) => update({ project: next })}
            />
            <ReferenceField
              id={ids.reference}
              rules={reference}
              context={context}
              reference={details.reference}
              address={book.chosen}
              revealed={revealed}
              onChange={(next) => update({ reference: next })}
            />
            <QuotationField
              id={ids.quotation}
              quotationNo={fixedQuotationNo ?? details.quotationNo}
              fixed={fixedQuotationNo !== undefined}
              revealed={revealed}
              onChange={(next) => update({ quotationNo: next })}
            />
          </Stack>
        </div>
      </div>
      <Modal
        opened={form !== null}
        onClose={() => setForm(null)}
        title={form?.address ? t('invoiceStep.addressForm.titleEdit') : t('invoiceStep.addressForm.titleNew')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {form && (
          <InvoiceAddressForm
            key={form.address?.id ?? 'new'}
            address={form.address}
            startFrom={newCustomerStart(
              user,
              details.orderType === 'deliver' ? details.deliveryAddress : null,
            )}
            departmentLabel={customFields.department?.label ?? null}
            onSaved={onSaved}
            onCancel={() => setForm(null)}
          />
        )}
      </Modal>
      <CustomerDataChangeDialog address={changeRequest} onClose={() => setChangeRequest(null)} />
    </section>
  );
}

type InvoiceIds = ReturnType<typeof useInvoiceIds>;

function useInvoiceIds() {
  const base = useId();
  return {
    heading: `${base}-heading`,
    customers: `${base}-customers`,
    customersGroup: `${base}-customer-numbers`,
    project: `${base}-project`,
    reference: `${base}-reference`,
    quotation: `${base}-quotation`,
  };
}

/** 'klik hier': the field the message is about gets the focus. */
function focusTarget(ids: InvoiceIds, key: OrderErrorKey): void {
  const target =
    key === 'order.errors.projectInvalid'
      ? document.getElementById(`${ids.project}-0`)
      : key === 'order.errors.referenceInvalid'
        ? document.getElementById(ids.reference)
        : key === 'order.errors.quotationNumberInvalid'
          ? document.getElementById(ids.quotation)
          : firstOf(document.getElementById(ids.customers), [
              'input[type="radio"]:checked',
              'input[type="radio"]',
              'button',
            ]);
  target?.focus();
}

function firstOf(container: HTMLElement | null, selectors: string[]): HTMLElement | null {
  for (const selector of selectors) {
    const found = container?.querySelector<HTMLElement>(selector);
    if (found) return found;
  }
  return null;
}
