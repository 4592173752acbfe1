// The connection request as the server renders it (issue #25): one plain form to the member
// action route; the button opens the spec's question in a popover with no script (its "Go ahead!"
// sends the form confirmed, Cancel closes it); a browser without popovers sends the form
// unconfirmed; the posted outcome is read from the address; a visitor gets a sign-in link back.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { I18nextProvider } from 'react-i18next';
// eslint-disable-next-line no-restricted-imports -- Radix's default theme, no dialog styling checked here
import { Theme } from '@radix-ui/themes';
import type { Locale } from '#shared/constants/spec.ts';
import { serverI18n } from '#shared/i18n/server-i18n.ts';
import { ConnectButton } from './connect-button';

afterEach(cleanup);

function renderConnect(path: string, signedIn = true, locale: Locale = 'en') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      children: [
        {
          path: 'presenters/:id',
          Component: () => <ConnectButton presenterId="presenter-1" presenterName="Ms Thandiwe Mokoena" />,
        },
      ],
    },
  ]);
  const root = {
    locale,
    origin: '',
    user: signedIn ? { uid: 'u1', email: 'a@example.org', role: 'user' } : null,
    contact: null,
    lite: false,
    imageResizing: false,
  };
  return render(
    <I18nextProvider i18n={serverI18n(locale)}>
      <Theme>
        <Stub initialEntries={[path]} hydrationData={{ loaderData: { root } }} />
      </Theme>
    </I18nextProvider>,
  );
}

describe('the connect button', () => {
  it('is a plain form to /account/actions whose button opens the question as a popover', () => {
    renderConnect('/presenters/presenter-1');
    const form = screen.getByTestId('connect');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/account/actions');
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]),
    );
    expect(hidden).toEqual({ intent: 'connect', id: 'presenter-1', back: '/presenters/presenter-1' });

    const dialog = screen.getByTestId('connect-dialog');
    expect(dialog.getAttribute('popover')).toBe('auto');
    expect(dialog.getAttribute('role')).toBe('dialog');
    const open = screen.getByTestId('connect-open');
    expect(open.getAttribute('type')).toBe('button');
    expect(open.getAttribute('popovertarget')).toBe(dialog.id);
    expect(open.textContent).toBe('Connect with Ms Thandiwe Mokoena');

    // The spec's texts, the reason field, Cancel closing it, and "Go ahead!" sending it confirmed.
    const inDialog = within(dialog);
    expect(inDialog.getByRole('heading').textContent).toBe('Connect with this presenter?');
    expect(dialog.textContent).toContain('A connection request will be sent and facilitated by the product team.');
    expect(inDialog.getByLabelText(/Why would you like to meet this presenter/).getAttribute('name')).toBe('reason');
    const cancel = inDialog.getByRole('button', { name: 'Cancel' });
    expect(cancel.getAttribute('type')).toBe('button');
    expect(cancel.getAttribute('popovertargetaction')).toBe('hide');
    const confirm = inDialog.getByRole('button', { name: 'Go ahead!' });
    expect([confirm.getAttribute('type'), confirm.getAttribute('name'), confirm.getAttribute('value')]).toEqual([
      'submit',
      'confirmed',
      '1',
    ]);
    // Where popovers are missing: the form's own button, unconfirmed.
    expect(form.querySelector('button.connect-fallback')?.getAttribute('type')).toBe('submit');
  });

  it('says the request was sent, in French, and offers no second button', () => {
    renderConnect('/presenters/presenter-1?done=sent&of=connect&id=presenter-1', true, 'fr');
    expect(screen.getByRole('status').textContent).toContain('Votre demande de mise en relation a été envoyée.');
    expect(screen.getByRole('button', { name: 'Demande envoyée' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByTestId('connect-dialog')).toBeNull();
  });

  it('asks in the page after an unconfirmed post (no popover then)', () => {
    renderConnect('/presenters/presenter-1?done=confirm&of=connect&id=presenter-1');
    const question = screen.getByRole('group', { name: 'Connect with this presenter?' });
    expect(question.querySelector('button[type="submit"]')).not.toBeNull();
    expect(screen.queryByTestId('connect-dialog')).toBeNull();
  });

  it('sends a visitor to sign in and back', () => {
    renderConnect('/presenters/presenter-1', false);
    expect(screen.queryByTestId('connect')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to connect with Ms Thandiwe Mokoena' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fpresenters%2Fpresenter-1',
    );
  });
});
