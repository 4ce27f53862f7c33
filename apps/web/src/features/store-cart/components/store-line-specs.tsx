import { Text } from '@mantine/core';
import type { StoreCartLine } from '@portal/shared/schemas/store-cart';
import { useTranslation } from 'react-i18next';
import '../texts';

/**
 * What a store line is made of, as the cart and the confirm step show it: a design's specs on one
 * line ('Formaat: 20 × 20 cm · Materiaal: Forex'), a package's contents one design per line.
 */
export function StoreLineSpecs({ line, size }: { line: StoreCartLine; size: 'sm' | 'xs' }) {
  const { t } = useTranslation();
  if (line.specTitles.length === 0) return null;
  if (line.kind === 'package')
    return (
      <ul className="store-cart-lines__contents" aria-label={t('storeCart.contents', { name: line.name })}>
        {line.specTitles.map((content) => (
          <li key={content.value}>
            <Text size={size} c="gray.7">
              {content.value}
            </Text>
          </li>
        ))}
      </ul>
    );
  return (
    <Text size={size} c="gray.7">
      {line.specTitles.map((spec) => `${spec.title}: ${spec.value}`).join(' · ')}
    </Text>
  );
}
