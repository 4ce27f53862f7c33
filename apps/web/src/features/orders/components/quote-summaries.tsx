import { List, Text } from '@mantine/core';
import type { QuoteView } from '@portal/shared/schemas/order-views';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SummaryBlock } from '../../../components/summary-block';
import { formatDay } from '../../../lib/placed-orders';
import '../texts';

/** A file as a quote's summary names it: its name, and what is known of it ('3 pagina’s'). */
export type QuoteFile = { key: string; name: string; detail: string };

/**
 * What a quote request asks (spec 02 sections 2.3 and 4: the quote's own, price-less confirm): the
 * description, and the files that go along or 'Zonder bestanden'; 'Wijzigen' back to Opdracht.
 * `notice` is a message about the files (still uploading), a link to where it is fixed.
 */
export function QuoteRequestSummary({
  description,
  files,
  editHref,
  notice,
}: {
  description: string;
  /** null: the request goes without files. */
  files: readonly QuoteFile[] | null;
  editHref: string;
  notice?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SummaryBlock
      title={t('quoteFlows.summary.heading')}
      editHref={editHref}
      editLabel={t('orderConfirm.edit')}
    >
      <dl className="summary-list" data-testid="quote-request-summary">
        <dt>{t('quoteFlows.summary.description')}</dt>
        <dd className="summary-list__text" data-testid="quote-description">
          {description.trim() || (
            <Text size="sm" c="gray.7" component="span">
              {t('quoteFlows.summary.noDescription')}
            </Text>
          )}
        </dd>
        <dt>{t('quoteFlows.summary.files')}</dt>
        <dd data-testid="quote-files">
          <FileNames files={files} without={t('quoteFlows.summary.withoutFiles')} />
          {notice}
        </dd>
      </dl>
    </SummaryBlock>
  );
}

/**
 * The answered quote being ordered: its number, the request it answers, the work as described
 * and the files that came with it, the staff's note and until when it stands. Its price is in
 * the totals below it. Nothing here is changed in this flow: no 'Wijzigen'.
 */
export function QuotedWorkSummary({
  quote,
  description,
  files,
}: {
  quote: QuoteView;
  description: string;
  files: readonly QuoteFile[];
}) {
  const { t } = useTranslation();
  return (
    <SummaryBlock
      title={t('quoteFlows.quoted.heading', { number: quote.quotationNo ?? '' })}
      editHref={null}
      editLabel={t('orderConfirm.edit')}
    >
      <dl className="summary-list" data-testid="quoted-work-summary">
        <dt>{t('quoteFlows.quoted.request')}</dt>
        <dd className="tabular">{quote.requestNumber}</dd>
        <dt>{t('quoteFlows.quoted.description')}</dt>
        <dd className="summary-list__text" data-testid="quote-description">
          {description}
        </dd>
        <dt>{t('quoteFlows.quoted.files')}</dt>
        <dd data-testid="quote-files">
          <FileNames files={files.length > 0 ? files : null} without={t('quoteFlows.quoted.withoutFiles')} />
        </dd>
        {quote.note.trim() !== '' && (
          <>
            <dt>{t('quoteFlows.quoted.note')}</dt>
            <dd className="summary-list__text">{quote.note}</dd>
          </>
        )}
        {quote.validUntil && (
          <>
            <dt>{t('quoteFlows.quoted.validUntil')}</dt>
            <dd className="tabular">{formatDay(quote.validUntil)}</dd>
          </>
        )}
      </dl>
    </SummaryBlock>
  );
}

function FileNames({ files, without }: { files: readonly QuoteFile[] | null; without: string }) {
  if (!files || files.length === 0)
    return (
      <Text size="sm" component="span">
        {without}
      </Text>
    );
  return (
    <List size="sm" spacing={2} listStyleType="none" className="quote-files">
      {files.map((file) => (
        <List.Item key={file.key}>
          <span className="quote-files__name">{file.name}</span>
          {file.detail && (
            <Text span size="xs" c="gray.7">
              {' '}
              ({file.detail})
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
