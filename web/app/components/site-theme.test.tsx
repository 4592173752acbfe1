import { describe, expect, it } from 'vitest';
import { useContext, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { render } from '@testing-library/react';
// eslint-disable-next-line no-restricted-imports -- the components these stand in for
import { AlertDialog, Dialog, Theme } from '@radix-ui/themes';
import { ThemeContext } from '@radix-ui/themes/components/theme';
import { SiteTheme } from './site-theme';
import { SiteThemeContext } from './site-theme-context';

/** What the root rendered before decision 0027. */
const radixRoot = (children: ReactNode) => (
  <Theme accentColor="grass" grayColor="olive" radius="medium" scaling="100%">
    {children}
  </Theme>
);
const siteRoot = (children: ReactNode) => (
  <SiteTheme>
    <SiteThemeContext>{children}</SiteThemeContext>
  </SiteTheme>
);

function ContextValues() {
  const context = useContext(ThemeContext);
  return <pre>{JSON.stringify(context, (_key, value: unknown) => (typeof value === 'function' ? 'fn' : value))}</pre>;
}

/** The attributes of the theme element that wraps an open dialog's content (in its portal). */
function dialogTheme(root: (children: ReactNode) => ReactNode, dialog: ReactNode): string[] {
  const view = render(root(dialog));
  const theme = document.querySelector('[role="dialog"], [role="alertdialog"]')?.closest('.radix-themes');
  const attributes = theme ? [...theme.attributes].map(({ name, value }) => `${name}=${value}`).sort() : [];
  view.unmount();
  return attributes;
}

describe('SiteTheme', () => {
  it('renders the element Radix Themes’ Theme renders with the site’s props', () => {
    expect(renderToStaticMarkup(<SiteTheme>page</SiteTheme>)).toBe(renderToStaticMarkup(radixRoot('page')));
  });

  it('gives the same context values as Radix Themes’ Theme through SiteThemeContext', () => {
    expect(renderToStaticMarkup(siteRoot(<ContextValues />))).toBe(renderToStaticMarkup(radixRoot(<ContextValues />)));
  });

  it.each([
    [
      'Dialog',
      <Dialog.Root open key="dialog">
        <Dialog.Content aria-describedby={undefined}>
          <Dialog.Title>Title</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>,
    ],
    [
      'AlertDialog',
      <AlertDialog.Root open key="alert">
        <AlertDialog.Content aria-describedby={undefined}>
          <AlertDialog.Title>Title</AlertDialog.Title>
        </AlertDialog.Content>
      </AlertDialog.Root>,
    ],
  ])('lets a %s’s portalled theme inherit the site’s colours and radius', (_name, dialog) => {
    const radix = dialogTheme(radixRoot, dialog);
    expect(radix).toContain('data-accent-color=grass');
    expect(dialogTheme(siteRoot, dialog)).toEqual(radix);
  });

  it('shows what a dialog without SiteThemeContext would get (why lint asks for it)', () => {
    const dialog = (
      <Dialog.Root open>
        <Dialog.Content aria-describedby={undefined}>
          <Dialog.Title>Title</Dialog.Title>
        </Dialog.Content>
      </Dialog.Root>
    );
    expect(dialogTheme((children) => <SiteTheme>{children}</SiteTheme>, dialog)).toContain('data-accent-color=indigo');
  });
});
