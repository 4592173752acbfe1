import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
// eslint-disable-next-line no-restricted-imports -- the component this stands in for
import { Theme } from '@radix-ui/themes';
import { SiteTheme } from './site-theme';

/** What the root rendered before decision 0027. */
const radixRoot = (children: ReactNode) => (
  <Theme accentColor="grass" grayColor="olive" radius="medium" scaling="100%">
    {children}
  </Theme>
);

describe('SiteTheme', () => {
  it('renders the element Radix Themes’ Theme renders with the site’s props', () => {
    expect(renderToStaticMarkup(<SiteTheme>page</SiteTheme>)).toBe(renderToStaticMarkup(radixRoot('page')));
  });
});
