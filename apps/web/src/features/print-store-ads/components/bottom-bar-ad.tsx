import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '../../../config/paths';
import { useCurrentTheme } from '../../../lib/theme-context';
import { AD_SIZES, useAdProducts } from '../api/ad-products';
import '../print-store-ads.css';
import '../texts';
import { showsBottomBar } from '../utils/ad-filter';
import { AdProductCard } from './ad-product-card';

const CARD_WIDTH = 120;

/**
 * The print store's bottom bar on the home page (spec 01 sections 2 and 9; decision 0107): up to
 * 20 products in one row that scrolls sideways. Every card is a link, so Tab walks the row and
 * the browser scrolls each into view; the row itself can take the focus to scroll by arrow keys.
 * Its height (BOTTOM_BAR_HEIGHT) is kept from the first paint: no layout shift.
 */
export function BottomBarAd() {
  const { t } = useTranslation();
  const to = useRoutePath();
  const theme = useCurrentTheme();
  const off = !showsBottomBar(theme?.settings.customFields);
  const { products, loaded } = useAdProducts(AD_SIZES.bottomBar, !off);
  if (off || (loaded && products.length === 0)) return null;
  if (!loaded) return <div className="ad-bar ad-bar--loading" aria-hidden="true" />;
  return (
    <section className="ad-bar" aria-labelledby="ad-bar-title">
      <div className="ad-bar__head">
        <h2 id="ad-bar-title" className="ad-bar__title">
          {t('printStoreAds.title')}
          <span className="ad-bar__subtitle">{t('printStoreAds.subtitle')}</span>
        </h2>
        <Anchor component={Link} to={to('printStore')} size="sm" underline="always">
          {t('printStoreAds.toStore')}
        </Anchor>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls sideways must be reachable to scroll by keyboard (axe: scrollable-region-focusable). */}
      <ul className="ad-bar__row" aria-label={t('printStoreAds.barLabel')} tabIndex={0}>
        {products.map((product) => (
          <li key={product.id}>
            <AdProductCard product={product} width={CARD_WIDTH} />
          </li>
        ))}
      </ul>
    </section>
  );
}
