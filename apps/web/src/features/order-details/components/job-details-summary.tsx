import { Badge, Text } from '@mantine/core';
import { collectsOriginals } from '@portal/shared/rules/order-shop';
import type { OrderDetails } from '@portal/shared/schemas/order-details';
import { useTranslation } from 'react-i18next';
import { SummaryBlock } from '../../../components/summary-block';
import { dayAtTime, dutchDate } from '../utils/chosen-date';
import { cityLine, streetLine } from '../utils/order-address';
import '../../../styles/described-orders.css';
import '../job-texts';
import '../texts';

/**
 * A copy or scan order's own blocks of the confirm step (spec 02 section 2.3): where and when the
 * originals are collected or brought, and how the scans are delivered; each with 'Wijzigen' to
 * the step that chose it. What is shown is the copy the order details carry.
 */

type BlockProps = { details: OrderDetails; editHref: string };

export function PickUpSummary({ details, editHref }: BlockProps) {
  const { t } = useTranslation();
  const collect = collectsOriginals(details);
  const address = details.pickUpAddress;
  const date = details.pickUpDate;
  return (
    <SummaryBlock
      title={t('describedOrders.summary.pickUpHeading')}
      editHref={editHref}
      editLabel={t('orderSteps.summary.edit')}
    >
      <dl className="summary-list" data-testid="pick-up-summary">
        <dt>{t(collect ? 'describedOrders.summary.collectAt' : 'describedOrders.summary.bringTo')}</dt>
        <dd>
          {address?.company ? (
            <Text size="sm" component="div">
              <div>{address.company}</div>
              {address.department && <div>{address.department}</div>}
              {address.name && <div>{address.name}</div>}
              {streetLine(address) && <div>{streetLine(address)}</div>}
              {cityLine(address) && <div>{cityLine(address)}</div>}
            </Text>
          ) : (
            <Missing text={t('describedOrders.summary.noAddress')} />
          )}
        </dd>
        <dt>{t(collect ? 'describedOrders.summary.pickUpDate' : 'describedOrders.summary.bringDate')}</dt>
        <dd>
          {date ? (
            <>
              <span className="tabular">{dayAtTime(dutchDate(date.date), date.time)}</span>
              {date.title === 'spoed' && (
                <Badge color="red.8" size="sm" ml="xs">
                  {t('orderSteps.summary.express')}
                </Badge>
              )}
            </>
          ) : (
            <Missing text={t('describedOrders.summary.noDate')} />
          )}
        </dd>
      </dl>
    </SummaryBlock>
  );
}

/** The scan's delivery media in the words of the form (rules/job-choices.ts reads the same). */
export function MediumSummary({ details, editHref }: BlockProps) {
  const { t } = useTranslation();
  const { medium, archive } = details;
  const lines: { key: string; text: string }[] = [];
  if (medium.isArchive) {
    lines.push({ key: 'archive', text: `${t('describedOrders.medium.archive')}: ${archive.name}` });
    if (archive.location)
      lines.push({
        key: 'location',
        text: `${t('describedOrders.medium.archiveLocation')}: ${archive.location}`,
      });
    if (archive.parentFolder)
      lines.push({
        key: 'folder',
        text: `${t('describedOrders.medium.archiveFolder')}: ${archive.parentFolder}`,
      });
  }
  if (medium.isDisk) lines.push({ key: 'disk', text: t('describedOrders.medium.disk') });
  if (medium.isEmail)
    lines.push({ key: 'email', text: `${t('describedOrders.medium.email')}: ${medium.emailAddress}` });
  if (medium.isOther) lines.push({ key: 'other', text: t('describedOrders.medium.other') });
  return (
    <SummaryBlock
      title={t('describedOrders.medium.title')}
      editHref={editHref}
      editLabel={t('orderSteps.summary.edit')}
    >
      {lines.length === 0 ? (
        <Missing text={t('describedOrders.summary.noMedium')} />
      ) : (
        <ul className="summary-plain-list" data-testid="medium-summary">
          {lines.map((line) => (
            <li key={line.key}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {line.text}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </SummaryBlock>
  );
}

function Missing({ text }: { text: string }) {
  return (
    <Text size="sm" c="gray.7" component="span">
      {text}
    </Text>
  );
}
