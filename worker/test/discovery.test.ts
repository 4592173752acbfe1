import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import * as build from 'virtual:react-router/server-build';
import { pageRoutes, type PageRoute, type RouteEntry } from '#web/app/lib/route-table.ts';
import { CONTENT_PAGES } from '../src/services/discovery/public-pages';
import { contentClient, request } from './helpers';

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'item', 'xhtml:link', 'category'].includes(name),
});

async function xml(path: string, headers: Record<string, string> = {}) {
  const response = await request(path, { headers });
  const text = await response.text();
  expect(response.status).toBe(200);
  expect(XMLValidator.validate(text)).toBe(true);
  return { response, text, doc: parser.parse(text) };
}

describe('robots.txt', () => {
  it('allows the site, keeps private areas out, and names the sitemap', async () => {
    const text = await (await request('/robots.txt')).text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /account');
    expect(text).toContain('Disallow: /admin');
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });
});

describe('sitemap.xml', () => {
  it('lists every route of the route table with no parameter, but the private and noindex ones', async () => {
    const { doc } = await xml('/sitemap.xml');
    const paths = (doc.urlset.url as { loc: string }[]).map((url) => new URL(url.loc).pathname);
    const pages = pageRoutes(Object.values(build.routes).filter((route) => route !== undefined) as RouteEntry[]);
    const handle = (id: string) => build.routes[id]?.module.handle as { noindex?: true; errorPage?: true } | undefined;
    // The account area, the sign-in screens, and the pages whose handle keeps them from search engines.
    const hidden = (page: PageRoute) =>
      page.audience !== 'all' || page.chain.some((id) => handle(id)?.noindex || handle(id)?.errorPage);
    const oneAddress = pages.filter((page) => page.params.length === 0);
    const listed = oneAddress.filter((page) => !hidden(page)).map((page) => page.pattern);
    expect(listed).toEqual(expect.arrayContaining(['/', '/faq', '/data-costs', '/legal/privacy-policy']));
    expect(listed.filter((path) => !paths.includes(path))).toEqual([]);
    const unlisted = oneAddress.filter(hidden).map((page) => page.pattern);
    expect(unlisted).toEqual(
      expect.arrayContaining(['/login', '/account', '/profile', '/offline', '/account/actions']),
    );
    expect(unlisted.filter((path) => paths.includes(path))).toEqual([]);
    // A listed page with parameters is filled from the content (services/discovery/public-pages.ts).
    const filled = pages.filter((page) => page.params.length > 0 && !hidden(page)).map((page) => page.pattern);
    expect(filled.filter((pattern) => !(pattern in CONTENT_PAGES))).toEqual([]);
  });

  it('lists exactly the public pages, each with en, fr and x-default alternates', async () => {
    const { doc, response } = await xml('/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    const urls = doc.urlset.url as { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[];
    const paths = urls.map((url) => new URL(url.loc).pathname);
    const client = contentClient();
    const [presentations, series, collections, presenters, events, articles, projects, subProjects, themes] =
      await Promise.all([
        client.list('presentations'),
        client.list('series'),
        client.list('collections'),
        client.list('presenters'),
        client.list('events'),
        client.list('articles'),
        client.list('projects'),
        client.list('sub-projects'),
        client.list('sub-themes'),
      ]);
    const expected = new Set([
      ...presentations.map((item) => `/video-presentations/${item.id}`),
      ...series.map((item) => `/video-presentations/series/${item.id}`),
      ...collections.map((item) => `/collections/${item.id}`),
      ...presenters.map((item) => `/presenters/${item.id}`),
      ...events.map((item) => `/events/${item.id}`),
      ...articles.map((item) => `/blog/${item.slug}`),
      ...projects.map((item) => `/projects/${item.id}`),
      ...subProjects.map((item) => `/projects/${item.projectId}/${item.slug}`),
      ...themes.map((item) => `/projects/themes/${item.id}`),
      '/',
      '/about',
      '/faq',
      '/video-presentations',
    ]);
    for (const path of expected) expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => /account|profile|login|signup|admin/.test(path))).toEqual([]);
    for (const url of urls) {
      const languages = url['xhtml:link'].map((link) => link['@_hreflang']).sort();
      expect(languages).toEqual(['en', 'fr', 'x-default']);
      expect(url['xhtml:link'].find((link) => link['@_hreflang'] === 'fr')?.['@_href']).toMatch(/[?&]lang=fr/);
    }
  });
});

describe('RSS feeds', () => {
  it('lists every blog article, newest first, as valid RSS', async () => {
    const { doc } = await xml('/blog/rss.xml');
    const items = doc.rss.channel.item as { title: string; link: string; pubDate: string }[];
    expect(items.length).toBe((await contentClient().list('articles')).length);
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(doc.rss.channel.language).toBe('en');
  });

  it('gives French titles and lang=fr links to French readers', async () => {
    const { doc } = await xml('/blog/rss.xml?lang=fr');
    expect(doc.rss.channel.language).toBe('fr');
    const items = doc.rss.channel.item as { link: string }[];
    expect(items.length).toBeGreaterThan(0); // an empty feed would pass the next line vacuously
    expect(items.every((item) => item.link.includes('lang=fr'))).toBe(true);
  });

  it('lists new presentations, and a series feed only that series', async () => {
    const all = await xml('/video-presentations/rss.xml');
    expect((all.doc.rss.channel.item as unknown[]).length).toBe(
      Math.min(50, (await contentClient().list('presentations')).length),
    );
    const series = (await contentClient().list('series'))[0]!;
    const inSeries = (await contentClient().list('presentations')).filter((item) => item.seriesId === series.id);
    const feed = await xml(`/video-presentations/series/${series.id}/rss.xml`);
    const links = (feed.doc.rss.channel.item as { link: string }[]).map((item) => new URL(item.link).pathname).sort();
    expect(links).toEqual(inSeries.map((item) => `/video-presentations/${item.id}`).sort());
  });

  it('answers 404 for an unknown series feed', async () => {
    expect((await request('/video-presentations/series/nope/rss.xml')).status).toBe(404);
  });
});

describe('events calendar feed', () => {
  it('is valid iCalendar listing exactly the upcoming events', async () => {
    const ICAL = (await import('ical.js')).default;
    const response = await request('/events/calendar.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const text = await response.text();
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const uids = calendar
      .getAllSubcomponents('vevent')
      .map((event) => String(event.getFirstPropertyValue('uid')).split('@')[0]);
    const now = Date.now();
    const expected = (await contentClient().list('events'))
      .filter((event) => Date.parse(event.endsAt ?? event.startsAt) >= now)
      .map((event) => event.id);
    expect(uids.sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(0);
  });
});
