import { formatPrice } from '@portal/shared/format';
import type { ProductCard } from '@portal/shared/schemas/print-store';
import { Link } from 'react-router';
import { StoreImage } from '../../../components/store-image';
import { useRoutePath } from '../../../config/paths';

type Props = {
  product: ProductCard;
  /** The image slot's width in CSS pixels (its `sizes` too: the ads keep one width on every screen). */
  width: number;
  /** Called when the link is followed (the pop-up closes). */
  onOpen?: () => void;
};

/**
 * A product in an ad: image, name and 'v.a.' price, all one link to its product page. The price
 * is left out when the theme hides prices (the server sends none then).
 */
export function AdProductCard({ product, width, onOpen }: Props) {
  const to = useRoutePath();
  const path = to('printStoreProduct', {
    categoryId: product.categoryId,
    collectionId: product.collectionId,
    productId: product.id,
  });
  return (
    <Link to={path} className="ad-card" onClick={onOpen}>
      <span className="ad-card__image" style={{ width }}>
        <StoreImage image={product.image} sizes={`${width}px`} width={width} alt="" />
      </span>
      <span className="ad-card__name">{product.name}</span>
      {product.fromPriceCents !== null && (
        <span className="ad-card__price">{formatPrice(product.fromPriceCents, { from: true })}</span>
      )}
    </Link>
  );
}
