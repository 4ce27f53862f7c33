import { MENU_MOVE_OUT_MS } from '@portal/shared/constants';
import { type IntroPreferences, shouldShowIntro, startingItem } from '@portal/shared/rules/propositions';
import type { Proposition } from '@portal/shared/schemas/proposition';
import { useCallback, useEffect, useState } from 'react';

/**
 * Where the home menu is: showing a ring of items, moving the ring out before an intro
 * screen (spec 01 section 2; the move-out lasts as long as its animation, decision 0030), or
 * showing the intro.
 */
export type MenuPhase =
  | { kind: 'menu' }
  | { kind: 'movingOut'; item: Proposition }
  | { kind: 'intro'; item: Proposition };

type Options = {
  items: Proposition[];
  intros: IntroPreferences;
  /** Starts a page, url or interaction item; sub-menus are handled here. */
  start: (item: Proposition) => void;
  /** The move-out time before an intro; tests pass a shorter one. */
  introDelayMs?: number;
};

/** The home menu's behaviour, apart from rendering: sub-menus, single-item sub-menus and intros. */
export function useMenuFlow({ items, intros, start, introDelayMs = MENU_MOVE_OUT_MS }: Options) {
  const [menuOf, setMenuOf] = useState(items);
  const [path, setPath] = useState<Proposition[]>([]);
  const [phase, setPhase] = useState<MenuPhase>({ kind: 'menu' });

  // A new theme brings a new menu: start again at its top.
  if (menuOf !== items) {
    setMenuOf(items);
    setPath([]);
    setPhase({ kind: 'menu' });
  }

  useEffect(() => {
    if (phase.kind !== 'movingOut') return;
    const timer = setTimeout(() => setPhase({ kind: 'intro', item: phase.item }), introDelayMs);
    return () => clearTimeout(timer);
  }, [phase, introDelayMs]);

  const back = useCallback(() => setPath((current) => current.slice(0, -1)), []);
  /** Leaves the intro, or the move-out before it, without starting the item. */
  const cancelIntro = useCallback(() => setPhase({ kind: 'menu' }), []);

  function proceed(item: Proposition): void {
    if (item.destinationType !== 'menu') {
      start(item);
    } else if (item.menuItems.length === 1) {
      // Only reached after the sub-menu's own intro: its single item starts directly.
      choose(item.menuItems[0]!);
    } else {
      setPath((current) => [...current, item]);
    }
  }

  function choose(item: Proposition): void {
    const target = startingItem(item, intros);
    if (!shouldShowIntro(target, intros)) proceed(target);
    // Without a move-out to watch (reduced motion) the intro comes at once, not a tick later.
    else setPhase(introDelayMs > 0 ? { kind: 'movingOut', item: target } : { kind: 'intro', item: target });
  }

  return {
    /** The open sub-menu, or undefined at the top. */
    subMenu: path.at(-1),
    /** How many sub-menus deep the ring is. */
    depth: path.length,
    /** The items of the ring now. */
    items: path.at(-1)?.menuItems ?? items,
    phase,
    /** The item that choosing this one starts: itself or the only item of its sub-menu. */
    targetOf: (item: Proposition) => startingItem(item, intros),
    /** Whether choosing this item shows an intro first (a link must not be followed then). */
    needsIntro: (item: Proposition) => shouldShowIntro(startingItem(item, intros), intros),
    choose,
    back,
    cancelIntro,
    continueIntro: () => {
      if (phase.kind !== 'intro') return;
      setPhase({ kind: 'menu' });
      proceed(phase.item);
    },
  };
}
export type MenuFlow = ReturnType<typeof useMenuFlow>;
