import { Badge, Text } from '@mantine/core';
import { projectRules, referenceRules } from '@portal/shared/rules/project-reference';
import type { OrderAddress, OrderDetails } from '@portal/shared/schemas/order-details';
import type { ThemeSettings } from '@portal/shared/schemas/theme';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SummaryBlock } from '../../../components/summary-block';
import { dayAtTime, dutchDate } from '../utils/chosen-date';
import { cityLine, streetLine } from '../utils/order-address';
import '../texts';

/**
 * The order details as the confirm step shows them (spec 02 section 2.3): delivery or pickup,
 * invoice, instructions, each block with 'Wijzigen' to the step that chose it. What is shown is
 * the copy the order carries (decision 0046), so no request is needed.
 */

type BlockProps = { details: OrderDetails; editHref: string | null };

/** `collectedBy`: who collects a pickup (the secured flow names the user), null for nobody in particular. */
export function DeliverySummary({
  details,
  editHref,
  collectedBy = null,
}: BlockProps & { collectedBy?: string | null }) {
  const { t } = useTranslation();
  const pickUp = details.orderType === 'pickUp';
  const address = pickUp ? details.pickUpAddress : details.deliveryAddress;
  const date = details.deliveryDate;
  const fulfilment = pickUp ? 'pickUp' : 'deliver';
  return (
    <SummaryBlock
      title={t(pickUp ? 'orderSteps.summary.pickUpHeading' : 'orderSteps.summary.deliverHeading')}
      editHref={editHref}
      editLabel={t('orderSteps.summary.edit')}
    >
      <dl className="summary-list" data-testid="delivery-summary">
        <dt>{t(pickUp ? 'orderSteps.summary.pickUpAddress' : 'orderSteps.summary.deliveryAddress')}</dt>
        <dd>
          {address?.company ? (
            <AddressLines address={address} />
          ) : (
            <Missing>{t('orderSteps.summary.noAddress')}</Missing>
          )}
          {!pickUp && address?.isConstructionSite && (
            <Badge variant="light" color="gray" c="dark.7" size="sm" mt={4}>
              {t('orderSteps.summary.constructionSite')}
            </Badge>
          )}
        </dd>
        <dt>{t(`orderSteps.summary.date.${fulfilment}`)}</dt>
        <dd>
          {date ? (
            <>
              <span className="tabular">{dayAtTime(dutchDate(date.date), date.time)}</span>
              {date.title === 'spoed' && (
                <Badge color="red.8" size="sm" ml="xs" data-express>
                  {t('orderSteps.summary.express')}
                </Badge>
              )}
            </>
          ) : (
            <Missing>{t('orderSteps.summary.noDate')}</Missing>
          )}
        </dd>
        {pickUp && collectedBy && (
          <>
            <dt>{t('orderSteps.summary.collectedBy')}</dt>
            <dd>{collectedBy}</dd>
          </>
        )}
        {!pickUp && details.letter.trim() !== '' && (
          <>
            <dt>{t('orderSteps.summary.letter')}</dt>
            <dd className="summary-list__text">{details.letter}</dd>
          </>
        )}
      </dl>
    </SummaryBlock>
  );
}

export function InvoiceSummary({
  details,
  editHref,
  customFields,
  title,
}: BlockProps & {
  customFields: ThemeSettings['customFields'];
  /** The block's title when the flow names its invoice step otherwise (a quote's 'Afrekenen'). */
  title?: string;
}) {
  const { t } = useTranslation();
  const invoice = details.invoiceAddress;
  const project = projectRules(customFields.project);
  const reference = referenceRules(customFields.reference);
  const none = t('orderSteps.summary.none');
  return (
    <SummaryBlock
      title={title ?? t('orderSteps.summary.invoiceHeading')}
      editHref={editHref}
      editLabel={t('orderSteps.summary.edit')}
    >
      <dl className="summary-list" data-testid="invoice-summary">
        {invoice?.customerNumber ? (
          <>
            <dt>{t('orderSteps.summary.customerNumber')}</dt>
            <dd>
              <span className="tabular">{invoice.customerNumber}</span>
              {invoice.company && <Text size="sm">{invoice.company}</Text>}
            </dd>
          </>
        ) : (
          <>
            <dt>{t('orderSteps.summary.company')}</dt>
            <dd>
              {invoice?.company ? (
                <>
                  <AddressLines address={invoice} />
                  {invoice.newCustomer && (
                    <Badge variant="light" c="dark.7" size="sm" mt={4}>
                      {t('orderSteps.summary.newCustomer')}
                    </Badge>
                  )}
                </>
              ) : (
                <Missing>{t('orderSteps.summary.noInvoice')}</Missing>
              )}
            </dd>
          </>
        )}
        <dt>{project.label ?? t('orderSteps.summary.project')}</dt>
        <dd>{details.project?.name.trim() || none}</dd>
        {!reference.hidden && (
          <>
            <dt>{reference.label ?? t('orderSteps.summary.reference')}</dt>
            <dd>{details.reference.trim() || none}</dd>
          </>
        )}
        {details.quotationNo !== null && (
          <>
            <dt>{t('orderSteps.summary.quotationNumber')}</dt>
            <dd className="tabular">{details.quotationNo || none}</dd>
          </>
        )}
      </dl>
    </SummaryBlock>
  );
}

/** The printshop's instructions, typed in the first step. */
export function InstructionsSummary({ details, editHref }: BlockProps) {
  const { t } = useTranslation();
  const instruction = details.instruction.trim();
  return (
    <SummaryBlock
      title={t('orderSteps.summary.instructionsHeading')}
      editHref={editHref}
      editLabel={t('orderSteps.summary.edit')}
    >
      {instruction ? (
        <Text size="sm" className="summary-list__text" data-testid="instructions-summary">
          {instruction}
        </Text>
      ) : (
        <Missing>{t('orderSteps.summary.noInstructions')}</Missing>
      )}
    </SummaryBlock>
  );
}

function AddressLines({ address }: { address: OrderAddress }) {
  return (
    <Text size="sm" component="div">
      <div>{address.company}</div>
      {address.department && <div>{address.department}</div>}
      {address.name && <div>{address.name}</div>}
      {streetLine(address) && <div>{streetLine(address)}</div>}
      {cityLine(address) && <div>{cityLine(address)}</div>}
    </Text>
  );
}

function Missing({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="gray.7" component="span">
      {children}
    </Text>
  );
}
