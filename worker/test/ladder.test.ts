// Issue #26 in workerd: the transcript as a file to keep and pass on (title, presenters, link,
// licence, in the reader's language, the size the page says), and the ladder of ways to take in a
// talk on the presentation page.
import { describe, expect, it } from 'vitest';
import { contentClient, request } from './helpers';
import type { Presentation } from '#shared/schemas/content.ts';

type Locale = 'en' | 'fr' | 'combined';

const get = (path: string, locale: Locale = 'en') =>
  request(path, { headers: { accept: 'text/html', cookie: `i18n_redirected=${locale}` } });

async function presentationWithSlug(slug: string): Promise<Presentation> {
  const item = (await contentClient().list('presentations')).find((candidate) => candidate.slug === slug);
  if (!item) throw new Error(`no sample presentation ${slug}`);
  return item;
}

describe('transcript download', () => {
  it('answers a printable HTML file with the title, presenters, address, timed lines and licence (en)', async () => {
    const item = await presentationWithSlug('rhino-poaching-on-the-front-line');
    const response = await get(`/video-presentations/${item.id}/transcript.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="rhino-poaching-on-the-front-line-transcript-en.html"',
    );
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain(`<h1>${item.title.en}</h1>`);
    expect(html).toContain('Presented by');
    const pageUrl = `/video-presentations/${item.id}`;
    expect(html).toContain(`${pageUrl}</a>`);
    // Every timed line links to its moment on the site.
    const segments = typeof item.transcript?.en === 'object' ? item.transcript.en.segments : [];
    expect(segments.length).toBeGreaterThan(3);
    for (const { start } of segments) expect(html).toContain(`${pageUrl}?t=${start}"`);
    expect(html).toContain('you may copy, print and pass on this file free of charge');
    expect(html).not.toMatch(/<script/i);
  });

  it('is in French for a French reader, and English lines are marked as English in combined mode', async () => {
    const item = await presentationWithSlug('rhino-poaching-on-the-front-line');
    const fr = await get(`/video-presentations/${item.id}/transcript.html`, 'fr');
    expect(fr.headers.get('content-disposition')).toContain('-transcript-fr.html');
    const frHtml = await fr.text();
    expect(frHtml).toContain('<html lang="fr">');
    expect(frHtml).toContain('Présenté par');
    expect(frHtml).toContain('transmettre ce fichier gratuitement');

    const englishOnly = await presentationWithSlug('reading-a-landscape');
    const combined = await get(`/video-presentations/${englishOnly.id}/transcript.html`, 'combined');
    expect(combined.status).toBe(200);
    const combinedHtml = await combined.text();
    expect(combinedHtml).toContain('<html lang="fr">');
    expect(combinedHtml).toMatch(/<(ol|div) lang="en">/);
  });

  it('answers 404 in the reader’s language for a talk without a transcript or an unknown one', async () => {
    const presentations = await contentClient().list('presentations');
    const without = presentations.find((item) => !item.transcript);
    expect(without).toBeDefined();
    const none = await get(`/video-presentations/${without!.id}/transcript.html`, 'fr');
    expect(none.status).toBe(404);
    // A browser gets the site's error page, in its language.
    expect(await none.text()).toContain('<html lang="fr">');
    const unknown = await get('/video-presentations/no-such-talk/transcript.html');
    expect(unknown.status).toBe(404);
  });
});
