import { Button, Text } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import { customSizeName } from '@portal/shared/rules/custom-size';
import type { PriceLine } from '@portal/shared/rules/pricing';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quote } from '../utils/drafts';
import '../texts';

type FileQuote = { file: { uuid: string; fileName: string }; quote: Quote | null; hidePrice: boolean };

/**
 * The price of the selected files as the engine computes it on the screen, and on request its
 * breakdown (issue 11): the server computes the same again when the files go into the cart.
 */
export function PricePanel({ quotes }: { quotes: readonly FileQuote[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const breakdownId = useId();
  // A product sold without a price on the screen ('Prijs op aanvraag') shows none, also beside others.
  const onRequest = quotes.filter((entry) => entry.quote !== null && entry.hidePrice);
  const priced = quotes.filter((entry) => entry.quote?.kind === 'priced' && !entry.hidePrice);
  const unpriced = quotes.filter((entry) => entry.quote?.kind === 'noPrice' && !entry.hidePrice);
  if (quotes.length === 0 || quotes.every((entry) => entry.quote === null)) return null;
  const total = priced.reduce(
    (sum, entry) => sum + (entry.quote?.kind === 'priced' ? entry.quote.cents : 0),
    0,
  );
  return (
    <div className="price-panel" data-testid="price-panel">
      {onRequest.length > 0 && (
        <Text fw={600}>
          {quotes.length > 1 ? `${onRequest.map((entry) => entry.file.fileName).join(', ')}: ` : ''}
          {t('productOrder.priceOnRequest')}
        </Text>
      )}
      {unpriced.map(({ file, quote }) =>
        quote?.kind === 'noPrice' ? (
          <div key={file.uuid} className="price-panel__no-price" role="note">
            <Text fw={600}>{t('productOrder.noPrice')}</Text>
            <Text size="sm">
              {quotes.length > 1 ? `${file.fileName}: ` : ''}
              {t(`productOrder.noPriceReason.${quote.reason}`)} {t('productOrder.quoteFollows')}
            </Text>
          </div>
        ) : null,
      )}
      {priced.length > 0 && (
        <>
          <div className="price-panel__total">
            <Text size="sm" c="dimmed">
              {quotes.length > 1
                ? t('productOrder.priceFor', { count: priced.length })
                : t('productOrder.price')}
            </Text>
            <Text className="price price-panel__amount" data-testid="price-total" aria-live="polite">
              {formatPrice(total)}
              <Text span size="xs" c="dimmed" ml={6}>
                {t('productOrder.priceNote')}
              </Text>
            </Text>
          </div>
          {priced.map(({ file, quote }) =>
            quote?.kind === 'priced' && quote.blankPagesAdded > 0 ? (
              <Text key={file.uuid} size="sm" data-testid="price-blank-pages">
                {quotes.length > 1 ? `${file.fileName}: ` : ''}
                {t('preflight.limits.blankPagesAdded', { count: quote.blankPagesAdded })}
              </Text>
            ) : null,
          )}
          {priced.map(({ file, quote }) =>
            quote?.kind === 'priced' && quote.customSize ? (
              <Text key={file.uuid} size="sm" data-testid="price-custom-size">
                {quotes.length > 1 ? `${file.fileName}: ` : ''}
                {customSizeName(quote.customSize, quote.format)}
              </Text>
            ) : null,
          )}
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={breakdownId}
          >
            {open ? t('productOrder.hideBreakdown') : t('productOrder.showBreakdown')}
          </Button>
          <div id={breakdownId} hidden={!open}>
            {priced.map(({ file, quote }) =>
              quote?.kind === 'priced' ? (
                <Breakdown key={file.uuid} name={file.fileName} lines={quote.lines} total={quote.cents} />
              ) : null,
            )}
          </div>
        </>
      )}
    </div>
  );
}

function Breakdown({ name, lines, total }: { name: string; lines: readonly PriceLine[]; total: number }) {
  const { t } = useTranslation();
  return (
    <table className="price-breakdown" data-testid="price-breakdown">
      <caption>{t('productOrder.breakdownOf', { name })}</caption>
      <tbody>
        {lines.map((line) => (
          // One line per kind, options once each: kind and title name a line.
          <tr
            key={line.kind === 'option' ? `option-${line.title}` : line.kind}
            className={line.kind === 'perCopy' || line.kind === 'copies' ? 'price-breakdown__sum' : undefined}
          >
            <th scope="row">{describe(line, t)}</th>
            <td className="price">{formatPrice(line.cents)}</td>
          </tr>
        ))}
        <tr className="price-breakdown__total">
          <th scope="row">{t('productOrder.breakdown.total')}</th>
          <td className="price">{formatPrice(total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** "9 pagina's z/w × € 0,06", "Nieten × € 0,15", "Staffel 250+ −5 %" (issue 11). */
function describe(line: PriceLine, t: Translate): string {
  const key = 'productOrder.breakdown';
  switch (line.kind) {
    case 'pagesBw':
    case 'pagesColour':
      return t(`${key}.${line.kind}`, { count: line.count, unit: formatPrice(line.unitCents) });
    case 'option': {
      const unit = formatPrice(line.unitCents);
      if (line.unit === 'page') return t(`${key}.optionPage`, { title: line.title, count: line.count, unit });
      if (line.unit === 'sheet')
        return t(`${key}.optionSheet`, { title: line.title, count: line.count, unit });
      if (line.unit === 'copy') return t(`${key}.optionCopy`, { title: line.title, unit });
      return t(`${key}.optionLine`, { title: line.title });
    }
    case 'perCopy':
      return t(`${key}.perCopy`);
    case 'copies':
      return t(`${key}.copies`, { count: line.count });
    case 'tier':
      return t(`${key}.tier`, { min: line.minQuantity, percent: line.discountPercent });
    case 'setup':
      return t(`${key}.setup`);
  }
}
