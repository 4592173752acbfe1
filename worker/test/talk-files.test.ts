// Issue #35 in workerd against the local content service and its real sample files: captions as
// WebVTT beside the media files, and a talk as one self-contained HTML file streamed with the exact
// length the page states, whose embedded audio is the listen rung's file byte for byte.
import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { contentClient, request } from './helpers';
import type { Presentation } from '#shared/schemas/content.ts';

const contentOrigin = new URL(env.CONTENT_API_URL as string).origin;

async function presentationWithSlug(slug: string): Promise<Presentation> {
  const item = (await contentClient().list('presentations')).find((candidate) => candidate.slug === slug);
  if (!item) throw new Error(`no sample presentation ${slug}`);
  return item;
}

const page = (path: string, locale: 'en' | 'fr') =>
  request(path, { headers: { accept: 'text/html', cookie: `i18n_redirected=${locale}` } });

// The first request of an isolate builds the page layer: slow on a busy machine.
beforeAll(async () => {
  await (await page('/', 'en')).arrayBuffer();
}, 90_000);

describe('captions', () => {
  it('answers the timed transcript of a language as WebVTT, cached like the media files', async () => {
    const item = await presentationWithSlug('rhino-poaching-on-the-front-line');
    const response = await request(`/video-presentations/${item.id}/media/captions-fr.vtt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const vtt = await response.text();
    expect(vtt).toMatch(/^WEBVTT\n/);
    const segments = typeof item.transcript?.fr === 'object' ? item.transcript.fr.segments : [];
    expect(vtt).toContain(`1\n00:00:00.000 --> 00:01:42.000\n${segments[0]!.text}`);
    expect(vtt.match(/-->/g)).toHaveLength(segments.length);
  });

  it('answers 404 for a talk without timed lines in that language, an unknown talk or language', async () => {
    const plain = (await contentClient().list('presentations')).find(
      (item) => item.transcript === undefined || typeof item.transcript.en === 'string',
    )!;
    expect((await request(`/video-presentations/${plain.id}/media/captions-en.vtt`)).status).toBe(404);
    expect((await request('/video-presentations/no-such-talk/media/captions-en.vtt')).status).toBe(404);
    expect((await request('/video-presentations/presentation-1/media/captions-de.vtt')).status).toBe(404);
  });

  it('lists the captions that fit the small video on the page, in the page’s language', async () => {
    const item = await presentationWithSlug('rhino-poaching-on-the-front-line');
    // French was recorded apart: the English small video has English captions only.
    const en = await (await page(`/video-presentations/${item.id}`, 'en')).text();
    expect(en).toContain(`href="/video-presentations/${item.id}/media/captions-en.vtt"`);
    expect(en).not.toContain('captions-fr.vtt');
    const fr = await (await page(`/video-presentations/${item.id}`, 'fr')).text();
    expect(fr).toContain('Sous-titres (WebVTT)');
    expect(fr).toContain(`href="/video-presentations/${item.id}/media/captions-fr.vtt"`);
    // One recording in both languages: both captions fit it.
    const fynbos = await presentationWithSlug('why-fynbos-needs-fire');
    const both = await (await page(`/video-presentations/${fynbos.id}`, 'en')).text();
    expect(both).toContain('captions-en.vtt');
    expect(both).toContain('captions-fr.vtt');
  });
});

describe('the talk file', () => {
  it('is one HTML file with the audio inside, of exactly the length it says and the page states', async () => {
    const item = await presentationWithSlug('rhino-poaching-on-the-front-line');
    const path = `/video-presentations/${item.id}/talk-en.html`;
    const head = await request(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const stated = Number(head.headers.get('content-length'));
    expect(stated).toBeGreaterThan(200_000);

    const response = await request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="rhino-poaching-on-the-front-line-talk-en.html"',
    );
    expect(response.headers.get('content-length')).toBe(String(stated));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBe(stated);
    const html = new TextDecoder().decode(bytes);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; media-src data:`);
    const base64 = /src="data:audio\/ogg;base64,([A-Za-z0-9+/=]+)"/.exec(html)?.[1] ?? '';
    const audio = await fetch(`${contentOrigin}/renditions/${item.slug}/audio-en.ogg`);
    expect(base64).toBe(Buffer.from(await audio.arrayBuffer()).toString('base64'));

    const onPage = await (await page(`/video-presentations/${item.id}`, 'en')).text();
    expect(onPage).toContain(`href="${path}"`);
    expect(onPage).toContain(`data-bytes="${stated}"`);
  });

  it('has a French file and a small video one with its captions inside', async () => {
    const item = await presentationWithSlug('why-fynbos-needs-fire');
    const fr = await request(`/video-presentations/${item.id}/talk-fr.html`);
    expect(fr.status).toBe(200);
    const frHtml = await fr.text();
    expect(frHtml).toMatch(/^<!doctype html><html lang="fr">/);
    expect(frHtml).toContain('Présenté par');
    const video = await request(`/video-presentations/${item.id}/talk-video-en.html`);
    expect(video.status).toBe(200);
    const videoHtml = await video.text();
    expect(videoHtml).toContain('src="data:video/webm;base64,');
    expect(videoHtml).toContain(
      '<track kind="captions" srclang="en" label="English" default src="data:text/vtt;base64,',
    );
    expect(videoHtml).toContain('<track kind="captions" srclang="fr" label="Français" src="data:text/vtt;base64,');
  });

  it('answers 404 for a talk without audio and an unknown talk', async () => {
    const silent = (await contentClient().list('presentations')).find((item) => !item.renditions?.length)!;
    expect((await request(`/video-presentations/${silent.id}/talk-en.html`)).status).toBe(404);
    expect((await request('/video-presentations/no-such-talk/talk-en.html')).status).toBe(404);
  });
});

describe('a series as one ZIP', () => {
  it('streams the talk files and an index, stored, of exactly the size it states', async () => {
    const path = '/video-presentations/series/ranger-voices/talks-en.zip';
    const head = await request(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/zip');
    const stated = Number(head.headers.get('content-length'));
    const response = await request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ranger-voices-en.zip"');
    const zip = new Uint8Array(await response.arrayBuffer());
    expect(zip.byteLength).toBe(stated);
    // Stored: each talk file is in the ZIP as it is served alone.
    const item = await presentationWithSlug('rhino-poaching-on-the-front-line');
    const alone = new Uint8Array(await (await request(`/video-presentations/${item.id}/talk-en.html`)).arrayBuffer());
    const text = new TextDecoder('latin1').decode(zip);
    expect(text).toContain('ranger-voices-en/index.html');
    expect(text).toContain('ranger-voices-en/rhino-poaching-on-the-front-line-talk-en.html');
    expect(text).toContain(new TextDecoder('latin1').decode(alone));
    expect(text).toContain('href="rhino-poaching-on-the-front-line-talk-en.html"');
  });

  it('has ZIPs of a collection and a presenter, and none of an unknown group', async () => {
    const item = await presentationWithSlug('rhino-poaching-on-the-front-line');
    const collection = await request(`/collections/${item.collectionIds[0]}/talks-fr.zip`, { method: 'HEAD' });
    expect(collection.status).toBe(200);
    const presenter = await request(`/presenters/${item.presenterIds[0]}/talks-en.zip`, { method: 'HEAD' });
    expect(presenter.status).toBe(200);
    expect((await request('/collections/no-such-collection/talks-en.zip')).status).toBe(404);
  });
});
