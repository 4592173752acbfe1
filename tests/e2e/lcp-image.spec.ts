// The image that leads a page (its Largest Contentful Paint) is no larger than it is shown (issue #31,
// item 6; decision 0023): on the common phones, the candidate Chromium picks from the slot's srcset
// and sizes (shared/lib/image-url.ts, as production offers them with IMAGE_RESIZING on) is within
// 10 % of the pixels the page draws, measured on the real page's layout. The local stack has the
// setting off (plain sources), so the test gives the page's LCP image the attributes production
// would give it and answers the /cdn-cgi/image/ addresses itself.
import { IMAGE_SLOTS, responsiveImage, type ImageSlotName } from '#shared/lib/image-url.ts';
import { awaitingModules, BASE_URL, expect, test, VISITOR_USER_AGENT } from './fixtures';

/** The slot of an LCP image, by the class its component gives it. */
const SLOT_OF_CLASS: [string, ImageSlotName][] = [
  ['card-image', 'card'],
  ['banner-image', 'banner'],
  ['video-poster', 'poster'],
];

/** Lighthouse's phone (412 x 823 at 1.75x), a 3x Android and a 3x iPhone. */
const PHONES = [
  { width: 412, height: 823, scale: 1.75 },
  { width: 360, height: 780, scale: 3 },
  { width: 390, height: 844, scale: 3 },
];

const PAGES = [
  ['home (a collection card)', '/'],
  ['a listing (a card)', '/video-presentations'],
  ['an article (its banner)', '/blog/ten-years-of-rhino-protection'],
  ['a presentation (the video poster)', '/video-presentations/presentation-1'],
];

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9"/></svg>';

for (const [name, path] of PAGES)
  test(`${name}: the LCP image asks for no more pixels than it is drawn at`, async ({ browser }) => {
    for (const phone of PHONES) {
      const context = await browser.newContext({
        viewport: { width: phone.width, height: phone.height },
        deviceScaleFactor: phone.scale,
        isMobile: true,
        userAgent: VISITOR_USER_AGENT,
      });
      try {
        const page = awaitingModules(await context.newPage());
        await page.route('**/cdn-cgi/image/**', (route) =>
          route.fulfill({ status: 200, contentType: 'image/svg+xml', body: SVG }),
        );
        await page.goto(`${BASE_URL}${path}`);
        const lcp = page.locator('img[fetchpriority="high"]');
        await expect(lcp).toHaveCount(1);
        const { className, source } = await lcp.evaluate((image: HTMLImageElement) => ({
          className: image.className,
          source: image.getAttribute('src') ?? '',
        }));
        const slot = SLOT_OF_CLASS.find(([name]) => className.split(' ').includes(name))?.[1];
        expect(slot, `a slot for class "${className}"`).toBeDefined();
        const offered = responsiveImage(source, slot!, { resizing: true, lite: false });
        expect(offered.srcSet, 'resizable source').toBeTruthy();
        // The attributes production gives it; Chromium picks again from them.
        await lcp.evaluate(
          (image: HTMLImageElement, attributes) => {
            image.sizes = attributes.sizes;
            image.srcset = attributes.srcSet;
            image.src = attributes.src;
          },
          offered as Required<typeof offered>,
        );
        await expect.poll(() => lcp.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain('/cdn-cgi/');
        const drawn = await lcp.evaluate((image: HTMLImageElement) => image.getBoundingClientRect().width);
        const picked = Number(
          /width=(\d+)/.exec(await lcp.evaluate((image: HTMLImageElement) => image.currentSrc))?.[1],
        );
        const needed = drawn * phone.scale;
        const largest = Math.max(...IMAGE_SLOTS[slot!].widths);
        const label = `${path} at ${phone.width} px ${phone.scale}x: drawn ${Math.round(needed)} px, picked ${picked} (${offered.srcSet})`;
        // No larger than drawn (10 % at most), and sharp (10 % narrower at most) unless nothing wider is offered.
        expect(picked, label).toBeLessThanOrEqual(needed * 1.1);
        if (needed <= largest) expect(picked, label).toBeGreaterThanOrEqual(needed * 0.9);
      } finally {
        await context.close();
      }
    }
  });
