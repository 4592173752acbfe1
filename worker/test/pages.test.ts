import { beforeEach, describe, expect, it } from 'vitest';
import { resetContentMemory } from '../src/services/content/client';
import { control, loaderData, request } from './helpers';

const EN = { accept: 'text/html', cookie: 'i18n_redirected=en' };
const FR = { accept: 'text/html', cookie: 'i18n_redirected=fr' };
const COMBINED = { accept: 'text/html', cookie: 'i18n_redirected=combined' };
// Bots get the whole document at once, every part resolved before the first byte.
const BOT = { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' };

const HOME_SECTIONS = [
  'banner',
  'latest-collections',
  'browse-categories',
  'browse-collections',
  'fun-fact',
  'featured-events',
  'featured-articles',
  'spotlight',
  'newsletter',
  'donate',
  'patrons',
  'collaborators',
  'advisory-council',
  'how-to-use',
  'how-to-present',
  'become-presenter',
];

async function page(path: string, headers: Record<string, string> = EN) {
  const response = await request(path, { headers });
  return { status: response.status, body: await response.text() };
}

async function data<T>(key: string, path: string, _params: Record<string, string> = {}, cookie = 'i18n_redirected=en') {
  return loaderData<T>(key, path, cookie);
}

/**
 * The part of the HTML from a section's frame to the next one: its static content (streamed
 * parts arrive later in the document, outside the frame).
 */
function section(body: string, name: string): string {
  const start = body.indexOf(`data-section="${name}"`);
  if (start === -1) return '';
  const next = body.indexOf('data-section="', start + 1);
  return body.slice(start, next === -1 ? undefined : next);
}

const count = (text: string, part: string) => text.split(part).length - 1;

beforeEach(async () => {
  resetContentMemory();
  await control('reset', {});
});

// First in the file: nothing is cached yet, so a failing collection really fails (a cached copy
// would be served instead). Each collection failed here is loaded nowhere else before.
describe('failing content', () => {
  it('leaves the advisory council out of the about page when it fails, with no message', async () => {
    await control('faults', { collection: 'advisory-council', status: 500 });
    const { status, body } = await page('/about', { ...EN, ...BOT });
    expect(status).toBe(200);
    expect(body).not.toContain('data-section="advisory-council"');
    expect(body).not.toContain('Our advisory council');
    expect(body).not.toMatch(/unavailable|indisponible/i);
    for (const name of ['video', 'how-it-works', 'mission', 'take-part']) {
      expect(body, name).toContain(`data-section="${name}"`);
    }
    const { json } = await data<{ council: unknown }>('about', '/about');
    expect(json.council).toBeNull();
  });

  it('leaves the failed home sections out, with no message (spec §8), and every other section intact', async () => {
    await control('faults', { collection: 'fun-facts', status: 500 });
    await control('faults', { collection: 'advisory-council', status: 500 });
    // The complete document, as a crawler gets it (a browser's stream replaces the section's
    // placeholder once the failure is known).
    const { status, body } = await page('/', {
      ...EN,
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    expect(status).toBe(200);
    const failed = ['fun-fact', 'advisory-council'];
    for (const name of HOME_SECTIONS.filter((section) => !failed.includes(section))) {
      expect(body, name).toContain(`data-section="${name}"`);
    }
    expect(body).not.toContain('data-section="fun-fact"');
    expect(body).not.toContain('data-section="advisory-council"');
    expect(body).not.toContain('data-testid="council-list"');
    expect(body).not.toMatch(/unavailable|indisponible/i);
    expect(body).not.toContain('data-testid="fun-fact"');
    for (const testId of ['latest-collections', 'category-links', 'collection-links', 'spotlight-presenters']) {
      expect(body, testId).toContain(`data-testid="${testId}"`);
    }
    expect(body).toContain('data-testid="patron-list"');
    expect(body).toContain('data-testid="collaborator-list"');
    expect(body).toContain('data-testid="newsletter-form"');
  });

  it('gives null for the failed section in the route data, and the other sections', async () => {
    await control('faults', { collection: 'fun-facts', status: 503 });
    const { json } = await data<Record<string, unknown>>('home', '/');
    expect(json.funFact).toBeNull();
    expect(Array.isArray(json.patrons)).toBe(true);
    expect(Array.isArray(json.latestCollections)).toBe(true);
  });

  it('says so when the FAQ cannot be loaded', async () => {
    await control('faults', { collection: 'faqs', status: 500 });
    const { status, body } = await page('/faq');
    expect(status).toBe(200);
    expect(body).toContain('The questions could not be loaded at the moment.');
    expect(body).toContain('Still have a question?');
  });

  it("keeps a project's page when its related lists fail", async () => {
    await control('faults', { collection: 'sub-themes', status: 500 });
    const { status, body } = await page('/projects/project-1');
    expect(status).toBe(200);
    expect(body).toContain('Rhino Range Expansion');
    expect(body).toContain('href="/projects/project-1/rhino-safe-havens"');
    expect(body).toContain('This list is unavailable at the moment.');
  });
});

describe('the home page', () => {
  it('has every section of the spec, in order, in English', async () => {
    const { status, body } = await page('/');
    expect(status).toBe(200);
    const positions = HOME_SECTIONS.map((name) => body.indexOf(`data-section="${name}"`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(count(body, '<h1')).toBe(1);
    expect(body).toContain('Conservation knowledge, shared across Africa');
    // Static sections are in the shell.
    expect(section(body, 'donate')).toContain('href="/contact"');
    expect(section(body, 'become-presenter')).toContain('href="/signup"');
    expect(count(section(body, 'how-to-use'), 'class="step"')).toBe(4);
    expect(count(section(body, 'how-to-present'), 'class="step"')).toBe(4);
    // Content sections (streamed: their HTML follows the frames).
    expect(count(body, 'href="/video-presentations?category=')).toBe(9);
    expect(body).toContain('href="/video-presentations?category=biodiversity-conservation"');
    expect(count(body, 'class="home-chip"')).toBe(7);
    expect(body).toContain('data-testid="fun-fact"');
    expect(body).toContain('href="https://www.example.org/partners/baobab-heritage"');
    expect(body).toContain('Lowveld Ranger Academy');
    expect(body).toContain('href="/events/event-4"');
    expect(body).toContain('href="/presenters/presenter-1"');
    // Below-the-fold images wait and keep their space.
    const image = /<img[^>]*class="partner-logo"[^>]*>/.exec(body)?.[0] ?? '';
    expect(image).toContain('loading="lazy"');
    expect(image).toContain('width="320"');
    expect(image).toContain('height="160"');
  });

  it('renders every content section in place, for browsers and bots alike (no data stream for a script)', async () => {
    const { body } = await page('/');
    // Every section is in the document, whole (issue #25: no page needs a script to be complete).
    for (const name of HOME_SECTIONS) expect(body).toContain(`data-section="${name}"`);
    expect(body).not.toContain('streamController');
    expect(body).not.toContain('<!--$?-->');
    expect(body).toContain('data-testid="category-links"');
    // Bots get the same: no Suspense fallback waiting for a script to replace it.
    const bot = await page('/', { ...EN, ...BOT });
    expect(bot.body).not.toContain('<!--$?-->');
    expect(bot.body).toContain('data-testid="category-links"');
  });

  it('picks featured events and articles, and presenters in the spotlight without private fields', async () => {
    const { json } = await data<{
      featuredEvents: { id: string; type: string }[];
      featuredArticles: { id: string; type: string }[];
      spotlight: Record<string, unknown>[];
      funFact: { id: string; text: string };
    }>('home', '/');
    expect(json.featuredEvents.map((card) => card.id)).toEqual(['event-4', 'event-5']);
    expect(json.featuredEvents.every((card) => card.type === 'EVENT')).toBe(true);
    expect(json.featuredArticles.map((card) => card.id)).toEqual(['article-1', 'article-2']);
    expect(json.spotlight.map((card) => card.id).sort()).toEqual(['presenter-1', 'presenter-10', 'presenter-4']);
    expect(JSON.stringify(json.spotlight)).not.toMatch(/@|telephone|email/);
    // The fact of the day is the same on every request of the day.
    const again = await data<{ funFact: { id: string } }>('home', '/');
    expect(again.json.funFact.id).toBe(json.funFact.id);
  });

  it('is in French for a French reader, content included', async () => {
    const { status, body } = await page('/', { ...FR, ...BOT });
    expect(status).toBe(200);
    expect(body).toContain('<html lang="fr"');
    expect(body).toContain('Parcourir par catégorie');
    expect(body).toContain('Conservation de la biodiversité');
    expect(body).toContain('Présentateurs à l’honneur');
    expect(body).toContain('Nous contacter pour faire un don');
    expect(body).not.toContain('Browse by category');
  });

  it('shows French content with the French interface in combined mode', async () => {
    const { body } = await page('/', { ...COMBINED, ...BOT });
    expect(body).toContain('Parcourir par collection');
    expect(body).toContain('Sécurité de la faune et technologie');
  });
});

/** The members of the advisory council section of a page, as a crawler gets it (every part in place). */
function councilMembers(body: string): { ids: string[]; html: string } {
  const html = section(body, 'advisory-council');
  return { ids: [...html.matchAll(/data-member="([^"]+)"/g)].map((match) => match[1] ?? ''), html };
}

const ALL_MEMBERS = [1, 2, 3, 4, 5, 6].map((number) => `council-member-${number}`);

describe('the advisory council', () => {
  it.each(['/', '/about'])('is a section with a heading and a list of members on %s, in English', async (path) => {
    const { status, body } = await page(path, { ...EN, ...BOT });
    expect(status).toBe(200);
    const { ids, html } = councilMembers(body);
    // In the council's own order, the chair first.
    expect(ids).toEqual(ALL_MEMBERS);
    expect(body).toMatch(/<section[^>]*aria-labelledby="advisory-council-title"[^>]*data-section="advisory-council"/);
    expect(html).toMatch(/<h2[^>]*id="advisory-council-title"[^>]*>Our advisory council<\/h2>/);
    expect(html).toContain('data-testid="council-list"');
    expect(count(html, '<li ')).toBe(6);
    expect(count(html, '<h3')).toBe(6);
    expect(html).toContain('>Nomvula Khumalo</h3>');
    expect(html).toContain('Chair; savanna ecologist');
    expect(html).toContain('Highveld Institute of Ecology');
    expect(html).toContain('South Africa');
    expect(html).toContain('Abebe Tesfaye');
    // Portraits keep their space, wait until needed and are left to the name beside them.
    const images = [...html.matchAll(/<img[^>]*class="council-photo"[^>]*>/g)].map((match) => match[0]);
    expect(images).toHaveLength(6);
    for (const image of images) {
      expect(image).toContain('width="400"');
      expect(image).toContain('height="400"');
      expect(image).toContain('alt=""');
      expect(image).toContain('loading="lazy"');
      expect(image).toMatch(/src="[^"]+\/media\/council-member-\d\.svg"/);
    }
  });

  it.each(['/', '/about'])('is in French only for a French reader on %s', async (path) => {
    const { body } = await page(path, { ...FR, ...BOT });
    const { ids, html } = councilMembers(body);
    // The member whose role has no French is left out (decision 0014).
    expect(ids).toEqual(ALL_MEMBERS.slice(0, 5));
    expect(html).toMatch(/<h2[^>]*id="advisory-council-title"[^>]*>Notre conseil consultatif<\/h2>/);
    expect(html).toContain('Présidente\u00a0; écologue des savanes');
    expect(html).toContain('Sénégal');
    expect(html).not.toContain('Abebe Tesfaye');
    expect(html).not.toContain('Chair; savanna ecologist');
    expect(html).not.toContain('lang="en"');
  });

  it('shows every member in combined mode, marking English texts as English', async () => {
    const { body } = await page('/about', { ...COMBINED, ...BOT });
    const { ids, html } = councilMembers(body);
    expect(ids).toEqual(ALL_MEMBERS);
    expect(html).toContain('Notre conseil consultatif');
    expect(html).toContain('Présidente\u00a0; écologue des savanes');
    expect(html).toMatch(/<p[^>]*lang="en"[^>]*>Watershed hydrologist<\/p>/);
    expect(html).toContain('<span lang="en">Ethiopia</span>');
  });

  it("gives the members in the route data of both pages, in the reader's language", async () => {
    const home = await data<{ council: { id: string; name: string; role: string }[] }>('home', '/');
    expect(home.json.council.map((member) => member.id)).toEqual(ALL_MEMBERS);
    const about = await loaderData<{ council: { id: string; role: string; roleLang?: string }[] }>(
      'about',
      '/about',
      'i18n_redirected=fr',
    );
    expect(about.json.council).toHaveLength(5);
    expect(about.json.council[0]).toMatchObject({
      id: 'council-member-1',
      role: 'Présidente\u00a0; écologue des savanes',
    });
    expect(about.json.council.every((member) => member.roleLang === undefined)).toBe(true);
  });
});

describe('the about page', () => {
  it.each([
    [EN, '>About</h1>', 'For institutions', 'Our mission'],
    [FR, '>À propos</h1>', 'Pour les institutions', 'Notre mission'],
  ])('shows the video poster, how it works and the mission', async (headers, heading, audience, mission) => {
    const { status, body } = await page('/about', headers);
    expect(status).toBe(200);
    expect(body).toContain(heading);
    expect(body).toContain('data-state="poster"');
    expect(body).not.toContain('<iframe');
    expect(count(body, 'data-audience=')).toBe(3);
    expect(body).toContain(audience);
    expect(body).toContain(mission);
  });
});

describe('the FAQ', () => {
  it('gives categories by weight and their questions by weight', async () => {
    const { json } = await data<{ groups: { id: string; questions: { id: string }[] }[] }>('faq', '/faq');
    expect(json.groups.map((group) => group.id)).toEqual([
      'faq-category-general',
      'faq-category-content',
      'faq-category-membership',
      'faq-category-presenters',
    ]);
    expect(json.groups[0]?.questions.map((question) => question.id)).toEqual(['faq-2', 'faq-1', 'faq-3']);
    expect(json.groups[1]?.questions.map((question) => question.id)).toEqual(['faq-4', 'faq-6', 'faq-5']);
  });

  it('renders a side menu and expandable, linkable questions', async () => {
    const { status, body } = await page('/faq');
    expect(status).toBe(200);
    expect(body).toContain('aria-label="FAQ topics"');
    const menu = body.indexOf('href="#category-faq-category-general"');
    expect(menu).toBeGreaterThan(0);
    expect(body.indexOf('href="#category-faq-category-content"')).toBeGreaterThan(menu);
    expect(body).toContain('id="category-faq-category-presenters"');
    expect(count(body, '<details')).toBe(12);
    // The question's address names an anchor inside its answer: the browser opens it (issue #31).
    expect(body).toMatch(
      /<details[^>]*class="faq-question"[^>]*><summary>(?:(?!<\/details>)[\s\S])*<span id="faq-faq-2" class="faq-anchor">/,
    );
    expect(body).toContain('What are Conservation Tutorials?');
  });

  it('is in French for a French reader', async () => {
    const { body } = await page('/faq', FR);
    expect(body).toContain('Questions fréquentes');
    // The sample content's French typography (issue #31): a no-break space before « ? ».
    expect(body).toContain('Que sont les Conservation Tutorials\u00a0?');
    expect(body).toContain('aria-label="Thèmes de la FAQ"');
  });
});

describe('the legal pages', () => {
  it('lists the three documents on the index', async () => {
    const { status, body } = await page('/legal');
    expect(status).toBe(200);
    for (const name of ['gdpr-policy', 'privacy-policy', 'terms-and-conditions']) {
      expect(body).toContain(`href="/legal/${name}"`);
    }
  });

  it.each([
    ['/legal/gdpr-policy', EN, 'GDPR policy', ['POPIA', 'Information Regulator', 'Last updated:']],
    ['/legal/privacy-policy', EN, 'Privacy policy', ['i18n_redirected', 'Session cookie', 'Newsletter', 'watchlist']],
    ['/legal/terms-and-conditions', EN, 'Terms and conditions', ['Acceptable use', 'non-commercial teaching']],
    ['/legal/gdpr-policy', FR, 'Politique RGPD', ['POPIA', 'Vos droits', 'Dernière mise à jour']],
    ['/legal/privacy-policy', FR, 'Politique de confidentialité', ['i18n_redirected', 'Cookie de session']],
    ['/legal/terms-and-conditions', FR, 'Conditions générales', ['Utilisation acceptable']],
  ])('renders %s', async (path, headers, title, phrases) => {
    const { status, body } = await page(path, headers);
    expect(status).toBe(200);
    expect(body).toContain(title);
    expect(body).toContain('data-testid="legal-document"');
    for (const phrase of phrases) expect(body).toContain(phrase);
    expect(body).toContain('href="/contact"');
  });

  it('gives the French e-mail for data requests in French', async () => {
    const { body } = await page('/legal/privacy-policy', { ...FR, ...BOT });
    expect(body).toContain('mailto:bonjour@conservation-tutorials.example.org');
  });
});

describe('the projects pages', () => {
  it('lists the projects, with a way to the themes', async () => {
    const { status, body } = await page('/projects');
    expect(status).toBe(200);
    for (const id of ['project-1', 'project-2', 'project-3']) expect(body).toContain(`href="/projects/${id}"`);
    expect(body).toContain('href="/projects/themes"');
  });

  it('shows a project with its sub-projects and its themes', async () => {
    const { status, body } = await page('/projects/project-1');
    expect(status).toBe(200);
    expect(body).toContain('Rhino Range Expansion');
    expect(body).toContain('href="/projects/project-1/rhino-safe-havens"');
    expect(body).toContain('href="/projects/project-1/community-rhino-guardians"');
    expect(body).not.toContain('href="/projects/project-2/flood-pulse-monitoring"');
    expect(body).toContain('href="/projects/themes/sub-theme-1"');
    expect(body).toContain('href="/projects/themes/sub-theme-4"');
    expect(body).not.toContain('href="/projects/themes/sub-theme-2"');
  });

  it('shows a sub-project by its slug within its project', async () => {
    const { status, body } = await page('/projects/project-1/rhino-safe-havens');
    expect(status).toBe(200);
    expect(body).toContain('Safe Haven Translocations');
    expect(body).toContain('href="/projects/project-1"');
    const { json } = await data<{ siblings: { id: string }[] }>('subProject', '/projects/project-1/rhino-safe-havens', {
      id: 'project-1',
      subproject: 'rhino-safe-havens',
    });
    expect(json.siblings.map((card) => card.id).sort()).toEqual(['sub-project-2', 'sub-project-3']);
  });

  it('lists the themes and shows a theme with its projects', async () => {
    const themes = await page('/projects/themes');
    expect(themes.status).toBe(200);
    expect(count(themes.body, 'href="/projects/themes/sub-theme-')).toBe(4);
    const theme = await page('/projects/themes/sub-theme-4');
    expect(theme.status).toBe(200);
    expect(theme.body).toContain('Community Stewardship');
    for (const id of ['project-1', 'project-2', 'project-3']) expect(theme.body).toContain(`href="/projects/${id}"`);
  });

  it.each([
    '/projects/project-404',
    '/projects/project-1/no-such-sub-project',
    // A sub-project's slug only counts within its own project.
    '/projects/project-2/rhino-safe-havens',
    '/projects/themes/sub-theme-404',
  ])('answers 404 for %s', async (path) => {
    const { status, body } = await page(path);
    expect(status).toBe(404);
    expect(body).toContain('404 Not Found');
  });

  it('answers 404 to route data of an unknown project', async () => {
    expect((await data('project', '/projects/nope', { id: 'nope' })).status).toBe(404);
    expect((await data('theme', '/projects/themes/nope', { id: 'nope' })).status).toBe(404);
  });

  it('is in French for a French reader', async () => {
    const project = await page('/projects/project-3', FR);
    expect(project.body).toContain('Parcours régénérés du Karoo');
    expect(project.body).toContain('Sous-projets');
    const subProject = await page('/projects/project-3/soil-carbon-trials', FR);
    expect(subProject.body).toContain('Essais sur le carbone des sols');
    expect(subProject.body).toContain('Fait partie du projet');
    const theme = await page('/projects/themes/sub-theme-2', COMBINED);
    expect(theme.body).toContain('Eau et zones humides');
    expect(theme.body).toContain('Projets de ce thème');
  });
});
