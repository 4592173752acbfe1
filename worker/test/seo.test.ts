import { describe, expect, it } from 'vitest';
import { request } from './helpers';
import { SAMPLE_PAGES } from './sample-pages-of-build';

async function head(path: string, locale = 'en') {
  const html = await (
    await request(path, { headers: { accept: 'text/html', cookie: `i18n_redirected=${locale}` } })
  ).text();
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(
    (match) => JSON.parse(match[1]!) as { '@type': string }[],
  );
  const title = /<title>(.*?)<\/title>/.exec(html)?.[1];
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
  return { html, jsonLd, title, meta };
}

describe('what search engines and link previews see', () => {
  it.each([
    ['/video-presentations/presentation-1', 'VideoObject'],
    ['/events/event-1', 'Event'],
    ['/blog/ten-years-of-rhino-protection', 'Article'],
    ['/presenters/presenter-1', 'Person'],
    ['/', 'Organization'],
  ])('%s carries %s structured data and a breadcrumb list', async (path, type) => {
    const { jsonLd } = await head(path);
    expect(jsonLd.map((item) => item['@type'])).toContain(type);
    expect(jsonLd.map((item) => item['@type'])).toContain('BreadcrumbList');
  });

  it('gives canonical, hreflang alternates, OpenGraph and Twitter tags', async () => {
    const { html, meta, title } = await head('/video-presentations/presentation-1');
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/video-presentations\/presentation-1\?lang=en"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="fr" href="[^"]+lang=fr"/i);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+presentation-1"/i);
    expect(meta('property', 'og:title')).toBe(title);
    expect(meta('property', 'og:type')).toBe('video.other');
    expect(meta('property', 'og:image')).toMatch(/^http/);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(meta('name', 'description')?.length).toBeGreaterThan(20);
  });

  it('keeps every address of a page on the site, whatever its path decodes to', async () => {
    // `%09` is a tab, dropped when an address is parsed: `/\t//evil.example` once read another host.
    for (const path of ['/%09/%2Fevil.example', '/%09/%2F']) {
      const response = await request(path, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).not.toContain('evil.example/');
      // Its addresses are the site's (the tab a space, the rest a path): none names another host.
      expect(html, path).not.toMatch(/(href|content|item)="?(https?:)?\/\/evil/);
      expect(html, path).toContain('href="/%20/');
    }
  });

  it('points the combined reading mode at the French address (not an indexed language)', async () => {
    const { html } = await head('/about', 'combined');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/about\?lang=fr"/);
  });

  it('gives each page its own title', async () => {
    // Every public page of the route table (sample-pages.ts) but the pages that say nothing is there.
    const paths = SAMPLE_PAGES.filter((page) => page.audience === 'all' && page.status === 200).map(
      (page) => page.path,
    );
    const titles = await Promise.all(paths.map(async (path) => (await head(path)).title ?? ''));
    const seen = new Map<string, string>();
    const repeated = titles.flatMap((title, index) => {
      const first = seen.get(title);
      seen.set(title, first ?? paths[index]!);
      return first ? [`${paths[index]} has the title of ${first}: ${title}`] : [];
    });
    expect(repeated).toEqual([]);
    expect(titles.length).toBeGreaterThan(20);
  });

  it('announces the feeds where they belong: the blog, the presentations (news and podcast), a series, the events calendar', async () => {
    const rss = (html: string) =>
      [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml" title="([^"]+)" href="([^"]+)"/g)].map(
        (match) => [match[1], new URL(match[2]!).pathname],
      );
    expect(rss((await head('/blog')).html)).toEqual([['Blog articles (RSS)', '/blog/rss.xml']]);
    expect(rss((await head('/video-presentations', 'fr')).html)).toEqual([
      ['Nouvelles présentations vidéo (RSS)', '/video-presentations/rss.xml'],
      ['Toutes les présentations (Conservation Tutorials Africa)', '/video-presentations/podcast-fr.xml'],
    ]);
    const series = rss((await head('/video-presentations/series/ranger-voices')).html);
    // Its news feed, and its talks as a podcast (issue #35).
    expect(series.map(([, path]) => path)).toEqual([
      '/video-presentations/series/ranger-voices/rss.xml',
      '/video-presentations/series/ranger-voices/podcast-en.xml',
    ]);
    expect(rss((await head('/about')).html)).toEqual([]);
    // The answer library's new answers (decision 0040), in the reader's language.
    expect(rss((await head('/answers', 'fr')).html)).toEqual([['Nouvelles réponses (RSS)', '/answers/feed.xml']]);
    for (const [, path] of [...rss((await head('/blog')).html), ...series]) {
      expect((await request(path!)).status, path).toBe(200);
    }

    const events = (await head('/events')).html;
    expect(events).toMatch(
      /<link rel="alternate" type="text\/calendar" title="Events calendar" href="http[^"]+\/events\/calendar\.ics"/,
    );
    expect(events).toMatch(/href="webcal:\/\/[^"]+\/events\/calendar\.ics"/);
    expect(events).toMatch(/href="https?:\/\/[^"]+\/events\/calendar\.ics"[^>]*>Calendar address \(https\)/);
  });
});
