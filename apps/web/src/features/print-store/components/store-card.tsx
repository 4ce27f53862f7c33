import { Button, Text, UnstyledButton } from '@mantine/core';
import { formatPrice } from '@portal/shared/format';
import type { StoreCard as Card } from '@portal/shared/schemas/print-store';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoutePath } from '../../../config/paths';
import '../texts';
import { StoreImage } from '../../../components/store-image';
import { HiddenMark } from './hidden-mark';
import { InfoIcon } from './store-icons';

/**
 * A card's image slot: on a phone half the page less the page's, the grid's and the card's
 * padding (print-store.css: 16 + 20 px a side, a 16 px gap, 12 px and a border inside the card);
 * on a desktop a column of the grid, 190 to 270 px.
 */
export const CARD_IMAGE_SIZES = '(max-width: 48em) calc(50vw - 70px), 220px';
/** A package card's previews: two to a row in the card's slot, 4 px apart. */
const PACKAGE_IMAGE_SIZES = '(max-width: 48em) calc(25vw - 37px), 110px';
const CARD_WIDTH = 220;

/** Where a card leads: its collection, package or product page. */
export function useCardPath() {
  const to = useRoutePath();
  return (card: Card) => {
    if (card.type === 'COLLECTION')
      return to('printStoreCollection', { categoryId: card.categoryId, collectionId: card.id });
    if (card.type === 'PACKAGE')
      return to('printStorePackage', { categoryId: card.categoryId, packageId: card.id });
    return to('printStoreProduct', {
      categoryId: card.categoryId,
      collectionId: card.collectionId,
      productId: card.id,
    });
  };
}

function priceOf(card: Card): string | null {
  if (card.type === 'PACKAGE') return card.priceCents === null ? null : formatPrice(card.priceCents);
  return card.fromPriceCents === null ? null : formatPrice(card.fromPriceCents, { from: true });
}

/**
 * A collection, package or product as a card (spec 02 section 2.2): image, name and price lead to
 * its page; a button turns the card over to its description and back, so the description is
 * reachable by keyboard and touch alike, not by hover only.
 */
export function StoreCard({ card, eager = false }: { card: Card; eager?: boolean }) {
  const { t } = useTranslation();
  const pathOf = useCardPath();
  const [flipped, setFlipped] = useState(false);
  const frontButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const price = priceOf(card);
  const hidden = card.type !== 'PRODUCT' && !card.active;
  const flip = (toBack: boolean) => {
    setFlipped(toBack);
    // The button of the other side takes the focus, so the keyboard stays on the card.
    requestAnimationFrame(() => (toBack ? backButton : frontButton).current?.focus());
  };

  return (
    <article className="store-card" data-flipped={flipped || undefined} data-type={card.type}>
      {flipped ? (
        <div className="store-card__back">
          <Text fw={600} size="sm">
            {card.name}
          </Text>
          <Text size="sm" className="store-card__description">
            {card.description || t('printStore.card.noDescription')}
          </Text>
          <Button
            ref={backButton}
            variant="subtle"
            size="compact-sm"
            onClick={() => flip(false)}
            aria-label={t('printStore.card.showFront', { name: card.name })}
          >
            {t('printStore.card.showFront', { name: card.name })}
          </Button>
        </div>
      ) : (
        <div className="store-card__front">
          <Link to={pathOf(card)} className="store-card__link">
            <CardImages card={card} eager={eager} />
            <span className="store-card__name">{card.name}</span>
            {card.type === 'COLLECTION' && card.subtitle && (
              <span className="store-card__subtitle">{card.subtitle}</span>
            )}
            {price && <span className="store-card__price">{price}</span>}
          </Link>
          <div className="store-card__marks">
            {hidden && <HiddenMark />}
            <UnstyledButton
              ref={frontButton}
              className="store-card__flip"
              onClick={() => flip(true)}
              aria-label={t('printStore.card.showDescription', { name: card.name })}
            >
              <InfoIcon />
            </UnstyledButton>
          </div>
        </div>
      )}
    </article>
  );
}

/** A package shows up to 4 previews of its contents; the others their own image. */
function CardImages({ card, eager }: { card: Card; eager: boolean }) {
  if (card.type !== 'PACKAGE') {
    return (
      <span
        className="store-card__image"
        data-border={(card.type === 'PRODUCT' && card.displaySpecification.border) || undefined}
      >
        <StoreImage
          image={card.image}
          sizes={CARD_IMAGE_SIZES}
          width={CARD_WIDTH}
          eager={eager}
          priority={eager}
          alt=""
        />
      </span>
    );
  }
  return (
    <span className="store-card__image store-card__image--grid" data-count={card.images.length}>
      {card.images.length === 0 ? (
        <StoreImage image={null} sizes={CARD_IMAGE_SIZES} width={CARD_WIDTH} />
      ) : (
        card.images.map((image) => (
          <StoreImage
            key={image.id}
            image={image}
            sizes={PACKAGE_IMAGE_SIZES}
            width={CARD_WIDTH / 2}
            eager={eager}
            alt=""
          />
        ))
      )}
    </span>
  );
}

/**
 * Cards in a responsive grid, the first row loaded at once and first (above the fold, the
 * page's largest paint among them). `controls` puts a store admin's controls under a card
 * (decision 0115), outside its link.
 */
export function CardGrid({
  cards,
  label,
  eagerCount = 4,
  controls,
}: {
  cards: Card[];
  label?: string;
  eagerCount?: number;
  controls?: (card: Card) => ReactNode;
}) {
  return (
    <ul className="store-card-grid" aria-label={label}>
      {cards.map((card, index) => (
        <li key={`${card.type}-${card.id}`} className={controls ? 'store-card-slot' : undefined}>
          <StoreCard card={card} eager={index < eagerCount} />
          {controls?.(card)}
        </li>
      ))}
    </ul>
  );
}
