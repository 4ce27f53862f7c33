import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '../../../config/paths';
import { useStoreCart } from '../hooks/use-store-cart';
import { storeCartEvents } from '../store-cart-events';
import '../texts';
import './store-cart-lines.css';

/** How long the button lights up after something was added (spec 02 section 9: 1 s). */
export const ADDED_HIGHLIGHT_MS = 1000;

/**
 * The print store's cart button (spec 02 section 2.2, header): the number of pieces in the store
 * cart, leading to the check-out's first step; it lights up for a second when something is added.
 */
export function StoreCartButton() {
  const { t } = useTranslation();
  const to = useRoutePath();
  const { cart } = useStoreCart();
  const [lit, setLit] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = storeCartEvents.on('added', () => {
      setLit(true);
      clearTimeout(timer);
      timer = setTimeout(() => setLit(false), ADDED_HIGHLIGHT_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, []);
  const count = cart?.itemCount ?? 0;
  return (
    <Button
      component={Link}
      to={to('checkOutCart')}
      variant={lit ? 'filled' : 'light'}
      className="store-cart-button"
      data-lit={lit || undefined}
      aria-label={t('storeCart.button', { count })}
    >
      {t('storeCart.buttonText')} ({count})
    </Button>
  );
}
