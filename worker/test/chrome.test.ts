// What a person sees of the site's chrome on every page type (issue #13): icons are SVG, never
// emoji (which show as empty boxes where no emoji font is installed); © and ® are text. The
// breadcrumbs: the page's own title last, sections in the reader's language, no link to an
// address that is no page, and an error page's trail of Home and the error.
import { describe, expect, it } from 'vitest';
import { request } from './helpers';

const CRAWLER = { accept: 'text/html', 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' };
const PAGE_TYPES = [
  '/',
  '/video-presentations',
  '/video-presentations/presentation-1',
  '/presenters/presenter-1',
  '/events',
  '/blog',
  '/contact',
  '/login',
  '/signup',
  '/no-such-page',
];

/** The text of a page's markup outside scripts (JSON-LD and React Router's data stay out). */
const visibleMarkup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

describe('the chrome', () => {
  it.each(PAGE_TYPES)('draws its icons as SVG, with no emoji or symbol character, on %s', async (path) => {
    for (const locale of ['en', 'fr']) {
      const response = await request(path, { headers: { ...CRAWLER, cookie: `i18n_redirected=${locale}` } });
      const html = visibleMarkup(await response.text());
      expect(
        html.match(/(?![©®])[\p{Extended_Pictographic}\u2190-\u21ff\u2630]/gu) ?? [],
        `${path} (${locale})`,
      ).toEqual([]);
      expect(html, path).toContain('<svg');
    }
  });
});

/** The crumbs of a page: label and link (null for a crumb shown as text). */
async function crumbs(path: string, locale = 'en'): Promise<{ status: number; trails: [string, string | null][][] }> {
  const response = await request(path, { headers: { ...CRAWLER, cookie: `i18n_redirected=${locale}` } });
  const html = await response.text();
  const trails = [...html.matchAll(/<nav[^>]*class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/g)].map((nav) =>
    [...(nav[1] ?? '').matchAll(/<li>([\s\S]*?)<\/li>/g)].map((item): [string, string | null] => {
      const text = (item[1] ?? '')
        .replace(/<[^>]+>/g, '')
        .replace(/&#x27;/g, "'")
        .trim();
      return [text, /<a [^>]*href="([^"]+)"/.exec(item[1] ?? '')?.[1] ?? null];
    }),
  );
  return { status: response.status, trails };
}

describe('the footer', () => {
  it('links a video network, a professional network and two general social networks, the naturalist one disabled', async () => {
    const html = await (await request('/about', { headers: CRAWLER })).text();
    const social = /<section aria-labelledby="footer-social">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    const labels = [...social.matchAll(/<a[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);
    expect(labels).toEqual(['YouTube', 'LinkedIn', 'Facebook', 'Instagram', 'WeNaturalists (coming soon)']);
    expect(social).toMatch(/<a aria-disabled="true"[^>]*>WeNaturalists \(coming soon\)<\/a>/);
  });
});

describe('in French', () => {
  it('labels the progress bar in French', async () => {
    const html = await (await request('/about', { headers: { ...CRAWLER, cookie: 'i18n_redirected=fr' } })).text();
    expect(html).toMatch(/role="progressbar"[^>]*aria-label="Chargement \.\.\."/);
  });
});

describe('the breadcrumbs', () => {
  it('end with the page’s own title', async () => {
    const { trails } = await crumbs('/video-presentations/presentation-1');
    expect(trails).toHaveLength(1);
    const trail = trails[0]!;
    expect(trail.slice(0, 2)).toEqual([
      ['Home', '/'],
      ['Video presentations', '/video-presentations'],
    ]);
    expect(trail[2]?.[0]).not.toBe('Video presentation');
    expect(trail[2]?.[0].length).toBeGreaterThan(10);
    expect(trail[2]?.[1]).toBeNull();
  });

  it('are French in French, middle crumbs included', async () => {
    const { trails } = await crumbs('/video-presentations/series/ranger-voices', 'fr');
    expect(trails[0]?.slice(0, 3)).toEqual([
      ['Accueil', '/'],
      ['Présentations vidéo', '/video-presentations'],
      // No page lives at /video-presentations/series: shown, not linked.
      ['Série', null],
    ]);
  });

  it('name a sub-project’s project by its title', async () => {
    const { trails } = await crumbs('/projects/project-1/rhino-safe-havens');
    const trail = trails[0]!;
    expect(trail[1]).toEqual(['Projects', '/projects']);
    expect(trail[2]?.[1]).toBe('/projects/project-1');
    expect(trail[2]?.[0]).not.toMatch(/^Project( 1)?$/);
    expect(trail).toHaveLength(4);
  });

  it.each(['/video-presentations/no-such-talk', '/no-such-page', '/blog/no-such-article'])(
    'are Home and the error on the 404 page of %s',
    async (path) => {
      const { status, trails } = await crumbs(path);
      expect(status).toBe(404);
      expect(trails).toEqual([
        [
          ['Home', '/'],
          ['Page not found', null],
        ],
      ]);
    },
  );
});
