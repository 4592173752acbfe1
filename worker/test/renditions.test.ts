// A presentation's audio and small video at the site's own address (issue #26), in workerd against
// the local content service and its real sample files: range requests passed on (206 with exactly
// the bytes asked for), cut in the Worker when the host ignores them, 416, HEAD, 404s, the download
// name, and a page that still renders when one of its renditions is malformed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import app from '../src/index';
import { contentStats, control, forgetContent, ORIGIN, request } from './helpers';

const SLUG = 'rhino-poaching-on-the-front-line';
const AUDIO = '/video-presentations/presentation-1/media/audio-en.ogg';
const VIDEO = '/video-presentations/presentation-1/media/video-144p-en.webm';
const contentOrigin = new URL(env.CONTENT_API_URL as string).origin;

/** The file as the content service holds it (what every answer is compared with). */
async function original(file: string): Promise<Uint8Array> {
  const response = await fetch(`${contentOrigin}/renditions/${SLUG}/${file}`);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());
const lastRange = async () => (await contentStats()).renditionRanges.at(-1);

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Response> {
  return request(path, { method, headers, redirect: 'manual' });
}

describe('GET /video-presentations/:id/media/:name', () => {
  beforeEach(async () => {
    await control('reset', {});
    await forgetContent('presentations');
  });
  afterEach(async () => {
    await control('reset', {});
    await forgetContent('presentations');
  });

  it('answers a range with 206 and exactly the bytes asked for, passing the Range on', async () => {
    const file = await original('audio-en.ogg');
    const response = await get(AUDIO, { range: 'bytes=0-99' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-99/${file.byteLength}`);
    expect(response.headers.get('content-length')).toBe('100');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-type')).toBe('audio/ogg; codecs=opus');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${SLUG}-audio-en.ogg"`);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await bytesOf(response)).toEqual(file.slice(0, 100));
    expect(await lastRange()).toBe('bytes=0-99');
  });

  it('answers an open-ended and a suffix range, and a range past the end with 416', async () => {
    const file = await original('audio-en.ogg');
    const size = file.byteLength;
    const open = await get(AUDIO, { range: 'bytes=150000-' });
    expect(open.status).toBe(206);
    expect(open.headers.get('content-range')).toBe(`bytes 150000-${size - 1}/${size}`);
    expect(open.headers.get('content-length')).toBe(String(size - 150000));
    expect(await bytesOf(open)).toEqual(file.slice(150000));

    const suffix = await get(AUDIO, { range: 'bytes=-500' });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(await bytesOf(suffix)).toEqual(file.slice(size - 500));

    const past = await get(AUDIO, { range: `bytes=${size}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
    expect((await bytesOf(past)).byteLength).toBe(0);
  });

  it('answers the whole file without a Range, and with one it ignores (not sent on)', async () => {
    const file = await original('video-144p-en.webm');
    const whole = await get(VIDEO);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm; codecs="vp9, opus"');
    expect(whole.headers.get('content-length')).toBe(String(file.byteLength));
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(await bytesOf(whole)).toEqual(file);
    for (const range of ['bytes=9-2', 'bytes=abc', 'lines=0-9', 'bytes=0-1,5-6']) {
      const ignored = await get(VIDEO, { range });
      expect(ignored.status, range).toBe(200);
      expect((await bytesOf(ignored)).byteLength, range).toBe(file.byteLength);
      expect(await lastRange(), range).toBeNull();
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const size = (await original('audio-en.ogg')).byteLength;
    const whole = await get(AUDIO, {}, 'HEAD');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(size));
    expect(whole.headers.get('content-type')).toBe('audio/ogg; codecs=opus');
    expect((await bytesOf(whole)).byteLength).toBe(0);
    const part = await get(AUDIO, { range: 'bytes=10-19' }, 'HEAD');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${size}`);
    expect(part.headers.get('content-length')).toBe('10');
  });

  it('cuts the range itself when the host answers the whole file', async () => {
    const file = await original('audio-fr.ogg');
    const size = file.byteLength;
    await control('faults', { collection: 'renditions', ignoreRange: true });
    const path = '/video-presentations/presentation-1/media/audio-fr.ogg';
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=100000-100009', 100000, 100009],
      ['bytes=150000-', 150000, size - 1],
      ['bytes=-300', size - 300, size - 1],
    ] as const) {
      const response = await get(path, { range });
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(await bytesOf(response), range).toEqual(file.slice(start, end + 1));
      expect(await lastRange(), range).toBe(range);
    }
    const past = await get(path, { range: `bytes=${size + 10}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('answers 304 to the entity tag of the file, and the whole file when If-Range names another', async () => {
    const etag = (await get(AUDIO, {}, 'HEAD')).headers.get('etag') ?? '';
    const unchanged = await get(AUDIO, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    // `*` matches any file that exists (RFC 9110 13.1.2), whatever the host does with it.
    const any = await get(AUDIO, { 'if-none-match': '*' });
    expect(any.status).toBe(304);
    expect(any.headers.get('etag')).toBe(etag);
    const same = await get(AUDIO, { range: 'bytes=0-9', 'if-range': etag });
    expect(same.status).toBe(206);
    await same.body?.cancel();
    const changed = await get(AUDIO, { range: 'bytes=0-9', 'if-range': '"an-older-file"' });
    expect(changed.status).toBe(200);
    expect((await bytesOf(changed)).byteLength).toBe((await original('audio-en.ogg')).byteLength);
  });

  it('answers with the download name of the talk for ?download=1', async () => {
    const response = await get(`${AUDIO}?download=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${SLUG}-audio-en.ogg"`);
    await response.body?.cancel();
  });

  it('sends a slug address on to the id address, query kept', async () => {
    const response = await get(`/video-presentations/${SLUG}/media/audio-en.ogg?download=1`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${AUDIO}?download=1`);
  });

  it('answers 404 for an unknown presentation, name or file, and 405 for other methods', async () => {
    for (const path of [
      '/video-presentations/presentation-999/media/audio-en.ogg',
      '/video-presentations/presentation-1/media/audio-de.ogg',
      '/video-presentations/presentation-1/media/video-720p-en.webm',
      '/video-presentations/presentation-1/media/..%2F..%2Fapi%2Fme',
      '/video-presentations/presentation-1/media/manifest.json',
      // A talk without renditions.
      '/video-presentations/presentation-2/media/audio-en.ogg',
    ]) {
      const response = await get(path, { range: 'bytes=0-' });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      await response.body?.cancel();
    }
    const post = await request(AUDIO, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 404 when the host has no such file, and 503 when the host fails', async () => {
    const audio = {
      kind: 'audio',
      url: `${contentOrigin}/renditions/${SLUG}/audio-gone.ogg`,
      bytes: 1000,
      durationSeconds: 10,
      type: 'audio/ogg',
      lang: 'en',
    };
    await control('items', { collection: 'presentations', id: 'presentation-2', set: { renditions: [audio] } });
    await forgetContent('presentations');
    const gone = await get('/video-presentations/presentation-2/media/audio-en.ogg');
    expect(gone.status).toBe(404);
    await gone.body?.cancel();

    await control('faults', { collection: 'renditions', status: 500, times: 1 });
    const failed = await get(AUDIO, { range: 'bytes=0-' });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('30');
    await failed.body?.cancel();
  });

  it('is no page: not kept, not counted as a page view, no cookie set, media allowed by the CSP', async () => {
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
    /** The page views one request writes (Analytics Engine replaced by a recorder), once its background work is done. */
    const pageViews = async (path: string, headers: Record<string, string>) => {
      const writeDataPoint = vi.fn<(point?: AnalyticsEngineDataPoint) => void>();
      const bindings = { ...env, PAGE_VIEWS: { writeDataPoint }, LOCAL_PAGE_VIEWS: undefined } as Cloudflare.Env;
      const ctx = createExecutionContext();
      const response = await app.fetch(
        new Request(`${ORIGIN}${path}`, { headers: { 'user-agent': browser, ...headers } }),
        bindings,
        ctx,
      );
      const body = await response.arrayBuffer();
      await waitOnExecutionContext(ctx);
      return { response, body, count: writeDataPoint.mock.calls.length };
    };
    const media = await pageViews(AUDIO, { range: 'bytes=0-9', accept: '*/*', 'sec-fetch-dest': 'audio' });
    expect(media.response.status).toBe(206);
    expect(media.body.byteLength).toBe(10);
    expect(media.count).toBe(0);
    expect(media.response.headers.get('x-page-cache')).toBeNull();
    expect(media.response.headers.get('set-cookie')).toBeNull();
    expect(media.response.headers.get('content-security-policy')).toContain("media-src 'self'");
    // The page itself is counted (the recorder hears what the media request did not write).
    const page = await pageViews('/video-presentations/presentation-1', { accept: 'text/html' });
    expect(page.response.status).toBe(200);
    expect(page.count).toBe(1);
  });

  it('drops only a malformed rendition: the page renders and the good files still play', async () => {
    const listed = await (await get('/video-presentations/presentation-1', { accept: 'text/html' })).text();
    expect(listed).toContain('Rhino Poaching on the Front Line');
    const good = {
      kind: 'audio',
      url: `${contentOrigin}/renditions/${SLUG}/audio-en.ogg`,
      bytes: (await original('audio-en.ogg')).byteLength,
      durationSeconds: 86.85,
      type: 'audio/ogg; codecs=opus',
      lang: 'en',
    };
    // A video without its height, typed as audio: the CMS slipped.
    const bad = { ...good, kind: 'video', url: `${contentOrigin}/renditions/${SLUG}/video-144p-en.webm` };
    await control('items', { collection: 'presentations', id: 'presentation-1', set: { renditions: [good, bad] } });
    await forgetContent('presentations');

    const page = await get('/video-presentations/presentation-1', { accept: 'text/html' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Rhino Poaching on the Front Line');
    expect(html).toContain('Good evening. I have worked as a ranger in the Lowveld');
    const audio = await get(AUDIO, { range: 'bytes=0-3' });
    expect(audio.status).toBe(206);
    expect(new TextDecoder().decode(await bytesOf(audio))).toBe('OggS');
    const video = await get(VIDEO, { range: 'bytes=0-3' });
    expect(video.status).toBe(404);
    await video.body?.cancel();
  });
});
