// A presenter's image is 515 x 286 (spec §5's profile image): shown at that ratio on their page
// and on their cards, never drawn as an ellipse nor cropped to a square (#25.6).
import { mkdirSync } from 'node:fs';
import { BASE_URL, expect, test, VISITOR_USER_AGENT } from './fixtures';

const RATIO = 515 / 286;
const SHOTS = process.env.P25_SHOTS;

for (const locale of ['en-GB', 'fr-FR'])
  for (const width of [390, 1440]) {
    test(`a presenter's image keeps its 515 x 286 ratio at ${width} px (${locale})`, async ({ open }) => {
      const { page } = await open({ locale, userAgent: VISITOR_USER_AGENT, viewport: { width, height: 900 } });
      for (const { path, image } of [
        { path: '/presenters/presenter-3', image: 'header.header-banner img' },
        { path: '/presenters', image: '[data-card-type="PRESENTER"] img' },
      ]) {
        await page.goto(BASE_URL + path);
        const img = page.locator(image).first();
        await expect(img).toBeVisible();
        // Loaded, so the box is the one the picture is drawn in.
        await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
        const shape = await img.evaluate((element: HTMLImageElement) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return { ratio: box.width / box.height, radius: style.borderTopLeftRadius, width: box.width };
        });
        expect(Math.abs(shape.ratio / RATIO - 1), `${path}: ${shape.ratio}`).toBeLessThan(0.02);
        expect(shape.radius).not.toContain('%');
        expect(parseFloat(shape.radius)).toBeLessThan(shape.width / 10);
        if (SHOTS) {
          mkdirSync(SHOTS, { recursive: true });
          await page.screenshot({
            path: `${SHOTS}/presenter-${path === '/presenters' ? 'list' : 'page'}-${locale}-${width}.png`,
          });
        }
      }
    });
  }
