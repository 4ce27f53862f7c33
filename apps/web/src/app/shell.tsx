import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { OnDemand } from '../components/on-demand';
import { sessionStore } from '../features/accounts/stores/session-store';
import { CookieConsent } from '../features/cookie-consent/components/cookie-consent';
import { CookieSettingsButton } from '../features/cookie-consent/components/cookie-settings-button';
import { isOldBrowser } from '../features/dialogs/utils/old-browser';
import { SiteFooter } from '../features/navigation/components/site-footer';
import { SiteHeader } from '../features/navigation/components/site-header';
import { useThemeQuery } from '../features/themes/api/get-theme';
import { ThemeStyles } from '../features/themes/components/theme-styles';
import { accessibleColours, mantineThemeFor } from '../features/themes/utils/mantine-theme';
import {
  forgetThemeName,
  rememberThemeName,
  resolveThemeName,
  unknownPortalName,
} from '../features/themes/utils/theme-name';
import { useHasFiles } from '../features/uploads/hooks/use-uploads';
import { useSession } from '../lib/session';
import { ThemeContext } from '../lib/theme-context';
import { CartButtonPageContext, useCartButtonState } from './cart-button-state';
import { AppDialogs } from './dialogs';
import { useNavigationEffects } from './navigation-effects';

// Fetched with the first notification, and only in a browser that needs the warning.
const Notifications = lazy(() =>
  import('./notifications').then((module) => ({ default: module.Notifications })),
);
const OldBrowserWarning = lazy(() =>
  import('../features/dialogs/components/old-browser-warning').then((module) => ({
    default: module.OldBrowserWarning,
  })),
);
const OLD_BROWSER = isOldBrowser(navigator.userAgent);
// Only an address naming no portal (a typo, an old link) needs it.
const UnknownThemePage = lazy(() =>
  import('../features/themes/components/unknown-theme-page').then((module) => ({
    default: module.UnknownThemePage,
  })),
);

/** The frame of every page: theme, header with menu, the page, footer, dialogs and consent. */
export function Shell() {
  const { t } = useTranslation();
  const params = useParams();
  const themeName = resolveThemeName(params.theme);
  const { data: theme, isPlaceholderData } = useThemeQuery(themeName);
  // The server answered an unknown name with the public portal: say so instead of showing it
  // silently, and do not keep the name for the next pages.
  const unknownTheme = unknownPortalName(params.theme, themeName, isPlaceholderData ? undefined : theme);
  const routeTheme = params.theme;
  useEffect(() => {
    if (!theme || isPlaceholderData) return;
    if (unknownTheme) forgetThemeName();
    else if (routeTheme !== undefined) rememberThemeName(themeName);
  }, [theme, isPlaceholderData, unknownTheme, routeTheme, themeName]);
  const mantineTheme = useMemo(() => mantineThemeFor(theme ?? null), [theme]);
  useNavigationEffects();
  const { user, loggedIn } = useSession();
  const notificationCount = useNotifications().notifications.length;
  const account = {
    loggedIn,
    isStaff: user?.isStaff ?? false,
    orderDesk: !!user?.staffRoles.includes('orderDesk'),
    customerLinks: !!user?.staffRoles.includes('customerLinks'),
    hasFiles: useHasFiles(),
  };
  const cart = useCartButtonState(theme ?? null);

  return (
    <ThemeContext.Provider value={theme ?? null}>
      <MantineProvider theme={mantineTheme} cssVariablesResolver={accessibleColours}>
        <ThemeStyles />
        <OnDemand when={notificationCount > 0}>
          <Notifications position="top-center" />
        </OnDemand>
        <a className="skip-link" href="#main">
          {t('common.skipToContent')}
        </a>
        {/* A sticky header over the page instead of Mantine's AppShell, which brings a
            scroll-lock library the first screen does not need (decision 0038). Logging out
            ends in the app's loggedOut handler (dialogs.tsx): home, default theme. */}
        <SiteHeader
          account={account}
          userName={user?.name ?? null}
          cart={cart}
          onLogOut={() => void sessionStore.logout()}
        />
        <main id="main" className="page-main">
          {unknownTheme ? (
            <Suspense fallback={null}>
              <UnknownThemePage name={unknownTheme} />
            </Suspense>
          ) : (
            <CartButtonPageContext value={cart.page}>
              <Outlet />
            </CartButtonPageContext>
          )}
        </main>
        <SiteFooter cookieSettings={<CookieSettingsButton />} />
        <AppDialogs />
        <CookieConsent />
        <OnDemand when={OLD_BROWSER}>
          <OldBrowserWarning />
        </OnDemand>
      </MantineProvider>
    </ThemeContext.Provider>
  );
}
