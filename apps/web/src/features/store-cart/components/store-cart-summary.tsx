import { Alert, Text } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import type { StoreCart } from '@portal/shared/schemas/store-cart';
import { useTranslation } from 'react-i18next';
import { SummaryBlock } from '../../../components/summary-block';
import '../texts';
import { StoreLineSpecs } from './store-line-specs';
import './store-cart-lines.css';

/**
 * The print store's lines in a confirm step's summary (spec 02 section 2.3): each design or
 * package with its specs, quantity and price as the server computed them, the delivery promise,
 * and a way back to the cart where a line is mended.
 */
export function StoreCartSummary({ cart, editHref }: { cart: StoreCart; editHref: string }) {
  const { t } = useTranslation();
  return (
    <SummaryBlock title={t('storeCart.heading')} editHref={editHref} editLabel={t('storeCart.edit')}>
      <ul className="store-cart-summary" aria-label={t('storeCart.heading')} data-testid="store-cart-summary">
        {cart.lines.map((line) => (
          <li key={line.id} className="store-cart-summary__line">
            <div>
              <Text size="sm" fw={600}>
                {line.quantity} × {line.name}
              </Text>
              <StoreLineSpecs line={line} size="xs" />
              {line.problem && (
                <Alert color="red" variant="light" p={4} mt={4}>
                  <Text size="xs">{t(`storeCart.problems.${line.problem}`)}</Text>
                </Alert>
              )}
            </div>
            <Text size="sm" className="store-cart-summary__price">
              {line.lineCents !== null
                ? formatPrice(line.lineCents)
                : line.problem
                  ? ''
                  : t('storeCart.priceHidden')}
            </Text>
          </li>
        ))}
      </ul>
      <Text size="xs" c="gray.7" mt="xs">
        {t('storeCart.deliveryPromise')}
      </Text>
    </SummaryBlock>
  );
}
