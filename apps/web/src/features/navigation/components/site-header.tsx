import { Badge, Box, Burger, Button, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { RouteName } from '@portal/shared/routes';
import { lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '../../../components/line-icon';
import { OnDemand } from '../../../components/on-demand';
import { useRoutePath } from '../../../config/paths';
import { useDialogs } from '../../../lib/dialogs';
import { useSite } from '../../../lib/site-context';
import { useCurrentTheme } from '../../../lib/theme-context';
import type { SideMenuInput } from '../utils/side-menu-items';
import { AccountMenu } from './account-menu';

const loadSideMenu = () => import('./side-menu');
// The drawer (with Mantine's modal machinery) is fetched when the burger is first pointed at,
// focused or pressed: the first screen does without it.
const SideMenu = lazy(() => loadSideMenu().then((module) => ({ default: module.SideMenu })));
const preloadSideMenu = () => void loadSideMenu();

type SiteHeaderProps = {
  /** Who is logged in and whether files are uploaded (the app composes this from accounts and uploads). */
  account: Omit<SideMenuInput, 'flags'>;
  /** The logged-in user's name, shown top right. */
  userName: string | null;
  onLogOut: () => void;
  /** Files in the cart, and the step the button leads to (the app composes it from the cart). */
  cart: {
    count: number | null;
    label: 'cart' | 'deliver' | 'pickUp' | 'invoice' | 'confirm' | 'none';
    route: RouteName;
    /**
     * Asked when the button is pressed, before it leads on: true when the page shown took the
     * press over (it asks its own question first, as its own button to that step does).
     */
    onFollow?: () => boolean;
  };
};

const NO_FLAGS = { hideOrders: false, hideProfile: false, hideLogOut: false };

/** Logo top left (home), burger for the side menu; who is logged in and the cart top right. */
export function SiteHeader({ account, userName, onLogOut, cart }: SiteHeaderProps) {
  const { t } = useTranslation();
  const theme = useCurrentTheme();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <header className="site-header">
      <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Burger
            opened={false}
            onClick={open}
            onPointerEnter={preloadSideMenu}
            onFocus={preloadSideMenu}
            aria-label={t('menu.open')}
            aria-expanded={opened}
            aria-haspopup="dialog"
            size="sm"
          />
          <Logo />
        </Group>
        <Group gap="xs" wrap="nowrap" flex="none">
          {account.loggedIn ? (
            <AccountMenu
              name={userName ?? ''}
              flags={theme?.settings.flags ?? NO_FLAGS}
              onLogOut={onLogOut}
            />
          ) : (
            <LoginButton />
          )}
          <CartButton {...cart} />
        </Group>
      </Group>
      <OnDemand when={opened}>
        <SideMenu opened={opened} onClose={close} account={account} onLogOut={onLogOut} />
      </OnDemand>
    </header>
  );
}

function Logo() {
  const theme = useCurrentTheme();
  const { brand } = useSite();
  const to = useRoutePath();
  const title = theme?.title ?? brand.name;
  const logo = theme?.images.logo ?? null;
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  return (
    <UnstyledButton component={Link} to={to('home')} miw={0} py={4} data-testid="site-logo">
      {logo && failedLogo !== logo ? (
        <Box
          component="img"
          src={logo}
          alt={title}
          h={40}
          maw={{ base: 190, sm: 260 }}
          display="block"
          style={{ objectFit: 'contain', objectPosition: 'left center' }}
          onError={() => setFailedLogo(logo)}
        />
      ) : (
        <Text fw={700} size="lg" truncate>
          {title}
        </Text>
      )}
    </UnstyledButton>
  );
}

/** Spec 01 section 9: the cart button shows a 1 s 'added' animation when the count rises. */
const ADDED_ANIMATION_MS = 1000;

function CartButton({ count, label, route, onFollow }: SiteHeaderProps['cart']) {
  const { t } = useTranslation();
  const to = useRoutePath();
  const added = useRise(count, ADDED_ANIMATION_MS);
  const shown = count ?? 0;
  const text = t(`common.cartStep.${label}`);
  return (
    <>
      <Button
        component={Link}
        to={to(route)}
        onClick={(event) => {
          if (onFollow?.()) event.preventDefault();
        }}
        variant="light"
        px="sm"
        flex="none"
        className="cart-button"
        data-added={added || undefined}
        data-testid="cart-button"
      >
        {/* The name is the visible text (the step, the count) plus words for screen readers,
          so speech users can say what they see (axe: label-content-name-mismatch). */}
        <Group gap={8} wrap="nowrap">
          <CartIcon />
          <Box component="span" visibleFrom="sm">
            {text}
          </Box>
          <VisuallyHidden hiddenFrom="sm">{text}</VisuallyHidden>
          <Badge size="sm" circle variant="filled" data-testid="cart-count">
            {shown}
            <VisuallyHidden> {t('common.cartItems', { count: shown })}</VisuallyHidden>
          </Badge>
        </Group>
      </Button>
      {/* Always present, so that the words are announced when they appear. */}
      <VisuallyHidden role="status">{added ? t('common.cartAdded') : ''}</VisuallyHidden>
    </>
  );
}

/**
 * True for `ms` after the value rose from a known value (not when it falls, at the first render,
 * or when it becomes known after a page load or a login).
 */
function useRise(value: number | null, ms: number): boolean {
  const [risen, setRisen] = useState(false);
  const last = useRef(value);
  useEffect(() => {
    const rose = value !== null && last.current !== null && value > last.current;
    last.current = value;
    if (!rose) return;
    setRisen(true);
    const timer = setTimeout(() => setRisen(false), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return risen;
}

function CartIcon() {
  return (
    <LineIcon size={20}>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2.5 3h2.6l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.9a1.5 1.5 0 0 0 1.5-1.1L21.5 7H6.1" />
    </LineIcon>
  );
}

/** Top right for a visitor: the way in. */
function LoginButton() {
  const { t } = useTranslation();
  const { open } = useDialogs();
  return (
    <Button variant="subtle" px="sm" onClick={() => open('inloggen')} data-testid="header-login">
      {t('menu.logIn')}
    </Button>
  );
}
