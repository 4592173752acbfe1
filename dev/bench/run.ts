// `npm run bench`: the production build under `vite preview` (as `npm start` serves it) with the
// local content service, then page weights (gzipped JS, CSS and strings per page type), the home
// page's time to first and last byte, cold (first request) and warm (p50/p95 over repeated
// requests), 10,000 requests of which one in five is aborted by the client (server exits counted),
// search over a large pack (BENCH_ONLY=search runs only that), the admin console's API over
// 20,000 requests (BENCH_ONLY=admin), the fuzz generator with 10,000 requests (BENCH_ONLY=fuzz),
// a warm signed-out home page's requests per second against a static
// file's (BENCH_ONLY=cache), a page with slow content with early heads off and on
// (BENCH_ONLY=early-head; early-head.ts), how long pages wait for a slow, hanging or late-token
// content service (BENCH_ONLY=content-waits; content-waits.ts), the images of the public pages in Chromium (BENCH_ONLY=images: sizes, lazy/eager, LCP, CLS,
// bytes), and the budgets of issue #25 over every page type, signed out and in, en and fr, with
// Lighthouse (BENCH_ONLY=lighthouse; lighthouse.ts, html-first.ts) or the bytes alone
// (BENCH_ONLY=html-first): the run exits non-zero when a budget is broken. Not part of `npm test`.
// BENCH_ONLY=weight builds and runs only the page weights, with the CSS and HTML each page type
// links as served, full and lite. Sections that serve pages build first (BENCH_SKIP_BUILD=1 reuses
// the build). TEST_PORT_OFFSET moves the weight and issue #25 sections' ports and their build
// folder (dist-bench-<offset>). Docs: docs/dev/bench.md.
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { startContentService } from '../content-service/server';
import { repoRoot, stopGroup } from '../emulators/process-group';
import { buildSite, hasBuild, shiftPorts, stackBuildDir, startWorker } from '../stack';
import { linkedWeight } from './page-weight';
import { benchAborts } from './aborts';
import { benchWranglerAborts } from './wrangler-aborts.ts';
import { benchAdmin } from './admin';
import { benchFuzz } from './fuzz';
import { benchLighthouse, calibrateFairCpu } from './lighthouse';
import { fairCpuMultiplier, median, type PageFigures } from './budgets';
import type { ByteFigures } from './compress-proxy';
import {
  checkTargets,
  measureBytes,
  measureThroughput,
  printBudgetTable,
  selectedTargets,
  signInDemoMember,
  startEmulators,
  throughputPages,
} from './html-first';
import { startCompressingProxy } from './compress-proxy';
import { benchSearch } from './search';
import { benchImages, printImageReports } from './images';
import { benchColdBurst, benchPageCache } from './page-cache';
import { benchEarlyHead } from './early-head';
import { benchContentWaits } from './content-waits';
import { SAMPLE_PAGES } from '#worker/test/sample-pages-of-config.ts';

// TEST_PORT_OFFSET moves every section's ports, so a run can overlap others' test and bench runs.
const PORT_OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0);
const PORTS = shiftPorts({ worker: 8777, content: 8778, auth: 9099, firestore: 8080 }, PORT_OFFSET);
const LARGE_PORTS = shiftPorts({ worker: 8767, content: 8768, auth: 9099, firestore: 8080 }, PORT_OFFSET);
const ADMIN_PORTS = shiftPorts({ worker: 8757, content: 8758, auth: 9099, firestore: 8570 }, PORT_OFFSET);
const IMAGES_PORTS = shiftPorts({ worker: 8727, content: 8728, auth: 9099, firestore: 8080 }, PORT_OFFSET);
const CACHE_PORTS = shiftPorts({ worker: 8697, content: 8698, auth: 9099, firestore: 8080 }, PORT_OFFSET);
const EARLY_PORTS = shiftPorts({ worker: 8687, content: 8688, auth: 9099, firestore: 8080 }, PORT_OFFSET);
const WAITS_PORTS = shiftPorts({ worker: 8677, content: 8678, auth: 9099, firestore: 8080 }, PORT_OFFSET);
const WEIGHT_PORTS = shiftPorts({ worker: 8717, content: 8718, auth: 9099, firestore: 8570 }, PORT_OFFSET);
/** Issue #25's section (Lighthouse or the bytes alone): the Worker, the content service, the emulators. */
const HTML_FIRST_PORTS = shiftPorts({ worker: 8737, content: 8738, auth: 9574, firestore: 8574 }, PORT_OFFSET);
/** The gzip proxy in front of that Worker (compress-proxy.ts). */
const HTML_FIRST_PROXY_PORT = 8736 + PORT_OFFSET;
/** The fuzz's Worker, content service and emulators (fuzz.ts starts the emulators). */
const FUZZ_PORTS = shiftPorts({ worker: 8747, content: 8748, auth: 9572, firestore: 8571 }, PORT_OFFSET);
const only = process.env.BENCH_ONLY;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
/** A phone browser (clients that send no browser user agent are served as crawlers are). */
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

interface Timing {
  firstByteMs: number;
  lastByteMs: number;
  bytes: number;
}

/** One GET with a browser's Accept-Encoding, timing the first and the last byte of the body. */
function timeRequest(url: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = 0;
    let bytes = 0;
    const headers = { accept: 'text/html', 'accept-encoding': 'gzip, br', 'user-agent': BROWSER };
    const req = request(url, { headers }, (response) => {
      response.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
      });
      response.on('end', () => resolve({ firstByteMs, lastByteMs: performance.now() - started, bytes }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// The bench's own build folder (issue #23, item 12): never the one a running `npm start` or test
// run serves, and the one every bench Worker below serves, BENCH_SKIP_BUILD=1 or not.
// With TEST_PORT_OFFSET, a folder of its own (dist-bench-<offset>): a run beside another bench
// never serves or rebuilds the other's build.
const buildDir = PORT_OFFSET ? `${stackBuildDir('bench')}-${PORT_OFFSET}` : stackBuildDir('bench');
const buildsFirst = [undefined, 'search', 'weight', 'lighthouse', 'html-first'];
if ((buildsFirst.includes(only) && process.env.BENCH_SKIP_BUILD !== '1') || !hasBuild(buildDir)) {
  console.log(`building the browser bundles into ${path.relative(repoRoot, buildDir)} ...`);
  buildSite(buildDir);
}

/** The built Worker under `vite preview` (React's production build), on the given ports. */
async function startBenchWorker(
  ports: typeof PORTS,
  name: string,
  extraVars: Record<string, string> = {},
  workerOutput?: (line: string) => void,
  inspectorPort?: number,
) {
  const worker = await startWorker({
    ports,
    buildDir,
    stateDir: path.join(repoRoot, '.wrangler', `bench-state-${name}`),
    extraVars: { DEV_MODE: 'true', ...extraVars },
    workerOutput,
    inspectorPort,
  });
  return { base: worker.url, process: worker.process, stop: () => stopGroup(worker.process.pid) };
}

/**
 * The CSS each page type links as served (head sheets block the first paint; body sheets hold back
 * only what follows them) and its HTML, full and lite (`?mode=lite`: no JavaScript at all).
 */
async function benchLinkedWeights() {
  const content = await startContentService({ port: WEIGHT_PORTS.content });
  const worker = await startBenchWorker(WEIGHT_PORTS, 'weight');
  try {
    const base = worker.base;
    // Every page a visitor opens (the route table's, worker/test/sample-pages.ts).
    const pages = SAMPLE_PAGES.filter((page) => page.audience !== 'member').map(
      (page) => [page.page, page.path] as const,
    );
    console.log('\nCSS and HTML as served (gzip -9; head CSS blocks the first paint, body CSS does not):');
    for (const [page, address] of pages) {
      const full = await linkedWeight(`${base}${address}`, client, BROWSER);
      const separator = address.includes('?') ? '&' : '?';
      const lite = await linkedWeight(`${base}${address}${separator}mode=lite`, client, BROWSER);
      const liteTotal = lite.htmlGzipBytes + lite.headCssGzipBytes + lite.bodyCssGzipBytes;
      console.log(
        `  ${page.padEnd(18)} CSS head ${kb(full.headCssGzipBytes).padStart(8)}  body ${kb(full.bodyCssGzipBytes).padStart(7)} (${full.sheets} sheets)   HTML ${kb(full.htmlGzipBytes).padStart(7)}   lite HTML+CSS ${kb(liteTotal).padStart(8)}`,
      );
    }
  } finally {
    await worker.stop();
    await content.close();
  }
}

const client = path.join(buildDir, 'client');
if (!only || only === 'weight') {
  await benchLinkedWeights();
}

if (!only) {
  const content = await startContentService({ port: PORTS.content });
  const worker = await startBenchWorker(PORTS, 'sample');
  try {
    const base = worker.base;
    const cold = await timeRequest(`${base}/`);
    const warm: Timing[] = [];
    for (let run = 0; run < RUNS; run += 1) warm.push(await timeRequest(`${base}/`));
    const first = warm.map((timing) => timing.firstByteMs);
    const last = warm.map((timing) => timing.lastByteMs);
    console.log(`\nHome page on the local stack (vite preview, production build, ${RUNS} warm runs):`);
    console.log(
      `  cold: first byte ${cold.firstByteMs.toFixed(1)} ms, last byte ${cold.lastByteMs.toFixed(1)} ms, ${kb(cold.bytes)}`,
    );
    console.log(
      `  warm: first byte p50 ${percentile(first, 50).toFixed(1)} ms, p95 ${percentile(first, 95).toFixed(1)} ms`,
    );
    console.log(
      `        last byte  p50 ${percentile(last, 50).toFixed(1)} ms, p95 ${percentile(last, 95).toFixed(1)} ms`,
    );

    const aborts = await benchAborts(base, worker.process);
    console.log(
      `\nClients giving up (${aborts.requests} requests, 20 at a time, one in five aborted in its first 40 ms):`,
    );
    console.log(
      `  completed ${aborts.completed}, aborted ${aborts.aborted}, refused ${aborts.refused}, other errors ${aborts.otherErrors}; server exited: ${aborts.serverExited ? 'YES' : 'no'}`,
    );
  } finally {
    await worker.stop();
    await content.close();
  }
}

if (!only || only === 'search') {
  // The isolate's heap is read through workerd's inspector, on a port of this bench's own.
  const inspector = 9330 + PORT_OFFSET;
  await benchSearch(RUNS, { ...LARGE_PORTS, inspector, inspectedWorker: 8766 + PORT_OFFSET, buildDir }, (name) =>
    startBenchWorker(LARGE_PORTS, name),
  );
}

if (!only || only === 'cache') {
  // With the page cache (decision 0021), then without it (every page rendered, as before it).
  const cacheContent = await startContentService({ port: CACHE_PORTS.content });
  try {
    for (const pageCache of ['on', 'off']) {
      // A cold start: no kept page or content copy from an earlier run (the burst below).
      rmSync(path.join(repoRoot, '.wrangler', `bench-state-cache-${pageCache}`), { recursive: true, force: true });
      // As production serves pages: without the local stack's KV copy of each page view.
      const cacheWorker = await startBenchWorker(CACHE_PORTS, `cache-${pageCache}`, {
        PAGE_CACHE: pageCache,
        LOCAL_PAGE_VIEWS_COPY: 'off',
      });
      try {
        console.log(`\nPAGE_CACHE=${pageCache}:`);
        const pageHeaders = { accept: 'text/html', 'user-agent': BROWSER };
        if (pageCache === 'on') await benchColdBurst(cacheWorker.base, pageHeaders);
        await benchPageCache(cacheWorker.base, pageHeaders, cacheWorker.process.pid);
      } finally {
        await cacheWorker.stop();
      }
    }
  } finally {
    await cacheContent.close();
  }
}

if (!only || only === 'early-head') {
  // Content copies live 1 s and no page is kept, so each load waits for the late content.
  const content = await startContentService({ port: EARLY_PORTS.content });
  try {
    await benchEarlyHead(content.url, BROWSER, (earlyHeadMs) =>
      startBenchWorker(EARLY_PORTS, `early-${earlyHeadMs}`, {
        EARLY_HEAD_MS: earlyHeadMs,
        CONTENT_CACHE_TTL_SECONDS: '1',
        PAGE_CACHE: 'off',
      }),
    );
  } finally {
    await content.close();
  }
}

if (only === 'wrangler-aborts') {
  // Only when asked: `wrangler dev` is not what the stack runs (it runs `vite preview`).
  const figures = await benchWranglerAborts(buildDir);
  console.log(
    `\nwrangler dev ${figures.version}, clients giving up (${figures.requests} requests, 20 at a time, one in five aborted):`,
  );
  console.log(
    `  completed ${figures.completed}, aborted ${figures.aborted}, refused ${figures.refused}, other errors ${figures.otherErrors}; server exited: ${figures.serverExited ? 'YES' : 'no'}`,
  );
}

if (!only || only === 'content-waits') {
  // Each Worker starts with fresh state: no token and no content copies (content-waits.ts).
  const content = await startContentService({ port: WAITS_PORTS.content });
  try {
    await benchContentWaits(content.url, BROWSER, (name, vars) => {
      rmSync(path.join(repoRoot, '.wrangler', `bench-state-${name}`), { recursive: true, force: true });
      return startBenchWorker(WAITS_PORTS, name, vars);
    });
  } finally {
    await content.close();
  }
}

if (!only || only === 'fuzz') {
  const fuzzContent = await startContentService({ port: FUZZ_PORTS.content });
  try {
    await benchFuzz(FUZZ_PORTS, (emulators, output) =>
      startBenchWorker({ ...FUZZ_PORTS, ...emulators }, 'fuzz', {}, output),
    );
  } finally {
    await fuzzContent.close();
  }
}
if (!only || only === 'admin') {
  await benchAdmin((emulators) => startBenchWorker({ ...ADMIN_PORTS, ...emulators }, 'admin'));
}
if (!only || only === 'images') {
  const imagesContent = await startContentService({ port: IMAGES_PORTS.content });
  const worker = await startBenchWorker(IMAGES_PORTS, 'images');
  try {
    printImageReports(await benchImages(worker.base));
  } finally {
    await worker.stop();
    await imagesContent.close();
  }
}

let broken: string[] = [];
if (!only || only === 'lighthouse' || only === 'html-first') {
  // Issue #25's budgets (html-first.ts): every page type signed out and in, en and fr, through the
  // gzip proxy; Lighthouse's figures too unless BENCH_ONLY=html-first (the bytes alone).
  const targets = selectedTargets();
  const signedIn = targets.some((target) => target.signedIn);
  const content = await startContentService({ port: HTML_FIRST_PORTS.content });
  const emulators = signedIn ? await startEmulators(HTML_FIRST_PORTS) : undefined;
  // Images as production serves them (IMAGE_RESIZING on, decision 0023): from the page's origin,
  // through /cdn-cgi/image/, which the proxy answers with the source (BENCH_IMAGE_RESIZING=off: the
  // content service's own addresses, another origin, as the local stack shows them).
  const imageResizing = process.env.BENCH_IMAGE_RESIZING !== 'off';
  const proxy = await startCompressingProxy({
    port: HTML_FIRST_PROXY_PORT,
    upstream: `http://127.0.0.1:${HTML_FIRST_PORTS.worker}`,
    imageResizing,
  });
  // The site's address is the proxy's: absolute links and assets come through it too. Pages are
  // served as production serves them (no local KV copy of each page view).
  const worker = await startBenchWorker(HTML_FIRST_PORTS, 'html-first', {
    SITE_URL: proxy.url,
    LOCAL_PAGE_VIEWS_COPY: 'off',
    IMAGE_RESIZING: String(imageResizing),
  });
  console.log(
    imageResizing
      ? 'Images through /cdn-cgi/image/ on the page’s origin, as production serves them (BENCH_IMAGE_RESIZING=off: from the content service).'
      : 'Images from the content service, another origin (BENCH_IMAGE_RESIZING=off).',
  );
  try {
    const session = emulators ? await signInDemoMember(proxy.url, emulators.auth) : undefined;
    await checkTargets(proxy.url, targets, session);
    let figures: (PageFigures & { bytes: ByteFigures })[];
    let fairCpu: string | undefined;
    if (only === 'html-first') {
      console.log(
        `\nHTML first, bytes only: ${targets.length} loads in Chromium through the gzip proxy (production build):`,
      );
      figures = await measureBytes({ proxy, targets, session, clientDir: client });
    } else {
      const calibration = await calibrateFairCpu();
      console.log(`\nThe fair CPU slowdown here: ${calibration.description}`);
      // Lighthouse refuses to audit a document answered 404 (ERRORED_DOCUMENT_REQUEST): the
      // not-found pages are measured by their bytes only (BENCH_ONLY=html-first).
      const measured = await benchLighthouse({
        proxy,
        targets: targets.filter((target) => target.type.status === 200),
        session,
        clientDir: client,
        fairMultiplier: calibration.multiplier,
      });
      const indexes = measured.map((row) => row.benchmarkIndex).filter(Number.isFinite);
      fairCpu = `${calibration.description}; the loads' own benchmarkIndex ${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}, median ${Math.round(median(indexes))} (${fairCpuMultiplier(median(indexes)).toFixed(1)}x)`;
      figures = measured;
    }
    const pages = throughputPages();
    if (pages.length > 0) console.log(`\nWarm signed-out pages against a static file (same Worker, one run):`);
    const rates = await measureThroughput(worker.base, pages);
    broken = printBudgetTable(figures, rates, {
      title: `Issue #25 budgets, ${only === 'html-first' ? 'bytes only (BENCH_ONLY=html-first)' : 'Lighthouse medians'}: page type x signed out/in x en/fr`,
      fairCpu,
    });
  } finally {
    await worker.stop();
    await proxy.close();
    await emulators?.stop();
    await content.close();
  }
}
if (broken.length > 0) {
  console.error(`\nnpm run bench: ${broken.length} budget(s) of issue #25 broken:`);
  for (const line of broken) console.error(`  ${line}`);
  process.exitCode = 1;
}
