import { Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useOpenedAfterMount } from '../../../components/on-demand';
import { useRoutePath } from '../../../config/paths';
import { useDialogs } from '../../../lib/dialogs';
import { useCurrentTheme } from '../../../lib/theme-context';
import {
  type SideMenuGroup,
  type SideMenuInput,
  type SideMenuItem,
  sideMenuItems,
} from '../utils/side-menu-items';

const NO_FLAGS = { hideOrders: false, hideProfile: false, hideLogOut: false };
const GROUPS: SideMenuGroup[] = ['main', 'company', 'session'];
const linkStyles = { label: { fontSize: 'var(--mantine-font-size-md)' } };

type SideMenuProps = {
  opened: boolean;
  onClose: () => void;
  account: Omit<SideMenuInput, 'flags'>;
  onLogOut: () => void;
};

/** The side menu (spec 01 section 2): a drawer from the left over the dimmed page. */
export function SideMenu({ opened, onClose, account, onLogOut }: SideMenuProps) {
  const { t } = useTranslation();
  // The header mounts this menu on demand, already open (decision 0038).
  const shown = useOpenedAfterMount(opened);
  const theme = useCurrentTheme();
  const to = useRoutePath();
  const { open } = useDialogs();
  const { pathname } = useLocation();
  const items = sideMenuItems({ ...account, flags: theme?.settings.flags ?? NO_FLAGS });

  // Any navigation closes the menu, also the browser's back and forward buttons.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    onClose();
  }, [pathname, onClose]);

  // A dialog opens once the drawer has gone and handed focus back to the burger, so the
  // dialog takes focus cleanly and returns it to the burger when it closes.
  const afterClose = useRef<(() => void) | null>(null);
  const closeThen = (action: () => void) => {
    afterClose.current = action;
    onClose();
  };
  const runAfterClose = () => {
    const action = afterClose.current;
    afterClose.current = null;
    action?.();
  };

  const renderItem = (item: SideMenuItem) => {
    const label = t(item.label);
    const { action } = item;
    if (action.kind === 'page') {
      const href = to(action.route);
      const current = pathname === href;
      return (
        <NavLink
          key={item.id}
          component={Link}
          to={href}
          label={label}
          active={current}
          aria-current={current ? 'page' : undefined}
          onClick={onClose}
          styles={linkStyles}
          data-menu-item={item.id}
        />
      );
    }
    const run = () => closeThen(action.kind === 'dialog' ? () => open(action.dialog) : onLogOut);
    // Logging in and signing up are the menu's calls to action; they look like buttons.
    if (item.group === 'session') {
      return (
        <Button
          key={item.id}
          variant={item.id === 'logIn' ? 'filled' : 'default'}
          fullWidth
          onClick={run}
          data-menu-item={item.id}
        >
          {label}
        </Button>
      );
    }
    return (
      <NavLink
        key={item.id}
        component="button"
        type="button"
        label={label}
        onClick={run}
        styles={linkStyles}
        data-menu-item={item.id}
      />
    );
  };

  const groups = GROUPS.map((group) => ({
    group,
    items: items.filter((item) => item.group === group),
  })).filter(({ items }) => items.length > 0);

  return (
    <Drawer
      opened={shown}
      onClose={onClose}
      onExitTransitionEnd={runAfterClose}
      position="left"
      size={320}
      title={t('menu.title')}
      closeButtonProps={{ 'aria-label': t('menu.close') }}
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
      padding="md"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <nav aria-label={t('menu.title')}>
        <Stack gap={4}>
          {groups.map(({ group, items }, index) => (
            <Fragment key={group}>
              {index > 0 && <Divider my={8} />}
              {group === 'session' ? (
                <Stack gap="xs" mt={4}>
                  {items.map(renderItem)}
                </Stack>
              ) : (
                items.map(renderItem)
              )}
            </Fragment>
          ))}
        </Stack>
      </nav>
    </Drawer>
  );
}
