import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import type { ReorderResult } from '@portal/shared/schemas/order-views';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts';

/** What a reorder needs from the app: the browser's upload session, and what to do after. */
export type ReorderActions = {
  /** The current upload session (the cart the lines go into); null while it is not known. */
  sessionId: string | null;
  /** The server's answer: the app shows the new cart everywhere (the cart button's count). */
  onReordered: (result: ReorderResult) => void;
  /** 'Naar de winkelwagen': the print order's first step, the dialog closed. */
  onToCart: () => void;
};

/** '+ € 1,00', '− € 1,00' or '€ 0,00'. */
function formatDifference(cents: number): string {
  if (cents > 0) return `+ ${formatPrice(cents)}`;
  if (cents < 0) return `− ${formatPrice(-cents)}`;
  return formatPrice(0);
}

/**
 * The answer to 'Opnieuw bestellen' (issue 13 point 7): each file now in the cart with its price
 * as ordered, today's and the difference, the totals then and now, the files left out with the
 * reason, and the way to the cart. The heading takes the focus, so a screen reader hears it.
 */
export function ReorderResultView({
  orderNumber,
  result,
  showPrices,
  onToCart,
}: {
  orderNumber: string;
  result: ReorderResult;
  showPrices: boolean;
  onToCart: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The placed order's missing price was to follow; a missing price in the cart today is one the
  // portal could not compute (decision 0068).
  const previousPrice = (cents: number | null) =>
    cents === null ? t('myOrders.reorder.previousNoPrice') : formatPrice(cents);
  const nowPrice = (cents: number | null) =>
    cents === null ? t('myOrders.reorder.nowNoPrice') : formatPrice(cents);
  const difference = (then: number | null, now: number | null) =>
    then === null || now === null ? '' : formatDifference(now - then);

  return (
    <Stack gap="md" data-testid="reorder-result">
      <Title order={3} ref={heading} tabIndex={-1} className="placed-order__heading">
        {t('myOrders.reorder.title')}
      </Title>
      {result.lines.length > 0 && (
        <>
          <Text>{t('myOrders.reorder.intro', { number: orderNumber })}</Text>
          <table className="reorder-result__table" aria-label={t('myOrders.reorder.caption')}>
            <thead>
              <tr>
                <th scope="col">{t('myOrders.reorder.file')}</th>
                {showPrices && (
                  <>
                    <th scope="col">{t('myOrders.reorder.previous')}</th>
                    <th scope="col">{t('myOrders.reorder.now')}</th>
                    <th scope="col">{t('myOrders.reorder.difference')}</th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {result.lines.map((line) => (
                <tr key={line.fileId} data-testid="reorder-line">
                  <th scope="row">{line.fileName}</th>
                  {showPrices && (
                    <>
                      <td>{previousPrice(line.previousPriceCents)}</td>
                      <td>{nowPrice(line.priceCents)}</td>
                      <td>{difference(line.previousPriceCents, line.priceCents)}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
            {showPrices && (
              <tfoot>
                <tr data-testid="reorder-total">
                  <th scope="row">{t('myOrders.reorder.total')}</th>
                  <td>{formatPrice(result.previousTotalCents)}</td>
                  <td>{formatPrice(result.totalCents)}</td>
                  <td>{formatDifference(result.totalCents - result.previousTotalCents)}</td>
                </tr>
              </tfoot>
            )}
          </table>
        </>
      )}
      {result.leftOut.length > 0 && (
        <section aria-label={t('myOrders.reorder.leftOutCaption')}>
          <Title order={4} className="placed-order__section-title">
            {t('myOrders.reorder.leftOutTitle')}
          </Title>
          <ul className="reorder-result__left-out">
            {result.leftOut.map((line) => (
              <li key={line.position} data-testid="reorder-left-out">
                <Text fw={600} span>
                  {line.fileName}
                </Text>
                : {line.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Group justify="flex-end">
        <Button onClick={onToCart}>{t('myOrders.reorder.toCart')}</Button>
      </Group>
    </Stack>
  );
}
