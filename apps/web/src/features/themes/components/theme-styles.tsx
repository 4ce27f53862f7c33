import { useCurrentTheme } from '../../../lib/theme-context';

/**
 * The theme's page background, image and position as CSS variables on the document; the
 * stylesheet uses them, so no inline style attributes are needed elsewhere.
 */
export function ThemeStyles() {
  const theme = useCurrentTheme();
  if (!theme) return null;
  const { colours, backgroundPosition } = theme.settings;
  const background = theme.images.background ? `url("${theme.images.background}")` : 'none';
  const css = `:root{--portal-bg:${colours.background};--portal-primary:${colours.primary};--portal-on-primary:${colours.onPrimary};--portal-bg-image:${background};--portal-bg-position:${backgroundPosition};}`;
  return <style data-theme={theme.name}>{css}</style>;
}
