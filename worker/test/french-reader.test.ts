// What a French reader (and a screen reader) meets, issue #23 items 15-18 and 21: French typography
// in the page chrome (a space before the colon, one word for e-mail, what "(FR)" meant), times as
// French writes them on the contact and event pages, the presenter link page's crumbs in French,
// text in the other language marked with `lang`, a biography that exists in English only, a moment
// link opened in the other language, and a learner on the presenters' introductions page.
import { describe, expect, it } from 'vitest';
import { request } from './helpers';
import { signedInMember } from './accounts';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
// A crawler's render awaits every part (the footer's contact details included).
const CRAWLER = 'Googlebot/2.1 (+http://www.google.com/bot.html)';
const NBSP = '\u00a0';

async function page(
  path: string,
  locale: 'en' | 'fr' | 'combined',
  options: { cookie?: string; crawler?: boolean } = {},
) {
  const response = await request(path, {
    headers: {
      accept: 'text/html',
      cookie: [`i18n_redirected=${locale}`, options.cookie].filter(Boolean).join('; '),
      'user-agent': options.crawler === false ? BROWSER : CRAWLER,
    },
  });
  return { status: response.status, html: await response.text() };
}

/** The text of the element with `attribute` (a test id), tags removed. */
function textOf(html: string, attribute: string): string {
  const start = html.indexOf(attribute);
  expect(start, attribute).toBeGreaterThan(-1);
  const open = html.lastIndexOf('<', start);
  const tag = /^<(\w+)/.exec(html.slice(open))![1]!;
  const end = html.indexOf(`</${tag}>`, start);
  return html
    .slice(open, end)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '');
}

describe('French in the page chrome (#23.15)', () => {
  it('puts a no-break space before the footer’s colons, says e-mail one way and what the French address is for', async () => {
    const fr = textOf((await page('/about', 'fr')).html, 'data-testid="footer-contact"');
    expect(fr).toContain(`Téléphone${NBSP}:`);
    expect(fr).toContain(`WhatsApp${NBSP}:`);
    expect(fr).toContain(`E-mail${NBSP}:`);
    expect(fr).toContain(`E-mail (pour nous écrire en français)${NBSP}:`);
    expect(fr).not.toMatch(/\S:|Courriel|\(FR\)/);
    const en = textOf((await page('/about', 'en')).html, 'data-testid="footer-contact"');
    expect(en).toContain('Telephone:');
    expect(en).toContain('E-mail:');
  });

  it('writes the team’s hours on the contact page as French does, as the events’ times are', async () => {
    const fr = (await page('/contact', 'fr')).html;
    expect(fr).toContain(`du lundi au vendredi, de 8${NBSP}h${NBSP}30 à 17${NBSP}h.`);
    expect((await page('/contact', 'en')).html).toContain('Monday to Friday, 8:30 to 17:00.');
    // An event's time: "9 h – 13 h", never "09:00–13:00", in French.
    const event = (await page('/events/event-1', 'fr')).html;
    expect(event).toMatch(new RegExp(`\\d{4}, \\d{1,2}${NBSP}h(${NBSP}\\d\\d)?( – |, )`));
    expect(event).not.toMatch(/\d{4}, \d\d:\d\d/);
  });

  it('names the presenter link page’s crumbs in French', async () => {
    const { html } = await page('/introductions/not-a-token', 'fr', { crawler: false });
    const crumbs = textOf(html, 'class="breadcrumbs"');
    expect(crumbs).toContain('Demandes de mise en relation');
    expect(crumbs).not.toContain('Introductions');
  });
});

describe('text in the other language is marked (#23.16)', () => {
  it('marks an English card on a combined list, and not the French ones', async () => {
    const { html } = await page('/blog?sort=1', 'combined');
    // article-11 has no French: its title and summary are English inside a French page.
    const card = html.slice(html.indexOf('href="/blog/why-hyenas-deserve-better-press"'));
    expect(card.slice(0, card.indexOf('</article>'))).toMatch(/<h[23][^>]*lang="en"[^>]*>/);
    const french = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    expect(french).not.toContain('lang="en"');
  });

  it('marks a presenter card’s English summary in combined mode', async () => {
    const { html } = await page('/presenters?sort=1', 'combined');
    const start = html.indexOf('href="/presenters/presenter-7"');
    const card = html.slice(start, html.indexOf('</article>', start));
    expect(card).toMatch(/<p[^>]*lang="en"[^>]*>/);
  });
});

describe('a biography in English only (#23.17)', () => {
  it('says in fr that it exists in English, with the combined reading', async () => {
    const { html } = await page('/presenters/presenter-7', 'fr');
    const note = textOf(html, 'data-testid="bio-english-only"');
    expect(note).toContain('La biographie de ce présentateur n’existe qu’en anglais.');
    expect(html).toMatch(/data-testid="bio-english-only"[^>]*>[^]*?href="\/presenters\/presenter-7\?lang=combined"/);
    expect(html).not.toContain('n’a pas encore rédigé de biographie');
    // Combined shows the English biography itself, marked.
    expect((await page('/presenters/presenter-7', 'combined')).html).not.toContain('bio-english-only');
  });

  it('has the FAQ say that Combined, not Français, shows English where French is missing', async () => {
    const fr = (await page('/faq', 'fr')).html;
    expect(fr).toContain('Choisissez Combiné pour lire le français quand il existe, et l’anglais sinon.');
    expect(fr).not.toContain('la version anglaise s');
    const en = (await page('/faq', 'en')).html;
    expect(en).toContain('Choose Combined to read French where it exists and English otherwise.');
    expect(en).not.toContain('where a translation is missing you will see the English version');
  });
});

describe('a moment opened in the other language (#23.18)', () => {
  // presentation-1's French recording has its own timing: its lines start at 0, 102, 330…; the
  // English ones at 0, 95, 312…
  it.each([
    ['fr', '95', 't-0'],
    ['fr', '102', 't-102'],
    ['fr', '320', 't-102'],
    ['en', '102', 't-95'],
    ['en', '330', 't-312'],
    ['combined', '95', 't-0'],
  ] as const)('in %s, ?t=%s marks the line that covers it (%s)', async (locale, moment, line) => {
    const { html } = await page(`/video-presentations/presentation-1?t=${moment}`, locale);
    expect(html).toMatch(new RegExp(`<li id="${line}" class="transcript-line" data-start="\\d+" aria-current="time">`));
    expect(html.match(/aria-current="time"/g)).toHaveLength(1);
  });
});

describe('a learner on the introductions page (#23.21)', () => {
  it('tells a member who does not present what the page is for and how to present, in en and fr', async () => {
    const learner = await signedInMember('user', 'Lerato Learner');
    const en = await page('/account/introductions', 'en', { cookie: learner.cookie, crawler: false });
    expect(en.status).toBe(200);
    expect(en.html).toContain('data-testid="introductions-learner"');
    expect(en.html).toContain('Your account is a learner’s, so no requests come to you here.');
    expect(en.html).not.toContain('Members ask our facilitation team to be introduced to you');
    expect(en.html).toContain('href="/account/connections"');
    expect(en.html).toContain('href="/contact"');
    const fr = await page('/account/introductions', 'fr', { cookie: learner.cookie, crawler: false });
    expect(fr.html).toContain('Votre compte est un compte d’apprenant');
    expect(fr.html).not.toContain('Des membres demandent à notre équipe');
  });

  it('keeps the presenter’s text for a presenter', async () => {
    const presenter = await signedInMember('presenter', 'Pila Presenter');
    const { html } = await page('/account/introductions', 'en', { cookie: presenter.cookie, crawler: false });
    expect(html).toContain('Members ask our facilitation team to be introduced to you');
    expect(html).not.toContain('introductions-learner');
  });
});

describe('the French editor’s list on the pages (issue #31)', () => {
  it('says a country with its preposition on /data-costs, in both languages', async () => {
    expect((await page('/data-costs?country=SN', 'fr')).html).toContain('Par exemple, au Sénégal, un fichier de');
    expect((await page('/data-costs?country=US', 'fr')).html).toContain('Par exemple, aux États-Unis, un fichier de');
    expect((await page('/data-costs?country=AO', 'fr')).html).toContain('Par exemple, en Angola, un fichier de');
    expect((await page('/data-costs?country=US', 'en')).html).toContain('For example, in the United States, a file of');
    const fr = (await page('/data-costs', 'fr')).html;
    expect(fr).toContain('<th scope="col">Édition</th>');
    expect(fr).toContain('gibioctet');
  });

  it('names a presenter’s country in French on a French page', async () => {
    expect((await page('/presenters/presenter-1', 'fr')).html).toContain('Afrique du Sud');
    expect((await page('/presenters/presenter-1', 'en')).html).toContain('South Africa');
  });

  it('keeps the footer’s telephone number on one line', async () => {
    expect((await page('/about', 'fr')).html).toMatch(/<a href="tel:[^"]+" class="footer-phone">/);
  });
});
