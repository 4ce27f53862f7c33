import { useTranslation } from 'react-i18next';
import { AD_SIZES, useAdProducts } from '../api/ad-products';
import '../print-store-ads.css';
import '../texts';
import { AdProductCard } from './ad-product-card';

/** The image beside each product's name in the 220 px sidebar. */
const CARD_WIDTH = 56;

/**
 * The side ad under the store's categories on a desktop (spec 02 sections 1 and 9; decision
 * 0107): 6 products, each a link to its page. Nothing when the theme hides ads or has none.
 */
export function SideAd() {
  const { t } = useTranslation();
  const { products } = useAdProducts(AD_SIZES.side);
  if (products.length === 0) return null;
  return (
    <aside className="ad-side" aria-labelledby="ad-side-title">
      <h2 id="ad-side-title" className="ad-side__title">
        {t('printStoreAds.title')}
      </h2>
      <p className="ad-side__subtitle">{t('printStoreAds.subtitle')}</p>
      <ul className="ad-side__list" aria-label={t('printStoreAds.sideLabel')}>
        {products.map((product) => (
          <li key={product.id}>
            <AdProductCard product={product} width={CARD_WIDTH} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
