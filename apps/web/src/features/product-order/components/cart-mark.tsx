import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cartQueryOptions } from '../api/cart';
import '../texts';

/** In a file's row, once the file is in the cart: 'In winkelwagen' with its quantity and product. */
export function CartMark({ sessionId, fileId }: { sessionId: string | null; fileId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(cartQueryOptions(sessionId));
  const line = data?.lines.find((candidate) => candidate.fileId === fileId);
  if (!line?.inCart) return null;
  return (
    <span className="cart-mark" data-testid="cart-mark">
      {t('productOrder.fileInCart')} · {line.quantity} × {line.productTitle}
    </span>
  );
}
