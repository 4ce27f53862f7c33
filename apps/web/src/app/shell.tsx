import { AppShell, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { sessionStore } from '../features/accounts/stores/session-store';
import { CookieConsent } from '../features/cookie-consent/components/cookie-consent';
import { CookieSettingsButton } from '../features/cookie-consent/components/cookie-settings-button';
import { OldBrowserWarning } from '../features/dialogs/components/old-browser-warning';
import { SiteFooter } from '../features/navigation/components/site-footer';
import { SiteHeader } from '../features/navigation/components/site-header';
import { useThemeQuery } from '../features/themes/api/get-theme';
import { ThemeStyles } from '../features/themes/components/theme-styles';
import { UnknownThemePage } from '../features/themes/components/unknown-theme-page';
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
import { AppDialogs } from './dialogs';
import { useNavigationEffects } from './navigation-effects';

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
  const account = { loggedIn, isStaff: user?.isStaff ?? false, hasFiles: useHasFiles() };

  return (
    <ThemeContext.Provider value={theme ?? null}>
      <MantineProvider theme={mantineTheme} cssVariablesResolver={accessibleColours}>
        <ThemeStyles />
        <Notifications position="top-center" />
        <a className="skip-link" href="#main">
          {t('common.skipToContent')}
        </a>
        <AppShell header={{ height: 64 }} padding={0}>
          {/* Logging out ends in the app's loggedOut handler (dialogs.tsx): home, default theme. */}
          <SiteHeader
            account={account}
            userName={user?.name ?? null}
            onLogOut={() => void sessionStore.logout()}
          />
          <AppShell.Main id="main" className="page-main">
            {unknownTheme ? <UnknownThemePage name={unknownTheme} /> : <Outlet />}
          </AppShell.Main>
          <SiteFooter cookieSettings={<CookieSettingsButton />} />
        </AppShell>
        <AppDialogs />
        <CookieConsent />
        <OldBrowserWarning />
      </MantineProvider>
    </ThemeContext.Provider>
  );
}
