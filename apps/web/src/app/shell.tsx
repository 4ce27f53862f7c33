import { AppShell, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { CookieConsent } from '../features/cookie-consent/cookie-consent';
import { CookieSettingsButton } from '../features/cookie-consent/cookie-settings-button';
import { OldBrowserWarning } from '../features/dialogs/old-browser-warning';
import { SiteFooter } from '../features/navigation/site-footer';
import { SiteHeader } from '../features/navigation/site-header';
import { useThemeQuery } from '../features/themes/get-theme';
import { accessibleColours, mantineThemeFor } from '../features/themes/mantine-theme';
import { resolveThemeName } from '../features/themes/theme-name';
import { ThemeStyles } from '../features/themes/theme-styles';
import { ThemeContext } from '../lib/theme-context';
import { AppDialogs } from './dialogs';
import { useNavigationEffects } from './navigation-effects';

/** The frame of every page: theme, header with menu, the page, footer, dialogs and consent. */
export function Shell() {
  const { t } = useTranslation();
  const params = useParams();
  const themeName = resolveThemeName(params.theme);
  const { data: theme } = useThemeQuery(themeName);
  const mantineTheme = useMemo(() => mantineThemeFor(theme ?? null), [theme]);
  useNavigationEffects();

  return (
    <ThemeContext.Provider value={theme ?? null}>
      <MantineProvider theme={mantineTheme} cssVariablesResolver={accessibleColours}>
        <ThemeStyles />
        <Notifications position="top-center" />
        <a className="skip-link" href="#main">
          {t('common.skipToContent')}
        </a>
        <AppShell header={{ height: 64 }} padding={0}>
          <SiteHeader />
          <AppShell.Main id="main" className="page-main">
            <Outlet />
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
