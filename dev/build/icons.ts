/**
 * Draws the app icons of the web app manifest (web/public/icons/*.png) and the podcast feeds'
 * artwork (web/public/icons/podcast-1400.png, issue #35) from the site's leaf mark
 * (web/public/favicon.svg) with the local Chromium. Run once when the mark changes:
 * `npx tsx dev/build/icons.ts`; the PNGs are committed. The artwork is drawn opaque, so Chromium
 * writes it as RGB without alpha (as Apple asks): a flat picture of about 49 KB.
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

/**
 * The podcast artwork (Apple asks for a square of 1400 to 3000 px, JPEG or PNG, RGB): the leaf on
 * the site's dark green, full bleed, and the site's name, which is the same in both languages.
 * 1400 px, the least Apple takes: podcast apps download it on the listener's data.
 */
const ARTWORK_SIZE = 1400;
const artworkSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1400 1400">` +
  `<rect width="1400" height="1400" fill="#3d5a25"/>` +
  `<g transform="translate(-24 -24) scale(28)"><path d="${LEAF}" fill="#9ab27c"/></g>` +
  `<rect x="200" y="820" width="160" height="16" fill="#F4D35E"/>` +
  `<g fill="#FAF3DD" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-weight="bold" font-size="124">` +
  `<text x="200" y="990">Conservation</text><text x="200" y="1130">Tutorials</text><text x="200" y="1270">Africa</text></g></svg>`;

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
const artwork = await browser.newPage({ viewport: { width: ARTWORK_SIZE, height: ARTWORK_SIZE } });
await artwork.setContent(
  `<html><body style="margin:0"><img style="display:block;width:${ARTWORK_SIZE}px;height:${ARTWORK_SIZE}px" src="data:image/svg+xml,${encodeURIComponent(artworkSvg())}"></body></html>`,
);
writeFileSync(path.join(OUT, `podcast-${ARTWORK_SIZE}.png`), await artwork.screenshot());
await browser.close();
console.log(`icons written to ${path.relative(process.cwd(), OUT)}`);
