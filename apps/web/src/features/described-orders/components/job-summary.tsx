import { Text } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import type { OrderedChoice } from '@portal/shared/schemas/orders';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { SummaryBlock } from '../../../components/summary-block';
import '../texts';

/**
 * The copy or scan job as the confirm step shows it (spec 02 section 2.3): its choices in the
 * words of the form and of the order that is kept (rules/job-choices.ts), and its price or
 * 'Prijs volgt'; 'Wijzigen' leads to the form.
 */
export function JobSummary({
  title,
  choices,
  price,
  editHref,
}: {
  title: string;
  /** Null while the form is not filled in. */
  choices: readonly OrderedChoice[] | null;
  /** The price excl. BTW, null when it follows; undefined when prices are hidden. */
  price: number | null | undefined;
  editHref: string;
}) {
  const { t } = useTranslation();
  return (
    <SummaryBlock title={title} editHref={editHref} editLabel={t('orderSteps.summary.edit')}>
      {choices ? (
        <dl className="summary-list" data-testid="job-summary">
          {choices.map((choice) => (
            <Fragment key={choice.optionGroupName}>
              <dt>{choice.groupTitle}</dt>
              <dd>{choice.optionTitle}</dd>
            </Fragment>
          ))}
          {price !== undefined && (
            <>
              <dt>{t('describedOrders.summary.price')}</dt>
              <dd data-testid="job-summary-price">
                {price === null ? (
                  t('describedOrders.priceFollows')
                ) : (
                  <span className="tabular">{formatPrice(price)}</span>
                )}
              </dd>
            </>
          )}
        </dl>
      ) : (
        <Text size="sm" c="gray.7">
          {t('describedOrders.summary.noJob')}
        </Text>
      )}
    </SummaryBlock>
  );
}
