import { Button, Group, Modal, Text } from '@mantine/core';
import { isPurchasingPortal } from '@portal/shared/rules/purchasing-portal';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRoutePath } from '../../../config/paths';
import { useCurrentTheme } from '../../../lib/theme-context';
import { AD_SIZES, useAdProducts } from '../api/ad-products';
import '../print-store-ads.css';
import '../texts';
import { markPromoShown, promoShownThisSession, somethingElseAsks } from '../utils/promo-session';
import { AdProductCard } from './ad-product-card';

type Props = {
  /** The user's preference showPrintStorePopUp (the app reads it: the account's or this browser's). */
  allowed: boolean;
  /** 'Niet meer tonen': the app stores showPrintStorePopUp = false where the user's preferences live. */
  onNeverAgain: () => void;
};

/** Where the pop-up is: deciding (products on their way), open, or done for this page. */
type Stage = 'deciding' | 'open' | 'done';

/** The card images' width in the pop-up: three across, narrower on a phone (the column's width). */
const CARD_WIDTH = 140;

/**
 * The print store's promo pop-up on the home page (spec 01 sections 2 and 9; decision 0107):
 * 'Stickers & borden' with 6 products, at most once per browser session, never against the
 * user's preference, on a purchasing portal, over another dialog or the cookie question, nor
 * when the theme's ads are off or it has no products to show.
 */
export function PromoPopUp({ allowed, onNeverAgain }: Props) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const theme = useCurrentTheme();
  const [params] = useSearchParams();
  // Judged once, when the page is drawn: a pop-up closed in this session stays closed.
  const [fresh] = useState(() => !promoShownThisSession());
  const portal = theme === null || isPurchasingPortal(theme.settings.customFields);
  const wanted = allowed && fresh && !portal && !params.has('dlg');
  const { products } = useAdProducts(AD_SIZES.promo, wanted);
  const [stage, setStage] = useState<Stage>('deciding');

  useEffect(() => {
    if (stage !== 'deciding' || !wanted || products.length === 0) return;
    // Another dialog came first: this page view goes without the promo.
    if (somethingElseAsks()) {
      setStage('done');
      return;
    }
    markPromoShown();
    setStage('open');
  }, [stage, wanted, products.length]);

  const close = () => setStage('done');
  const neverAgain = () => {
    onNeverAgain();
    close();
  };

  return (
    <Modal
      opened={stage === 'open' && allowed}
      onClose={close}
      title={t('printStoreAds.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('printStoreAds.close') }}
      classNames={{ title: 'ad-promo__title' }}
    >
      <Text size="sm" c="dimmed" mb="md" className="ad-promo__subtitle">
        {t('printStoreAds.subtitle')}
      </Text>
      <ul className="ad-promo__grid" aria-label={t('printStoreAds.products')}>
        {products.map((product) => (
          <li key={product.id}>
            <AdProductCard product={product} width={CARD_WIDTH} onOpen={close} />
          </li>
        ))}
      </ul>
      <Group justify="space-between" mt="lg" gap="sm">
        <Button variant="default" onClick={neverAgain}>
          {t('printStoreAds.dontShowAgain')}
        </Button>
        <Button component={Link} to={to('printStore')} onClick={close}>
          {t('printStoreAds.toStore')}
        </Button>
      </Group>
    </Modal>
  );
}
