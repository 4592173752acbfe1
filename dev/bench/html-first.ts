// Part of `npm run bench`: the budgets of issue #25 ("HTML first", budgets.ts) over every public page
// type, signed out and signed in, in English and French, on the production build through the gzip
// proxy (compress-proxy.ts). BENCH_ONLY=html-first measures the bytes only, each page loaded once
// in Chromium (Playwright) until the network is quiet: the script before interaction (modules and
// inline scripts), every byte but images and video, and whether the page loaded any of React,
// React Router's browser runtime or i18next (by the client bundle's chunks it fetched, by the
// content of every script, by React Router's inline scripts); then a warm signed-out page's
// requests per second against a static file's. BENCH_ONLY=lighthouse (lighthouse.ts) measures the
// same bytes from its own loads and adds Lighthouse's figures. Both print one table and the broken
// budgets; the run exits non-zero when one is broken.
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { chromiumPath, OFFLINE_CHROMIUM_FLAGS } from '../chromium';
import { startAuthEmulator } from '../emulators/auth';
import { startFirestoreEmulator } from '../emulators/firestore';
import { repoRoot } from '../emulators/process-group';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../seed';
import { PROJECT_ID } from '../stack';
import {
  BUDGETS,
  brokenBudgets,
  brokenThroughput,
  median,
  variantLabel,
  type LabMetrics,
  type PageFigures,
  type Runtime,
  type ThroughputFigures,
} from './budgets';
import { bytesByKind, type ByteFigures, type ServedResponse } from './compress-proxy';
import { throughput, type Throughput } from './page-cache';
import type { SamplePage as PageType } from '#worker/test/sample-pages.ts';
import { SAMPLE_PAGES } from '#worker/test/sample-pages-of-config.ts';

/** Rounds of the static file and the page, each THROUGHPUT_SECONDS long (BENCH_THROUGHPUT_SECONDS, 4). */
const THROUGHPUT_ROUNDS = 2;
const THROUGHPUT_SECONDS = Number(process.env.BENCH_THROUGHPUT_SECONDS ?? 4);

/** A phone browser's user agent: Lighthouse's own and headless Chromium's are bots to `isbot`
 * (the Worker then renders the crawlers' way, without streaming). */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

/** Every page of the route table, at a sample address (worker/test/sample-pages.ts, shared with the tests). */
export const PAGE_TYPES: PageType[] = SAMPLE_PAGES;

export interface Variant {
  signedIn: boolean;
  language: 'en' | 'fr';
}
/** `out-en`, `in-fr`: the names BENCH_VARIANTS takes. */
export const variantName = (variant: Variant) => `${variant.signedIn ? 'in' : 'out'}-${variant.language}`;
export const VARIANTS: Variant[] = [
  { signedIn: false, language: 'en' },
  { signedIn: false, language: 'fr' },
  { signedIn: true, language: 'en' },
  { signedIn: true, language: 'fr' },
];

/** One page type in one variant. */
export interface Target extends Variant {
  type: PageType;
}

/**
 * The page types (BENCH_PAGES=home,presentation narrows them) times the variants (BENCH_VARIANTS=
 * out-en,in-fr narrows them), each page type only for its audience.
 */
export function selectedTargets(env: NodeJS.ProcessEnv = process.env): Target[] {
  const list = (value: string | undefined) => value?.split(',').map((name) => name.trim());
  const pages = list(env.BENCH_PAGES);
  const types = pages ? PAGE_TYPES.filter((type) => pages.includes(type.page)) : PAGE_TYPES;
  if (pages && types.length !== pages.length)
    throw new Error(`BENCH_PAGES: unknown page type; known: ${PAGE_TYPES.map((type) => type.page).join(', ')}`);
  const names = list(env.BENCH_VARIANTS);
  const variants = names ? VARIANTS.filter((variant) => names.includes(variantName(variant))) : VARIANTS;
  if (names && variants.length !== names.length)
    throw new Error(`BENCH_VARIANTS: unknown variant; known: ${VARIANTS.map(variantName).join(', ')}`);
  const targets: Target[] = [];
  for (const variant of variants)
    for (const type of types)
      if (type.audience === 'all' || (type.audience === 'member') === variant.signedIn)
        targets.push({ type, ...variant });
  return targets;
}

// ---- Scripts: how much, and whether any of it is the React app.

const MARKERS: [Runtime, RegExp][] = [
  ['React', /Symbol\.for\([`'"]react\.|__reactContainer|__reactFiber/],
  ['React Router', /__reactRouter(Context|Manifest|RouteModules)/],
  ['i18next', /\bi18next[.:]|react-i18next/],
];

/** The runtimes whose marks `text` holds. */
export function runtimesIn(text: string): Runtime[] {
  return MARKERS.filter(([, marker]) => marker.test(text)).map(([runtime]) => runtime);
}

/** Whether `address` (a path) is one of the React app's chunks in the client build (not a page script under /assets/js/). */
export const isAppChunk = (address: string) => /^\/assets\/(?!js\/)[^?#]+\.m?js(?:[?#].*)?$/.test(address);

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);

/** The inline scripts of `html` that run (JSON data blocks and speculation rules are not scripts). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const [, tag = '', body = ''] = match;
    const type = (attribute(tag, 'type') ?? '').toLowerCase();
    if (/json|speculationrules/.test(type) || attribute(tag, 'src') !== undefined || !body.trim()) continue;
    scripts.push(body);
  }
  return scripts;
}

export interface ScriptFigures {
  scriptGzipBytes: number;
  reactBytes: number;
  reactFound: string[];
}

/**
 * The script a load brought (from the proxy's record `served` and the page's `html`): every
 * fetched script the page asked for (the service worker's own script apart) and every inline one
 * (gzipped alone); the part that is the React app (the client bundle's chunks, React Router's
 * inline scripts, any script holding React, React Router or i18next) and what was found: the
 * runtimes, how many of the client bundle's chunks, how many inline scripts of theirs.
 */
export async function scriptFigures(
  served: readonly ServedResponse[],
  html: string,
  clientDir: string,
): Promise<ScriptFigures> {
  let scriptGzipBytes = 0;
  let reactBytes = 0;
  const runtimes = new Set<Runtime>();
  const chunks = new Set<string>();
  for (const response of served) {
    if (response.serviceWorker || !/javascript/.test(response.contentType)) continue;
    scriptGzipBytes += response.bytes;
    const address = response.path.split(/[?#]/)[0]!;
    const text = await readFile(path.join(clientDir, address), 'utf8').catch(() => '');
    const found = runtimesIn(text);
    if (isAppChunk(address) || found.length > 0) {
      reactBytes += response.bytes;
      for (const runtime of found) runtimes.add(runtime);
      if (isAppChunk(address)) chunks.add(address);
    }
  }
  let inline = 0;
  for (const script of inlineScripts(html)) {
    const bytes = gzipSync(script).length;
    scriptGzipBytes += bytes;
    const found = runtimesIn(script);
    if (found.length > 0) {
      reactBytes += bytes;
      inline += 1;
      for (const runtime of found) runtimes.add(runtime);
    }
  }
  const reactFound: string[] = MARKERS.map(([runtime]) => runtime).filter((runtime) => runtimes.has(runtime));
  if (chunks.size > 0) reactFound.push(`${chunks.size} client-bundle chunk${chunks.size > 1 ? 's' : ''}`);
  if (inline > 0) reactFound.push(`${inline} inline`);
  return { scriptGzipBytes, reactBytes, reactFound };
}

// ---- The stack: the built Worker behind the gzip proxy, the emulators with a demo member.

/** One GET through the proxy as a phone browser asking for gzip: status, headers and the text. */
export function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>(
    (resolve, reject) => {
      const req = request(
        url,
        { headers: { 'user-agent': PHONE_USER_AGENT, 'accept-encoding': 'gzip', ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
            resolve({ status: response.statusCode ?? 0, headers: response.headers, text: body.toString('utf8') });
          });
          response.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

export interface Emulators {
  auth: string;
  firestore: string;
  stop(): Promise<void>;
}

/** How many times the Auth emulator is started before giving up. */
const AUTH_ATTEMPTS = 3;

/**
 * The Auth and Firestore emulators on `ports`, with the demo accounts of `npm start` (dev/seed.ts).
 * firebase-tools sometimes answers and then exits when another emulator suite on the machine took
 * its logging port at the same moment ("EADDRINUSE 127.0.0.1:4500"): the Auth emulator is then
 * started again, up to AUTH_ATTEMPTS times in all.
 */
export async function startEmulators(ports: { auth: number; firestore: number }): Promise<Emulators> {
  const firestore = await startFirestoreEmulator({
    projectId: PROJECT_ID,
    port: ports.firestore,
    rulesPath: path.join(repoRoot, 'firestore.rules'),
  });
  for (let attempt = 1; ; attempt += 1) {
    let auth: Awaited<ReturnType<typeof startAuthEmulator>> | undefined;
    try {
      auth = await startAuthEmulator({ projectId: PROJECT_ID, port: ports.auth });
      await seedDemoAccounts({ authHost: auth.host, firestoreHost: firestore.host });
      const started = auth;
      return {
        auth: started.host,
        firestore: firestore.host,
        stop: async () => {
          await started.stop();
          await firestore.stop();
        },
      };
    } catch (error) {
      await auth?.stop();
      if (attempt >= AUTH_ATTEMPTS) {
        await firestore.stop();
        throw error;
      }
      console.log(
        `  the Auth emulator failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}): again`,
      );
    }
  }
}

/**
 * Signs the demo learner in the way the sign-in page does (an ID token from the Auth emulator,
 * then POST /api/session on the site at `base`): the `__session=…` cookie pair.
 */
export async function signInDemoMember(base: string, authHost: string): Promise<string> {
  const learner = DEMO_ACCOUNTS.find((account) => account.role === 'user')!;
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: learner.email, password: learner.password, returnSecureToken: true }),
    },
  );
  const { idToken } = (await response.json()) as { idToken?: string };
  if (!idToken) throw new Error(`the Auth emulator signed the demo learner in with ${response.status}`);
  const session = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ idToken }),
  });
  const cookie = /(__session=[^;]+)/.exec(session.headers.get('set-cookie') ?? '')?.[1];
  if (session.status !== 200 || !cookie) throw new Error(`POST /api/session answered ${session.status}`);
  return cookie;
}

/** The Cookie header of a variant: the session when signed in, `i18n_redirected=fr` in French (English: a first visit's none). */
export function cookieHeader(variant: Variant, session: string | undefined): string {
  const cookies: string[] = [];
  if (variant.signedIn) {
    if (!session) throw new Error('a signed-in variant needs the session cookie');
    cookies.push(session);
  }
  if (variant.language === 'fr') cookies.push('i18n_redirected=fr');
  return cookies.join('; ');
}

/**
 * Every target answers its status (200, or 404 for a sample that names nothing) with the page in its language, signed in or out as asked, before any
 * load is measured (a missing sample address would measure an error page, a lost session the
 * signed-out page).
 */
export async function checkTargets(base: string, targets: readonly Target[], session: string | undefined) {
  for (const target of targets) {
    const cookie = cookieHeader(target, session);
    const answer = await get(`${base}${target.type.path}`, { accept: 'text/html', ...(cookie ? { cookie } : {}) });
    const label = variantLabel({ page: target.type.page, ...target });
    if (answer.status !== target.type.status)
      throw new Error(`${label} (${target.type.path}) answered ${answer.status}, not ${target.type.status}`);
    const lang = /<html\b[^>]*\blang="([^"]+)"/.exec(answer.text)?.[1] ?? '';
    if (!lang.startsWith(target.language)) throw new Error(`${label}: the page came in "${lang}"`);
  }
}

// ---- The bytes alone (BENCH_ONLY=html-first).

/** How long a load may take to fall quiet (no request for 500 ms) after its load event. */
const QUIET_TIMEOUT_MS = 15_000;

/**
 * Loads each target once in Chromium through the proxy (a phone's screen and user agent, the
 * variant's cookies, a fresh profile each), until the network is quiet, and returns its bytes and
 * scripts (no Lighthouse figures).
 */
export async function measureBytes(options: {
  proxy: { url: string; served: ServedResponse[]; reset(): void };
  targets: readonly Target[];
  session: string | undefined;
  clientDir: string;
}): Promise<(PageFigures & { bytes: ByteFigures })[]> {
  const { proxy, targets, session, clientDir } = options;
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath(), args: OFFLINE_CHROMIUM_FLAGS });
  const figures: (PageFigures & { bytes: ByteFigures })[] = [];
  try {
    for (const target of targets) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: PHONE_USER_AGENT,
      });
      const cookie = cookieHeader(target, session);
      if (cookie)
        await context.addCookies(
          cookie.split('; ').map((pair) => {
            const [name = '', value = ''] = pair.split(/=(.*)/s);
            return { name, value, url: proxy.url };
          }),
        );
      const page = await context.newPage();
      proxy.reset();
      const navigation = await page.goto(`${proxy.url}${target.type.path}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle', { timeout: QUIET_TIMEOUT_MS }).catch(() => undefined);
      const html = (await navigation?.text().catch(() => '')) ?? '';
      const served = [...proxy.served];
      await context.close();
      figures.push(await pageFigures(target, served, html, clientDir));
      const row = figures.at(-1)!;
      console.log(
        `  ${variantLabel(row).padEnd(40)} script ${kb(row.scriptGzipBytes).padStart(6)} KB, all ${kb(row.pageGzipBytes).padStart(6)} KB${row.reactFound.length ? `, ${row.reactFound.join(', ')}` : ''}`,
      );
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** The byte figures of one load of `target`, without Lighthouse's. */
export async function pageFigures(
  target: Target,
  served: readonly ServedResponse[],
  html: string,
  clientDir: string,
): Promise<PageFigures & { bytes: ByteFigures }> {
  const bytes = bytesByKind(served);
  const scripts = await scriptFigures(served, html, clientDir);
  return {
    page: target.type.page,
    signedIn: target.signedIn,
    language: target.language,
    ...scripts,
    pageGzipBytes: bytes.total - bytes.media,
    bytes,
  };
}

// ---- A warm page's throughput beside a static file's.

/** The page types whose warm signed-out throughput is measured (BENCH_THROUGHPUT_PAGES; none: `none`). */
export function throughputPages(env: NodeJS.ProcessEnv = process.env): PageType[] {
  const names = (env.BENCH_THROUGHPUT_PAGES ?? 'home,presentations,presentation,article')
    .split(',')
    .map((name) => name.trim());
  if (names.join() === 'none') return [];
  const types = PAGE_TYPES.filter((type) => names.includes(type.page) && type.audience !== 'member');
  if (types.length !== names.length) throw new Error(`BENCH_THROUGHPUT_PAGES: unknown page type in ${names.join()}`);
  return types;
}

/**
 * Each page, warm and signed out, against /favicon.svg from the same Worker (straight, not
 * through the proxy), in the same keep-alive loop (page-cache.ts): file, page, file, page, file,
 * THROUGHPUT_SECONDS each; the page's mean rate over the file's.
 */
export async function measureThroughput(base: string, pages: readonly PageType[]): Promise<ThroughputFigures[]> {
  const headers = { accept: 'text/html', 'user-agent': PHONE_USER_AGENT };
  const rows: ThroughputFigures[] = [];
  for (const type of pages) {
    // Warm: the content loaded, the page rendered (and kept, where the page cache keeps it).
    let cache = '';
    for (let run = 0; run < 20; run += 1) {
      const response = await fetch(`${base}${type.path}`, { headers });
      await response.arrayBuffer();
      cache = response.headers.get('x-page-cache') ?? 'none';
    }
    // Interleaved, so a change in the machine's load falls on both alike: file, page, file, page, file.
    const fileRuns: Throughput[] = [];
    const pageRuns: Throughput[] = [];
    for (let round = 0; round < THROUGHPUT_ROUNDS; round += 1) {
      fileRuns.push(await throughput(`${base}/favicon.svg`, headers, THROUGHPUT_SECONDS));
      pageRuns.push(await throughput(`${base}${type.path}`, headers, THROUGHPUT_SECONDS));
    }
    fileRuns.push(await throughput(`${base}/favicon.svg`, headers, THROUGHPUT_SECONDS));
    const mean = (list: Throughput[]) => list.reduce((sum, item) => sum + item.perSecond, 0) / list.length;
    const row = { page: type.page, pagePerSecond: mean(pageRuns), staticPerSecond: mean(fileRuns) };
    rows.push(row);
    const errors = [...fileRuns, ...pageRuns].reduce((sum, item) => sum + item.errors, 0);
    console.log(
      `  ${type.page.padEnd(14)} ${pageRuns.map((item) => item.perSecond.toFixed(0)).join(', ')} req/s (page cache: ${cache}), /favicon.svg ${fileRuns.map((item) => item.perSecond.toFixed(0)).join(', ')} req/s: ${(row.pagePerSecond / row.staticPerSecond).toFixed(2)}x${errors ? ` (${errors} errors)` : ''}`,
    );
  }
  return rows;
}

// ---- The table and the budgets.

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '-');
const whole = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '-');

/** The medians of several runs' Lighthouse figures. */
export function medianLab(runs: readonly LabMetrics[]): LabMetrics {
  const of = (pick: (lab: LabMetrics) => number) => median(runs.map(pick));
  return {
    performance: of((lab) => lab.performance),
    fcpMs: of((lab) => lab.fcpMs),
    lcpMs: of((lab) => lab.lcpMs),
    tbtMs: of((lab) => lab.tbtMs),
    cls: of((lab) => lab.cls),
  };
}

/**
 * Prints the table (page type x signed out/in x en/fr) and the budgets, each broken one named;
 * returns the broken ones. `fairCpu` describes the fair CPU preset when Lighthouse ran.
 */
export function printBudgetTable(
  figures: readonly (PageFigures & { bytes?: ByteFigures })[],
  rates: readonly ThroughputFigures[],
  notes: { title: string; fairCpu?: string },
): string[] {
  const lab = figures.some((row) => row.slow4g);
  console.log(`\n${notes.title}`);
  console.log(
    '  KB gzipped. script = before interaction, modules and inline; all = every byte of the page but images and video;',
  );
  console.log(
    '  sw = what the service worker fetched on install (not counted in all); React = bytes of React, React Router or i18next.',
  );
  if (lab) {
    console.log(
      `  perf/LCP/TBT/CLS: Lighthouse slow 4G (150 ms, 1.6 Mbps, 4x CPU); 3G LCP: 300 ms, 700 kbps; fair: perf on slow 4G at the fair CPU slowdown, ${notes.fairCpu ?? 'from benchmarkIndex'}.`,
    );
    console.log(
      '  The machine is shared (2 cores, other jobs running): scores and times here are pessimistic; the bytes are exact.',
    );
  }
  const header =
    `  ${'page'.padEnd(14)}${'who'.padEnd(5)}${'lang'.padEnd(5)}` +
    (lab
      ? `${'perf'.padStart(5)}${'LCP s'.padStart(7)}${'TBT'.padStart(6)}${'CLS'.padStart(7)}${'3G LCP'.padStart(8)}${'fair'.padStart(6)}`
      : '') +
    `${'script'.padStart(8)}${'all'.padStart(7)}${'sw'.padStart(6)}${'React'.padStart(7)}  notes`;
  console.log(header);
  for (const row of figures) {
    const note = row.reactFound.join(', ');
    console.log(
      `  ${row.page.padEnd(14)}${(row.signedIn ? 'in' : 'out').padEnd(5)}${row.language.padEnd(5)}` +
        (lab
          ? `${whole(row.slow4g?.performance ?? Number.NaN).padStart(5)}${seconds(row.slow4g?.lcpMs ?? Number.NaN).padStart(7)}${whole(row.slow4g?.tbtMs ?? Number.NaN).padStart(6)}${(row.slow4g ? row.slow4g.cls.toFixed(3) : '-').padStart(7)}${seconds(row.regular3g?.lcpMs ?? Number.NaN).padStart(8)}${whole(row.fairCpu?.performance ?? Number.NaN).padStart(6)}`
          : '') +
        `${kb(row.scriptGzipBytes).padStart(8)}${kb(row.pageGzipBytes).padStart(7)}${(row.bytes ? kb(row.bytes.serviceWorker) : '-').padStart(6)}${kb(row.reactBytes).padStart(7)}  ${note}`,
    );
  }
  if (rates.length > 0) {
    console.log('\n  Warm signed-out page vs /favicon.svg, same Worker, same run (requests per second):');
    for (const row of rates)
      console.log(
        `  ${row.page.padEnd(14)}${row.pagePerSecond.toFixed(0).padStart(6)} vs ${row.staticPerSecond.toFixed(0).padStart(6)}: ${(row.pagePerSecond / row.staticPerSecond).toFixed(2)}x`,
      );
  }
  console.log(
    `\nBudgets (issue #25): React ${BUDGETS.reactBytes} bytes, script <= ${kb(BUDGETS.scriptGzipBytes)} KB, all but images/video <= ${kb(BUDGETS.pageGzipBytes)} KB` +
      (lab
        ? `; slow 4G performance >= ${BUDGETS.slow4gPerformance}, LCP <= ${seconds(BUDGETS.slow4gLcpMs)} s, TBT <= ${BUDGETS.slow4gTbtMs} ms, CLS <= ${BUDGETS.slow4gCls}; 3G LCP <= ${seconds(BUDGETS.regular3gLcpMs)} s`
        : ' (Lighthouse not run: BENCH_ONLY=lighthouse)') +
      `; warm page >= ${BUDGETS.pageToStaticRatio}x a static file's requests per second.`,
  );
  const broken = [...brokenBudgets(figures), ...brokenThroughput(rates)];
  if (broken.length === 0) console.log('  every budget holds');
  else {
    console.log(`  ${broken.length} broken:`);
    for (const line of broken) console.log(`    BROKEN ${line}`);
  }
  return broken;
}
