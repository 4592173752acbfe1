import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, renderMail } from './templates';
import { mailPreviews } from '../connections/introductions';
import type { Settings } from '../../env';

/** What the previews read of the settings: the site's address, the team, the link's key and days. */
const settings = {
  SITE_URL: 'https://site.example',
  TEAM_EMAIL: 'team@example.org',
  SESSION_SECRET: 'a-test-secret-of-at-least-32-characters!',
  INTRO_LINK_DAYS: 14,
} as Settings;

const params = {
  name: 'Amina Diallo',
  member: 'Amina Diallo',
  presenter: 'Kwame Mensah',
  reason: 'Vultures <and> "lions"',
  answerLink: 'https://site.example/introductions/abc.123.sig',
  expires: '2026-12-10T09:00:00.000Z',
};

describe('renderMail', () => {
  it('writes the mail in the recipient’s language, leaving out empty lines', () => {
    const en = renderMail('askPresenter', params, 'en');
    expect(en.subject).toBe('Amina Diallo would like to be introduced to you');
    expect(en.text).toContain('Hello Amina Diallo,');
    expect(en.text).toContain('Their reason: Vultures <and> "lions"');
    expect(en.text).toContain('works until 10 December 2026');
    expect(en.text).not.toContain('A note from the team'); // no note given
    const received = renderMail('requestReceived', { ...params, reason: '', memberReason: 'My own reason' }, 'fr');
    expect(received.text).toContain('Votre raison\u00a0: My own reason');
    const fr = renderMail('askPresenter', params, 'fr');
    expect(fr.subject).toBe('Amina Diallo souhaite une mise en relation avec vous');
    expect(fr.text).toContain('jusqu’au 10 décembre 2026');
  });

  it('writes both languages, French first, when the language is unknown', () => {
    const both = renderMail('requestClosedPresenter', params, 'both');
    expect(both.subject).toBe('La demande d’Amina Diallo a été close / The request of Amina Diallo has been closed');
    expect(both.text.indexOf('Bonjour')).toBeLessThan(both.text.indexOf('Hello'));
  });

  it('escapes the HTML part and makes its addresses links', () => {
    const { html } = renderMail('askPresenter', params, 'en');
    expect(html).toContain('Vultures &lt;and&gt; &quot;lions&quot;');
    expect(html).toContain(
      '<a href="https://site.example/introductions/abc.123.sig">https://site.example/introductions/abc.123.sig</a>',
    );
    expect(html).not.toContain('<and>');
  });

  it('previews every template in both languages as its step sends it, with no key left untranslated', async () => {
    const templates = await mailPreviews(settings);
    expect(templates.map((template) => template.kind)).toEqual([...MAIL_KINDS]);
    for (const template of templates) {
      for (const language of ['en', 'fr'] as const) {
        const mail = template[language];
        expect(mail.subject, `${template.kind} ${language}`).not.toMatch(/\w+\.\w+|{{/);
        expect(mail.text, `${template.kind} ${language}`).not.toMatch(/(^|\s)(lines|answers)\.\w+|{{/);
      }
      expect(template.en.subject).not.toBe(template.fr.subject);
    }
    // Only the lines the step gives: the member's confirmation has no console link or answer link.
    const received = templates.find((template) => template.kind === 'requestReceived')!.en.text;
    expect(received).toContain('Your reason: …');
    expect(received).not.toMatch(/console|Answer here/);
    expect(templates.find((template) => template.kind === 'askPresenter')!.en.text).toContain(
      'https://site.example/introductions/AAAAAAAAAAAAAAAAAAAA.',
    );
  });
});
