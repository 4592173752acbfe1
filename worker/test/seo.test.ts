import { describe, expect, it } from 'vitest';
import { request } from './helpers';

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

  it('points the combined reading mode at the French address (not an indexed language)', async () => {
    const { html } = await head('/about', 'combined');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/about\?lang=fr"/);
  });

  it('gives each page its own title', async () => {
    const titles = await Promise.all(
      [
        '/',
        '/about',
        '/faq',
        '/video-presentations',
        '/video-presentations/presentation-1',
        '/presenters/presenter-1',
        '/events/event-1',
      ].map(async (path) => (await head(path)).title),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });
});
