import { Text, UnstyledButton } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import type { ThemeFlags } from '@portal/shared/schemas/theme';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/line-icon';
import { type DialogName, useDialogs } from '../../../lib/dialogs';
import { sideMenuItems } from '../utils/side-menu-items';

const ACCOUNT_ITEMS = ['profile', 'orders', 'logOut'];

type AccountMenuProps = {
  /** The logged-in user's name. */
  name: string;
  flags: Pick<ThemeFlags, 'hideOrders' | 'hideProfile' | 'hideLogOut'>;
  onLogOut: () => void;
};

/**
 * Top right, who is logged in: the user's name, which opens the account's actions (profile,
 * orders, log out, as the theme allows). A disclosure (WAI-ARIA's pattern for site navigation):
 * a button with aria-expanded and a list below it, closed by Escape, a choice or a click
 * elsewhere. Not Mantine's Menu: its positioning library would put 10 kB gzip on every first
 * screen (decision 0032).
 */
export function AccountMenu({ name, flags, onLogOut }: AccountMenuProps) {
  const { t } = useTranslation();
  const { open } = useDialogs();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useClickOutside<HTMLDivElement>(() => setExpanded(false));
  const choose = (action: () => void) => () => {
    setExpanded(false);
    action();
  };
  // Escape closes the open list and hands focus back to its button.
  useEffect(() => {
    if (!expanded) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setExpanded(false);
      button.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [expanded]);
  // The side menu's account items, by the same rules (theme flags included), in this order.
  const shown = sideMenuItems({ loggedIn: true, isStaff: false, orderDesk: false, hasFiles: false, flags });
  const items = ACCOUNT_ITEMS.flatMap((id) => shown.filter((item) => item.id === id)).map((item) => {
    const { action } = item;
    const dialog: DialogName | null = action.kind === 'dialog' ? action.dialog : null;
    return { key: item.id, label: t(item.label), run: dialog ? () => open(dialog) : onLogOut };
  });

  return (
    <div ref={root} className="account-menu">
      <UnstyledButton
        ref={button}
        className="account-menu__target"
        aria-label={t('menu.accountOf', { name })}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((now) => !now)}
        data-testid="header-account"
      >
        <UserIcon />
        <Text component="span" size="sm" fw={600} truncate visibleFrom="sm" maw={180}>
          {name}
        </Text>
      </UnstyledButton>
      <div id={listId} className="account-menu__panel" hidden={!expanded}>
        <Text size="xs" c="dimmed" px="sm" pt={6} pb={4}>
          {t('menu.loggedInAs', { name })}
        </Text>
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              <UnstyledButton className="account-menu__item" onClick={choose(item.run)}>
                {item.label}
              </UnstyledButton>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function UserIcon() {
  return (
    <LineIcon size={22}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </LineIcon>
  );
}
