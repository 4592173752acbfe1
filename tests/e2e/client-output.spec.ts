// The browser build holds only what a page or the admin console loads (issue #32, item 1). From
// every page type (worker/test/sample-pages.ts) signed out and in, in English and French, full and
// lite, and from the console's page, every file the answers name is followed (a page's HTML and
// `Link` and `Speculation-Rules` headers, then the stylesheets, modules, manifests and the service
// worker they name, and so on); a file of the build that none of them names fails the test. React
// Router's own browser bundle is removed at the end of the build (dev/build/client-output.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SAMPLE_PAGES } from '#worker/test/sample-pages-of-config.ts';
import { BASE_URL, expect, test, VISITOR_USER_AGENT } from './fixtures';

const buildDir = process.env.CTA_BUILD_DIR ?? '';

/** Files of the build that tell the assets server what to do; no browser asks for them. */
const SERVER_SETTINGS = new Set(['/_headers', '/.assetsignore']);

/** Page scripts that pages load only under a setting the test stack leaves off, and why. */
const WHERE_CONFIGURED: [prefix: string, reason: string][] = [
  ['/assets/js/captcha-', 'forms load it only where a reCAPTCHA site key is set (RECAPTCHA_SITE_KEY)'],
  // Its test runs it on the error boundary's own HTML (web/scripts/layout-error.test.tsx).
  ['/assets/js/layout-error-', 'only a page whose layout failed loads it (no sample page fails)'],
];

/** Files of the build that no page names but another answer of the site does, and which. */
const NAMED_ELSEWHERE: [prefix: string, reason: string][] = [
  [
    '/icons/podcast-1400.png',
    "every podcast feed's artwork (worker/src/routes/podcasts.ts, shared/lib/podcast-feed.ts)",
  ],
];

/** Every file under `dir`, by address (`/assets/js/chat-ab12.js`). */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, `${prefix}/${name}`) : [`${prefix}/${name}`];
  });
}

/**
 * The files of `built` that `text` names: by address, or by file name alone (the console's chunks
 * name each other relatively, `./chunk-<hash>.js`). Names are hashed or unique in the build.
 */
function named(text: string, built: readonly string[]): string[] {
  return built.filter((address) => text.includes(path.posix.basename(address)));
}

/** What a text file of the build names, followed to the end: the set of files reached. */
function reach(start: Iterable<string>, built: readonly string[], clientDir: string): Set<string> {
  const reached = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const address = queue.pop()!;
    if (reached.has(address)) continue;
    reached.add(address);
    if (!/\.(m?js|css|html|json|webmanifest|svg)$/.test(address)) continue;
    for (const next of named(readFileSync(path.join(clientDir, address), 'utf8'), built))
      if (!reached.has(next)) queue.push(next);
  }
  return reached;
}

// The route table's pages (with their samples), and a few addresses no route names as a page.
const SIGNED_OUT = [
  ...new Set([
    ...SAMPLE_PAGES.filter((page) => page.audience !== 'member').map((page) => page.path),
    '/legal',
    '/offline',
    '/saved',
    '/forgot',
    '/resend-email-verification',
    '/no-such-page',
  ]),
];
const SIGNED_IN = [
  ...new Set([
    ...SAMPLE_PAGES.filter((page) => page.audience === 'member').map((page) => page.path),
    '/profile',
    '/account/logout',
    // A presenter's page shows a member the request form, whose question field loads answer-suggest.
    '/presenters/presenter-1',
  ]),
];

test.describe('the browser build', () => {
  test('holds no file that no page and no console screen loads', async ({ member, presenter }) => {
    test.setTimeout(120_000);
    expect(buildDir, 'CTA_BUILD_DIR names the served build').not.toBe('');
    const clientDir = path.join(buildDir, 'client');
    const built = filesUnder(clientDir).filter((address) => !SERVER_SETTINGS.has(address));

    // What the answers name: their HTML and their headers.
    const start = new Set<string>();
    const answers: string[] = [];
    const take = async (response: Response) => {
      const text = await response.text();
      answers.push(text, response.headers.get('link') ?? '');
    };
    for (const cookie of ['i18n_redirected=en', 'i18n_redirected=fr', 'i18n_redirected=en; site_mode=lite'])
      for (const address of SIGNED_OUT)
        await take(
          await fetch(`${BASE_URL}${address}`, {
            headers: { accept: 'text/html', cookie, 'user-agent': VISITOR_USER_AGENT },
          }),
        );
    // A member and a presenter (whose profile has the image field and its modules).
    for (const [signedIn, language] of [member, presenter].flatMap((who) => [
      [who, 'en'] as const,
      [who, 'fr'] as const,
    ])) {
      await signedIn.context.addCookies([{ name: 'i18n_redirected', value: language, url: BASE_URL }]);
      for (const address of SIGNED_IN) {
        const response = await signedIn.page.request.get(address, {
          headers: { accept: 'text/html', 'user-agent': VISITOR_USER_AGENT },
        });
        answers.push(await response.text(), response.headers()['link'] ?? '');
      }
    }
    // The console is one page (admin/index.html, which the Worker answers for every address below
    // /admin with its bootstrap written in); its screens are the chunks its script imports.
    await take(await fetch(`${BASE_URL}/admin/`, { headers: { accept: 'text/html' } }));
    start.add('/admin/index.html');
    for (const text of answers) for (const address of named(text, built)) start.add(address);

    const reached = reach(start, built, clientDir);
    const unloaded = built.filter(
      (address) =>
        !reached.has(address) &&
        ![...WHERE_CONFIGURED, ...NAMED_ELSEWHERE].some(([prefix]) => address.startsWith(prefix)),
    );
    expect(unloaded, 'files of the build that no page or console screen names').toEqual([]);
  });
});
