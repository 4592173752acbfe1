/**
 * Draws the app icons of the web app manifest (web/public/icons/*.png) from the site's leaf mark
 * (web/public/favicon.svg) with the local Chromium. Run once when the mark changes:
 * `npx tsx dev/build/icons.ts`; the PNGs are committed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, OFFLINE_CHROMIUM_FLAGS } from '../chromium';

const OUT = path.resolve(import.meta.dirname, '../../web/public/icons');
const LEAF = 'M8 22c4-10 12-14 16-14-2 6-6 14-16 14z';

/** `any` icons keep the favicon's rounded square; `maskable` ones fill the square, the leaf inside the safe zone. */
const svg = (maskable: boolean) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#3d5a25"/><g transform="translate(3.2 3.2) scale(0.8)"><path d="${LEAF}" fill="#9ab27c"/></g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#3d5a25"/><path d="${LEAF}" fill="#9ab27c"/></svg>`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: OFFLINE_CHROMIUM_FLAGS });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
] as const) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><img style="display:block;width:${size}px;height:${size}px" src="data:image/svg+xml,${encodeURIComponent(svg(maskable))}"></body></html>`,
  );
  writeFileSync(path.join(OUT, name), await page.screenshot({ omitBackground: true }));
  await page.close();
}
await browser.close();
console.log(`icons written to ${path.relative(process.cwd(), OUT)}`);
