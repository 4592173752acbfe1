// The contact form as a visitor uses it: checks before sending, the route's action, its answers.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ContactAnswer } from '#shared/schemas/forms.ts';
import { renderRoutes } from '../../test/render-route';
import { ContactForm } from './contact-form';

function renderForm(action: (form: FormData) => ContactAnswer, locale: 'en' | 'fr' = 'en') {
  const posted: FormData[] = [];
  const view = renderRoutes(
    [
      {
        path: '/contact',
        Component: () => <ContactForm captchaSiteKey={null} />,
        action: async ({ request }) => {
          const form = await request.formData();
          posted.push(form);
          return action(form);
        },
      },
    ],
    '/contact',
    locale,
  );
  return { ...view, posted };
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the contact form', () => {
  it('says what to fix next to each field and sends nothing while a required field is empty', async () => {
    const action = vi.fn();
    const { posted } = renderForm(action);
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter your surname.')).toBeTruthy();
    expect(screen.getByText('Please enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please write your message.')).toBeTruthy();
    expect(posted).toEqual([]);
    expect(action).not.toHaveBeenCalled();
  });

  it('speaks French in French', async () => {
    renderForm(vi.fn(), 'fr');
    fireEvent.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('Veuillez saisir votre prénom.')).toBeTruthy();
    expect(screen.getByText('Veuillez saisir votre nom.')).toBeTruthy();
  });

  it('posts a valid message to the route action and confirms it', async () => {
    const { posted } = renderForm(() => ({ ok: true, form: 'contact', message: 'Thank you!' }));
    fill(/^Name/, 'Amina');
    fill(/^Surname/, 'Okafor');
    fill(/^E-mail/, 'amina@example.org');
    fill(/^Message/, 'I would like to present on pangolin trafficking.');
    fireEvent.click(screen.getByTestId('contact-submit'));
    await screen.findByTestId('contact-sent');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.get('email')).toBe('amina@example.org');
    expect(posted[0]?.get('surname')).toBe('Okafor');
  });

  it('shows a refusal from the server and keeps what was typed', async () => {
    const message = 'I would like to present on pangolin trafficking.';
    renderForm((form) => ({
      ok: false,
      form: 'contact',
      code: 'unavailable',
      message: 'Your message could not be sent right now.',
      values: { name: String(form.get('name')), message: String(form.get('message')) },
    }));
    fill(/^Name/, 'Amina');
    fill(/^Surname/, 'Okafor');
    fill(/^E-mail/, 'amina@example.org');
    fill(/^Message/, message);
    fireEvent.click(screen.getByTestId('contact-submit'));
    const refused = await screen.findByTestId('contact-refused');
    expect(refused.textContent).toContain('could not be sent right now');
    await waitFor(() => expect(screen.getByLabelText(/^Message/)).toHaveProperty('value', message));
  });
});
