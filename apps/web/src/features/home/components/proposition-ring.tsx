import { VisuallyHidden } from '@mantine/core';
import { pageRouteOf } from '@portal/shared/rules/propositions';
import type { Proposition } from '@portal/shared/schemas/proposition';
import { type CSSProperties, type MouseEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '../../../components/line-icon';
import { useRoutePath } from '../../../config/paths';
import { readableTextColour } from '../utils/contrast';

type ItemProps = {
  item: Proposition;
  /** The item this one starts (itself, or the only item of its sub-menu). */
  target: Proposition;
  /** Choosing shows an intro first, so a link must not be followed yet. */
  needsIntro: boolean;
  onChoose: (item: Proposition) => void;
};

/** Long titles get smaller type, so that a word is never broken inside the round item. */
export function titleSize(title: string): 'md' | 'sm' | 'xs' {
  const longestWord = Math.max(...title.split(/\s+/).map((word) => word.length));
  if (longestWord >= 12) return 'xs';
  if (longestWord >= 10 || title.length > 16) return 'sm';
  return 'md';
}

function colourStyle(item: Proposition): CSSProperties {
  const { background, text } = item.colours;
  return { '--prop-bg': background, '--prop-text': readableTextColour(background, text) } as CSSProperties;
}

/**
 * One round menu item: a link for a page or url destination (so it can be opened in a new
 * tab like any link), else a button.
 */
function PropositionItem({ item, target, needsIntro, onChoose }: ItemProps) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const descriptionId = useId();
  const common = {
    className: `home-prop home-prop--${titleSize(item.propTitle)}${item.pulse ? ' home-prop--pulse' : ''}`,
    style: colourStyle(item),
    'data-pid': item.pid,
    'aria-describedby': item.propText ? descriptionId : undefined,
  };
  const label = <span className="home-prop__title">{item.propTitle}</span>;
  const onLinkClick = (event: MouseEvent) => {
    if (!needsIntro) return;
    event.preventDefault();
    onChoose(item);
  };

  let element: ReactNode;
  const route = pageRouteOf(target);
  if (target.destinationType === 'page' && route) {
    element = (
      <Link {...common} to={to(route)} onClick={onLinkClick}>
        {label}
      </Link>
    );
  } else if (target.destinationType === 'url') {
    element = (
      <a
        {...common}
        href={target.destination}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onLinkClick}
      >
        {label}
        <VisuallyHidden>{t('home.opensInNewTab')}</VisuallyHidden>
      </a>
    );
  } else {
    element = (
      <button {...common} type="button" onClick={() => onChoose(item)}>
        {label}
      </button>
    );
  }

  return (
    <>
      {element}
      {item.propText && (
        <>
          {/* The hint sighted users see on hover and focus; screen readers get the description. */}
          <span className="home-prop-hint" aria-hidden="true">
            {item.propText}
          </span>
          <VisuallyHidden id={descriptionId}>{item.propText}</VisuallyHidden>
        </>
      )}
    </>
  );
}

function BackIcon() {
  return (
    <LineIcon className="home-prop__icon" strokeWidth={2.2}>
      <path d="M19 12H5m6-6-6 6 6 6" />
    </LineIcon>
  );
}

type RingProps = {
  items: Proposition[];
  /** The open sub-menu; its ring starts with the way back. */
  subMenu: Proposition | undefined;
  /** On the orbit around the globe, or as a grid under it (mobile). */
  layout: 'orbit' | 'grid';
  /** The ring moves out before an intro: items fly outwards and can no longer be used. */
  leaving: boolean;
  targetOf: (item: Proposition) => Proposition;
  needsIntro: (item: Proposition) => boolean;
  onChoose: (item: Proposition) => void;
  onBack: () => void;
};

/** Where slot `index` of `count` sits on the orbit: clockwise from the top. */
function slotStyle(index: number, count: number): CSSProperties {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count;
  return { '--cos': Math.cos(angle).toFixed(4), '--sin': Math.sin(angle).toFixed(4) } as CSSProperties;
}

/** The round menu items around the globe (or under it on small screens). */
export function PropositionRing({
  items,
  subMenu,
  layout,
  leaving,
  targetOf,
  needsIntro,
  onChoose,
  onBack,
}: RingProps) {
  const { t } = useTranslation();
  const slots: { key: string; node: ReactNode }[] = items.map((item) => ({
    key: item.pid,
    node: (
      <PropositionItem
        item={item}
        target={targetOf(item)}
        needsIntro={needsIntro(item)}
        onChoose={onChoose}
      />
    ),
  }));
  if (subMenu) {
    slots.unshift({
      key: 'back',
      node: (
        <button type="button" className="home-prop home-prop--back" onClick={onBack} data-focus="back">
          <BackIcon />
          <span className="home-prop__title">{t('home.backToMenu')}</span>
        </button>
      ),
    });
  }

  return (
    <nav
      className={`home-ring home-ring--${layout}`}
      data-leaving={leaving || undefined}
      aria-label={subMenu ? t('home.subMenuLabel', { title: subMenu.propTitle }) : t('home.menuLabel')}
      inert={leaving}
    >
      <ul className="home-ring__list">
        {slots.map((slot, index) => (
          <li key={slot.key} className="home-ring__slot" style={slotStyle(index, slots.length)}>
            {slot.node}
          </li>
        ))}
      </ul>
    </nav>
  );
}
