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

const LADDER_SCRIPT = /src="\/(assets\/js\/ladder-[\w-]+\.js|web\/scripts\/ladder\.ts)"/;

describe('the ladder on a presentation page', () => {
  const pageOf = (path: string, headers: Record<string, string> = {}, locale: Locale = 'en') =>
    request(path, { headers: { accept: 'text/html', cookie: `i18n_redirected=${locale}`, ...headers } });
  const rungsOf = (html: string) => [...html.matchAll(/data-rung="([a-z-]+)"/g)].map((match) => match[1]);

  it('offers read, listen, watch small and watch, cheapest first, each with its exact size', async () => {
    const item = await presentationWithSlug('rhino-poaching-on-the-front-line');
    const response = await pageOf(`/video-presentations/${item.id}`, { 'cf-ipcountry': 'ZA' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(rungsOf(html)).toEqual(['read', 'listen', 'watch-small', 'watch']);
    // Nothing loads before it is chosen: the files wait for Play.
    expect(html).toMatch(
      /<audio controls="" preload="none"[^>]*><source src="\/video-presentations\/presentation-1\/media\/audio-en\.ogg" type="audio\/ogg; codecs=opus"\/>/,
    );
    // The small video is a link to its file until chosen (the module makes it a player in place).
    expect(html).toMatch(
      /<a href="\/video-presentations\/presentation-1\/media\/video-144p-en\.webm" type="video\/webm[^"]*" class="rung-play" target="_blank" rel="noopener">/,
    );
    expect(html).not.toContain('<video');
    // The sizes said are the files' sizes: the transcript file as downloaded, the audio as the CMS says.
    const sizes = [...html.matchAll(/class="rung-size" data-bytes="(\d+)"/g)].map((match) => Number(match[1]));
    const file = await pageOf(`/video-presentations/${item.id}/transcript.html`);
    expect(sizes[0]).toBe(new TextEncoder().encode(await file.text()).byteLength);
    const audio = item.renditions?.find((rendition) => rendition.kind === 'audio' && rendition.lang === 'en');
    expect(sizes[1]).toBe(audio?.bytes);
    expect(html).toContain('ZAR');
    // Where the costs are explained.
    expect(html).toContain('href="/data-costs"');
    // Its module: /assets/js/ladder-<hash>.js in a build, its source under `vite dev`.
    expect(html).toMatch(LADDER_SCRIPT);
  });

  it('says what a priced page was made for (country, connection), and only on priced pages', async () => {
    const priced = async (path: string, headers: Record<string, string> = {}) => {
      const response = await pageOf(path, headers);
      await response.body?.cancel();
      return [response.headers.get('x-site-country'), response.headers.get('x-site-cheap')];
    };
    // The service worker shows a kept copy of these first only for the same country and connection.
    expect(await priced('/video-presentations/presentation-1', { 'cf-ipcountry': 'ZA', ect: '3g' })).toEqual([
      'ZA',
      '1',
    ]);
    expect(await priced('/data-costs', { 'cf-ipcountry': 'KE' })).toEqual(['KE', '0']);
    expect(await priced('/data-costs?country=none')).toEqual(['none', '0']);
    for (const path of ['/video-presentations', '/video-presentations/series/ranger-voices', '/blog', '/']) {
      expect(await priced(path, { 'cf-ipcountry': 'ZA' }), path).toEqual([null, null]);
    }
  });

  it('gives a French reader the French audio and small video', async () => {
    const item = await presentationWithSlug('rhino-poaching-on-the-front-line');
    const html = await (await pageOf(`/video-presentations/${item.id}`, { 'cf-ipcountry': 'SN' }, 'fr')).text();
    expect(rungsOf(html)).toEqual(['read', 'listen', 'watch-small', 'watch']);
    expect(html).toContain('/media/audio-fr.ogg');
    expect(html).toContain('/media/video-144p-fr.webm');
    expect(html).toContain('XOF');
    expect(html).toContain('Lire, écouter ou regarder');
  });

  it('leads with reading and listening on a 3g connection, and keeps that page apart from the usual one', async () => {
    const item = await presentationWithSlug('why-fynbos-needs-fire');
    const path = `/video-presentations/${item.id}`;
    const banner = (html: string) =>
      html.slice(html.indexOf('presentation-banner'), html.indexOf('data-module="ladder"'));
    const slow = await (await pageOf(path, { ect: '3g' })).text();
    expect(banner(slow)).not.toContain('data-module="video-player"');
    expect(slow.slice(slow.indexOf('data-rung="watch"'))).toContain('data-module="video-player"');
    // The same address on a fast line (after the slow copy was kept): the player heads the page.
    const states: (string | null)[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const fast = await pageOf(path, { ect: '4g' });
      states.push(fast.headers.get('x-page-cache'));
      expect(banner(await fast.text())).toContain('data-module="video-player"');
    }
    const slowAgain = await pageOf(path, { ect: '3g' });
    states.push(slowAgain.headers.get('x-page-cache'));
    expect(banner(await slowAgain.text())).not.toContain('data-module="video-player"');
    // Both were kept and served again: two copies of one address.
    expect(states).toEqual(['miss', 'hit', 'hit']);
  });

  it('has no ladder rung that does not exist: a talk without files or transcript offers only the player', async () => {
    const presentations = await contentClient().list('presentations');
    const plain = presentations.find((item) => !item.transcript && !item.renditions && item.durationSeconds);
    expect(plain).toBeDefined();
    const html = await (await pageOf(`/video-presentations/${plain!.id}`)).text();
    expect(rungsOf(html)).toEqual(['watch']);
    expect(html).toContain('What watching costs');
    expect(html).not.toContain('Read, listen or watch');
    // Nothing for the ladder's module to do there: it is not loaded.
    expect(html).not.toMatch(LADDER_SCRIPT);
  });
});
