// Images of the public pages (docs/decisions/0023-images.md), in workerd through the real Worker:
// width and height on every <img>, lazy below the fold, exactly one LCP image loaded at once with
// fetchpriority=high and preloaded, srcset/sizes through Cloudflare Image Resizing only when the
// IMAGE_RESIZING setting is on (it is off in wrangler.toml's local values), narrower and lighter
// images on lite pages.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import app from '../src/index';

const ORIGIN = 'http://127.0.0.1:8787';
/** Crawlers get every streamed part in place before the page is sent (decision 0007). */
const BOT = 'Googlebot/2.1 (+http://www.google.com/bot.html)';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
// With the shared page copies on: a copy made with the setting off must not answer these requests.
const RESIZING = { ...env, IMAGE_RESIZING: 'true' } as Cloudflare.Env;

async function html(path: string, options: { bindings?: Cloudflare.Env; userAgent?: string } = {}): Promise<string> {
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`${ORIGIN}${path}`, {
      headers: { accept: 'text/html', cookie: 'i18n_redirected=en', 'user-agent': options.userAgent ?? BOT },
    }),
    options.bindings ?? env,
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  expect(response.status, path).toBe(200);
  return body;
}

type Attributes = Record<string, string>;

/** Every tag named `tag` in `page`, as its attributes (React writes them double-quoted). */
function tags(page: string, tag: string): Attributes[] {
  return [...page.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)].map((attribute) => [
        (attribute[1] ?? '').toLowerCase(),
        (attribute[2] ?? '').replaceAll('&amp;', '&'),
      ]),
    ),
  );
}

const images = (page: string) => tags(page, 'img');
const imagePreloads = (page: string) =>
  tags(page, 'link').filter((link) => link.rel === 'preload' && link.as === 'image');
const widthsOf = (srcset = '') => [...srcset.matchAll(/ (\d+)w(?:,|$)/g)].map((match) => Number(match[1]));
const head = (page: string) => page.slice(0, page.indexOf('</head>'));

/** The rules every page keeps, whatever the setting; returns the one LCP image. */
function checkImages(page: string, lcpClass: string): Attributes {
  const all = images(page);
  expect(all.length).toBeGreaterThan(1);
  for (const image of all) {
    expect(Number(image.width), JSON.stringify(image)).toBeGreaterThan(0);
    expect(Number(image.height), JSON.stringify(image)).toBeGreaterThan(0);
  }
  const eager = all.filter((image) => image.loading !== 'lazy');
  expect(eager, 'exactly one image loads at once').toHaveLength(1);
  const [lcp] = eager as [Attributes];
  expect(lcp.fetchpriority).toBe('high');
  expect(lcp.class).toContain(lcpClass);
  for (const image of all.filter((image) => image !== lcp)) {
    expect(image.loading).toBe('lazy');
    expect(image.decoding).toBe('async');
    expect(image.fetchpriority).toBeUndefined();
  }
  // React preloads it (and nothing else) with the same priority and candidates.
  const preloads = imagePreloads(page);
  expect(preloads).toHaveLength(1);
  const [preload] = preloads as [Attributes];
  expect(preload.fetchpriority).toBe('high');
  if (lcp.srcset) {
    expect(preload.imagesrcset).toBe(lcp.srcset);
    expect(preload.imagesizes).toBe(lcp.sizes);
  } else {
    expect(preload.href).toBe(lcp.src);
  }
  return lcp;
}

beforeAll(async () => {
  // The first page a fresh workerd renders loads the server build (slow on a busy machine).
  await html('/');
}, 120_000);

describe('images of the home page and a listing', () => {
  it.each([
    ['/', 'card-image'],
    ['/video-presentations', 'card-image'],
  ])(
    '%s: sizes on every image, one LCP image eager, high priority and preloaded from the head',
    async (path, lcpClass) => {
      const page = await html(path);
      const lcp = checkImages(page, lcpClass);
      expect(head(page)).toContain('rel="preload" as="image"');
      // Setting off (the local stack and tests): plain sources, no resizing addresses.
      expect(page).not.toContain('/cdn-cgi/image/');
      expect(images(page).some((image) => 'srcset' in image || 'sizes' in image)).toBe(false);
      expect(lcp.src).toMatch(/\/media\/[a-z0-9-]+\.svg$/);
    },
  );

  it('the home LCP image is the first latest collection; a listing’s the first card', async () => {
    const home = checkImages(await html('/'), 'card-image');
    const firstCollection = images(await html('/')).find((image) => image.class === 'card-image');
    expect(home.src).toBe(firstCollection?.src);
    const listing = await html('/video-presentations');
    const lcp = checkImages(listing, 'card-image');
    expect(lcp.src).toBe(images(listing).find((image) => image.class?.includes('card-image'))?.src);
  });

  it('streamed to a browser: the LCP image of a detail page is preloaded from the head', async () => {
    const page = await html('/video-presentations/presentation-1', { userAgent: BROWSER });
    const lcp = checkImages(page, 'video-poster');
    const [preload] = imagePreloads(head(page));
    expect(preload?.href).toBe(lcp.src);
    expect(preload?.fetchpriority).toBe('high');
  });

  it.each(['/', '/video-presentations'])(
    '%s with IMAGE_RESIZING on: srcset and sizes through /cdn-cgi/image on every image, the preload too',
    async (path) => {
      const page = await html(path, { bindings: RESIZING });
      const lcp = checkImages(page, 'card-image');
      for (const image of images(page)) {
        expect(image.srcset, JSON.stringify(image)).toMatch(
          /^\/cdn-cgi\/image\/width=\d+,quality=75,format=auto\/\S+ \d+w/,
        );
        expect(image.sizes).toBeTruthy();
        expect(image.src).toMatch(/^\/cdn-cgi\/image\/width=\d+,quality=75,format=auto\//);
      }
      expect(widthsOf(lcp.srcset)).toEqual([320, 480, 672, 768, 1000, 1080]);
      expect(imagePreloads(page)[0]?.imagesrcset).toBe(lcp.srcset);
    },
  );

  it.each(['/', '/video-presentations'])(
    '%s lite with IMAGE_RESIZING on: narrower, lower-quality images; still one eager LCP',
    async (path) => {
      const full = images(await html(path, { bindings: RESIZING }));
      const page = await html(`${path}?mode=lite`, { bindings: RESIZING });
      const lite = checkImages(page, 'card-image');
      expect(page).not.toContain('<script src=');
      const fullLcp = full.find((image) => image.fetchpriority === 'high');
      expect(Math.max(...widthsOf(lite.srcset))).toBeLessThan(Math.max(...widthsOf(fullLcp?.srcset)));
      for (const image of images(page)) {
        expect(image.srcset).toContain('quality=45,');
        expect(image.srcset).not.toContain('quality=75,');
        expect(Math.max(...widthsOf(image.srcset))).toBeLessThanOrEqual(Number(image.width));
      }
    },
  );

  it.each(['/', '/video-presentations'])(
    '%s lite with resizing off: plain sources, lazy except the LCP',
    async (path) => {
      // A browser's lite page comes whole (decision 0019), so the preload is in the head.
      const page = await html(`${path}?mode=lite`, { userAgent: BROWSER });
      checkImages(page, 'card-image');
      expect(imagePreloads(head(page))).toHaveLength(1);
      expect(page).not.toContain('/cdn-cgi/image/');
    },
  );
});
