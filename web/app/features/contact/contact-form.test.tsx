// The contact form as the server renders it: a plain POST form to the page, then the page again
// with the route action's answer (errors beside the fields, a summary, the values kept; or the
// confirmation and an empty form). No check runs in the browser (issue #25).
import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach } from 'vitest';
import { createRoutesStub } from 'react-router';
import { I18nextProvider } from 'react-i18next';
// eslint-disable-next-line no-restricted-imports -- Radix's default theme, no dialog styling checked here
import { Theme } from '@radix-ui/themes';
import type { ContactAnswer } from '#shared/schemas/forms.ts';
import type { Locale } from '#shared/constants/spec.ts';
import { serverI18n } from '#shared/i18n/server-i18n.ts';
import { ContactForm } from './contact-form';

afterEach(cleanup);

/** The form as the page shows it after the action answered `answer` (none: a first visit). */
function renderForm(answer?: ContactAnswer, locale: Locale = 'en', captchaSiteKey: string | null = null) {
  const Stub = createRoutesStub([
    { id: 'contact', path: '/contact', Component: () => <ContactForm captchaSiteKey={captchaSiteKey} /> },
  ]);
  return render(
    <I18nextProvider i18n={serverI18n(locale)}>
      <Theme>
        <Stub initialEntries={['/contact']} hydrationData={answer ? { actionData: { contact: answer } } : undefined} />
      </Theme>
    </I18nextProvider>,
  );
}

const invalid: ContactAnswer = {
  ok: false,
  form: 'contact',
  code: 'invalid',
  message: 'Some fields need your attention.',
  fields: { surname: 'forms:errors.surnameRequired', message: 'forms:errors.messageTooShort' },
  values: { name: 'Amina', surname: '', email: 'amina@example.org', message: 'Short' },
};

describe('the contact form', () => {
  it('is a plain POST form to the page, with no action address and no check of its own', () => {
    const { container } = renderForm();
    const form = container.querySelector('form.contact-form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.hasAttribute('action')).toBe(false);
    expect(form?.hasAttribute('novalidate')).toBe(true);
    expect(screen.getByTestId('contact-submit').getAttribute('type')).toBe('submit');
    expect(screen.queryByTestId('contact-summary')).toBeNull();
  });

  it('shows the answer’s errors beside their fields, a summary, and what was typed', () => {
    renderForm(invalid);
    expect(screen.getByText('Please enter your surname.', { selector: '.field-error' }).id).toBe(
      'contact-surname-error',
    );
    expect(screen.getByText('Your message needs at least 10 characters.', { selector: '.field-error' }).id).toBe(
      'contact-message-error',
    );
    const surname = screen.getByLabelText(/^Surname/);
    expect(surname.getAttribute('aria-invalid')).toBe('true');
    expect(surname.getAttribute('aria-describedby')).toContain('contact-surname-error');
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', 'Amina');
    expect(screen.getByLabelText(/^Message/)).toHaveProperty('value', 'Short');
    // The first field to fix is focused as the page loads (autofocus, which React applies itself here).
    expect(document.activeElement).toBe(surname);
    const links = screen.getByTestId('contact-summary').querySelectorAll('a');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(['#contact-surname', '#contact-message']);
  });

  it('speaks French in French', () => {
    renderForm(invalid, 'fr');
    expect(screen.getByText('Veuillez saisir votre nom.', { selector: '.field-error' }).id).toBe(
      'contact-surname-error',
    );
  });

  it('confirms a message sent, with an empty form', () => {
    renderForm({ ok: true, form: 'contact', message: 'Thank you!' });
    expect(screen.getByTestId('contact-sent').textContent).toContain('Thank you!');
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', '');
  });

  it('shows a refusal from the server and keeps what was typed', () => {
    const message = 'I would like to present on pangolin trafficking.';
    renderForm({
      ok: false,
      form: 'contact',
      code: 'unavailable',
      message: 'Your message could not be sent right now.',
      values: { name: 'Amina', message },
    });
    expect(screen.getByTestId('contact-refused').textContent).toContain('could not be sent right now');
    expect(screen.getByLabelText(/^Message/)).toHaveProperty('value', message);
  });

  it('leaves the captcha to its script, with Google’s fallback for no script', () => {
    const { container } = renderForm(undefined, 'fr', 'site-key');
    const box = container.querySelector<HTMLElement>('[data-captcha]');
    expect(box?.dataset.captcha).toBe('site-key');
    expect(box?.dataset.lang).toBe('fr');
    // Not loaded up front: only once the visitor starts filling the form.
    expect(box?.hasAttribute('data-captcha-now')).toBe(false);
    expect(box?.querySelector('script[type="text/x-page-module"]')?.getAttribute('data-src')).toMatch(/captcha/);
    expect(box?.querySelector('.captcha-loading')?.hasAttribute('hidden')).toBe(true);
    expect(box?.querySelector('noscript')).not.toBeNull();
  });
});
