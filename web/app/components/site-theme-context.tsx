/**
 * Radix's theme context with the site's settings, for the Radix parts that render in a portal
 * (Dialog, AlertDialog): their content is wrapped in Radix's `Theme`, which inherits the
 * context's colours and radius, or starts a default theme (indigo) where there is none. The root
 * renders the theme's element without the context (site-theme.tsx, decision 0027), so each
 * dialog module wraps its root in this; lint names the Radix parts that need it.
 */
import type { ContextType, ReactNode } from 'react';
import { ThemeContext } from '@radix-ui/themes/components/theme';
import { SITE_THEME } from './site-theme';

const ignore = () => undefined;

const VALUE: NonNullable<ContextType<typeof ThemeContext>> = {
  ...SITE_THEME,
  onAppearanceChange: ignore,
  onAccentColorChange: ignore,
  onGrayColorChange: ignore,
  onPanelBackgroundChange: ignore,
  onRadiusChange: ignore,
  onScalingChange: ignore,
};

export function SiteThemeContext({ children }: { children: ReactNode }) {
  return <ThemeContext.Provider value={VALUE}>{children}</ThemeContext.Provider>;
}
