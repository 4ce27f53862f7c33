import { Text, Title, VisuallyHidden } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import { type FormatFromPrice, fromPricesByFormat } from '@portal/shared/rules/configuration';
import type { PaperFormat } from '@portal/shared/schemas/analysis';
import type { CatalogueProduct } from '@portal/shared/schemas/catalogue';
import { useTranslation } from 'react-i18next';
import '../texts';

type Props = {
  /** The catalogue as the server answered it for this viewer (a visitor's: the public products). */
  products: readonly CatalogueProduct[] | undefined;
  failed: boolean;
};

/**
 * What printing costs before anything is uploaded (issue 29 point 7, decision 0109): per product
 * its 'v.a.' price, and per format the least order of one page in black-white and in colour, with
 * its volume discounts, as the price engine computes them from the catalogue the screen prices
 * with. A visitor reads it without an account. Products sold on a quote have no amounts here.
 */
export function PriceList({ products, failed }: Props) {
  const { t } = useTranslation();
  const priced = (products ?? []).filter((product) => !product.hidePrice && product.fromPriceCents !== null);
  const cents = (value: number | null) => (value === null ? null : formatPrice(value));

  return (
    <section
      className="panel-card price-list"
      aria-labelledby="price-list-title"
      aria-busy={products === undefined && !failed}
    >
      <Title order={2} size="h3" id="price-list-title">
        {t('productOrder.priceList.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('productOrder.priceList.intro')}
      </Text>
      {failed ? (
        <Text mt="md">{t('productOrder.priceList.failed')}</Text>
      ) : products === undefined ? (
        <Text mt="md" aria-live="polite">
          {t('productOrder.priceList.loading')}
        </Text>
      ) : (
        <div className="price-list__products">
          {priced.map((product) => (
            <div key={product.id} className="price-list__product">
              <div className="price-list__head">
                <Title order={3} size="h5" id={`price-list-${product.id}`}>
                  {product.title}
                </Title>
                <Text span size="sm" fw={600} className="price">
                  {formatPrice(product.fromPriceCents ?? 0, { from: true })}
                </Text>
              </div>
              {/* A plain table: Mantine's Table brings its scroll area and floating-ui (15 kB gzip)
                  into the visitor's first screen for a few rows (issue 29, Lighthouse). */}
              <table
                className="price-list__table"
                aria-labelledby={`price-list-${product.id}`}
                aria-describedby={`price-list-${product.id}-terms`}
              >
                <thead>
                  <tr>
                    <th scope="col">{t('productOrder.priceList.format')}</th>
                    <th scope="col" className="price">
                      {t('productOrder.priceList.bw')}
                    </th>
                    <th scope="col" className="price">
                      {t('productOrder.priceList.colour')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {bySize(fromPricesByFormat(product)).map((row) => (
                    <tr key={row.format}>
                      <th scope="row">
                        {row.format === 'custom' ? t('productOrder.priceList.custom') : row.format}
                      </th>
                      <PriceCell text={cents(row.bwCents)} />
                      <PriceCell text={cents(row.colourCents)} />
                    </tr>
                  ))}
                </tbody>
              </table>
              <Text size="xs" c="dimmed" id={`price-list-${product.id}-terms`}>
                {[
                  product.minQuantity > 1
                    ? t('productOrder.priceList.minimum', { n: product.minQuantity })
                    : null,
                  ...product.pricing.tiers.map((tier) =>
                    t('productOrder.priceList.tier', { percent: tier.discountPercent, n: tier.minQuantity }),
                  ),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

/** Formats from small to large, as a price list reads; 'op maat' last. */
const SIZE_ORDER: readonly PaperFormat[] = ['A6', 'A5', 'A4', 'A3', 'A2', 'A1', 'A0', 'custom'];
const bySize = (rows: FormatFromPrice[]) =>
  [...rows].sort((a, b) => SIZE_ORDER.indexOf(a.format) - SIZE_ORDER.indexOf(b.format));

/** An amount, or a dash that a screen reader reads as 'niet leverbaar'. */
function PriceCell({ text }: { text: string | null }) {
  const { t } = useTranslation();
  return (
    <td className="price">
      {text ?? (
        <>
          <span aria-hidden="true">–</span>
          <VisuallyHidden>{t('productOrder.priceList.notOffered')}</VisuallyHidden>
        </>
      )}
    </td>
  );
}
