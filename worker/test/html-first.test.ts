// Issue #25: every page a visitor or member opens is whole as HTML and loads no React, React
// Router's browser runtime or i18next; only the small modules of web/scripts, by address. Fails
// when a page's HTML references the React runtime (an entry or route chunk, a modulepreload,
// React Router's context script, any inline script but the modules' loader), and when its CSP needs a nonce.
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MODULE_TYPE, PAGE_MODULES_LOADER_TEXT } from '#shared/lib/page-modules.ts';
import { inlineScripts } from './inline-scripts';
import { request } from './helpers';
import { signedInMember, type SignedInMember } from './accounts';
import { SAMPLE_PAGES } from './sample-pages-of-build';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

/** Every page of the route table (sample-pages.ts), by who opens it. */
const PUBLIC_PAGES = SAMPLE_PAGES.filter((page) => page.audience === 'all').map((page) => page.path);
const SIGNED_OUT_ONLY = SAMPLE_PAGES.filter((page) => page.audience === 'visitor').map((page) => page.path);
const MEMBER_PAGES = SAMPLE_PAGES.filter((page) => page.audience === 'member').map((page) => page.path);

/** What of React a page's HTML names: every script but JSON-LD data and the page scripts, by address. */
function reactIn(html: string): string[] {
  const found: string[] = [];
  // Inline code but the modules' loader (structured data, prefetch rules and the loader's names are data).
  found.push(...inlineScripts(html).filter((script) => script !== 'loader'));
  // Addresses: the page scripts only, /assets/js/<name>-<hash>.js in a build, their source under `vite dev`.
  for (const [, src = ''] of html.matchAll(/<script\b[^>]*\bsrc="([^"]*)"/g))
    if (!/^\/(assets\/js|web\/scripts)\//.test(src)) found.push(src);
  for (const [, tag = '', src = ''] of html.matchAll(/(<script\b[^>]*) data-src="([^"]*)"/g))
    if (!/^\/(assets\/js|web\/scripts)\//.test(src) || !tag.includes(`type="${PAGE_MODULE_TYPE}"`)) found.push(src);
  for (const [tag] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) found.push(tag);
  if (html.includes('__reactRouter')) found.push('__reactRouter');
  if (html.includes('data-react=')) found.push('data-react');
  return found;
}

async function check(path: string, cookie: string) {
  const response = await request(path, { headers: { accept: 'text/html', 'user-agent': BROWSER, cookie } });
  const html = await response.text();
  expect([200, 404], path).toContain(response.status);
  expect(reactIn(html), path).toEqual([]);
  expect(response.headers.get('content-security-policy'), path).not.toContain('nonce');
}

describe('pages without React (issue #25)', () => {
  let member: SignedInMember;
  beforeAll(async () => {
    member = await signedInMember('user', 'Htmlfirst Reader');
  }, 60_000);

  for (const language of ['en', 'fr']) {
    it(`signed out, ${language}: no page loads React`, async () => {
      for (const path of [...PUBLIC_PAGES, ...SIGNED_OUT_ONLY]) await check(path, `i18n_redirected=${language}`);
    }, 120_000);

    it(`signed in, ${language}: no public page and no list page loads React`, async () => {
      for (const path of [...PUBLIC_PAGES, ...MEMBER_PAGES]) {
        await check(path, `i18n_redirected=${language}; ${member.cookie}`);
      }
    }, 120_000);
  }

  it('finds React where a page loads it (the check can fail)', () => {
    expect(reactIn('<script nonce="x">window.__reactRouterContext = {}</script>')).not.toEqual([]);
    expect(reactIn('<link rel="modulepreload" href="/assets/entry.client-abc.js"/>')).not.toEqual([]);
    expect(reactIn('<script type="module" src="/assets/entry.client-abc.js"></script>')).not.toEqual([]);
    expect(reactIn('<script type="text/x-page-module" data-src="/assets/js/share-abc.js"></script>')).toEqual([]);
    expect(reactIn(`<script>${PAGE_MODULES_LOADER_TEXT}</script>`)).toEqual([]);
    expect(reactIn('<script>alert(1)</script>')).not.toEqual([]);
    expect(reactIn('<script type="application/ld+json">{}</script>')).toEqual([]);
  });
});
