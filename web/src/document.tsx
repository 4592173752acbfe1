/**
 * The HTML document around the app, rendered identically by the Worker and the browser: head
 * with the page's CSS and the module entry (deferred, so it runs once the streamed document is
 * complete), and the hydration payload as inert JSON at the start of the body.
 */
import type { ReactNode } from 'react';
import { Theme } from '@radix-ui/themes';
import { THEME_COLOR, type Locale } from '../../shared/constants/spec';
import { htmlLang } from '../../shared/lib/locale';

export interface DocumentAssets {
  /** The client entry module. */
  entry: string;
  /** Modules to fetch early (the entry's imports and the current route's chunk). */
  modulePreloads: string[];
  stylesheets: string[];
}

export const HYDRATION_SCRIPT_ID = 'hydration-data';

interface DocumentProps {
  locale: Locale;
  assets: DocumentAssets;
  /** The hydration payload, already serialised (the browser passes back the same text). */
  hydrationJson: string;
  /**
   * Where a browser without JavaScript goes instead: streamed parts are revealed by script, so
   * such a browser reloads the address with `nojs=1`, which renders every part in place.
   * Null when this response already has every part in place.
   */
  noScriptUrl: string | null;
  children: ReactNode;
}

export function Document({ locale, assets, hydrationJson, noScriptUrl, children }: DocumentProps) {
  return (
    <html lang={htmlLang(locale)} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {noScriptUrl && (
          <noscript>
            <meta httpEquiv="refresh" content={`0; url=${noScriptUrl}`} />
          </noscript>
        )}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <script type="module" src={assets.entry} />
      </head>
      <body>
        <script id={HYDRATION_SCRIPT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: hydrationJson }} />
        <Theme accentColor="grass" grayColor="olive" radius="medium" scaling="100%">
          {children}
        </Theme>
      </body>
    </html>
  );
}
