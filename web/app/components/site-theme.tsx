/**
 * The site's root Radix theme: the element Radix's `<Theme accentColor="grass" grayColor="olive"
 * radius="medium" scaling="100%">` renders, without that component (decision 0027). Radix's
 * `Theme` module brings a Tooltip provider (the site has no tooltips), a direction provider (`ltr`,
 * Radix's default anyway) and state to change the theme at run time (Radix's theme panel): 3 KB
 * of JavaScript on every page when pages hydrated. No page loads React in the browser now
 * (decision 0033); the site renders no Radix dialog (their portals would need the theme's
 * context), only <dialog> and popovers in the HTML.
 */
import type { ReactNode } from 'react';

/** The root theme's settings, as Radix resolves them for the props above. */
export const SITE_THEME = {
  appearance: 'inherit',
  accentColor: 'grass',
  grayColor: 'olive',
  resolvedGrayColor: 'olive',
  panelBackground: 'translucent',
  radius: 'medium',
  scaling: '100%',
} as const;

export function SiteTheme({ children }: { children: ReactNode }) {
  return (
    <div
      data-is-root-theme="true"
      data-accent-color={SITE_THEME.accentColor}
      data-gray-color={SITE_THEME.resolvedGrayColor}
      data-has-background="true"
      data-panel-background={SITE_THEME.panelBackground}
      data-radius={SITE_THEME.radius}
      data-scaling={SITE_THEME.scaling}
      className="radix-themes"
    >
      {children}
    </div>
  );
}
