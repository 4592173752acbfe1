// `npm run bench`: production build of the Worker under wrangler dev with the local content
// service, then page weights (gzipped JS/CSS per page type) and the home page's time to first and
// last byte, cold (first request) and warm (p50/p95 over repeated requests), search over a large
// pack, and the admin console's API over 20,000 requests (BENCH_ONLY=admin runs only that).
// Not part of `npm test`.
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { startContentService } from '../content-service/server';
import { generatePack } from '../content-service/generate';
import { repoRoot, spawnGroup, stopGroup, waitForHttp } from '../emulators/process-group';
import { wranglerEnv, workerVars } from '../stack';
import { pageWeight } from './page-weight';
import { benchAdmin } from './admin';

const PORTS = { worker: 8777, content: 8778, auth: 9099, firestore: 8080 };
const LARGE_PORTS = { worker: 8767, content: 8768, auth: 9099, firestore: 8080 };
const ADMIN_PORTS = { worker: 8757, content: 8758, auth: 9099, firestore: 8570 };
const only = process.env.BENCH_ONLY;
const LARGE_PRESENTATIONS = Number(process.env.BENCH_PRESENTATIONS ?? 10_000);
const SEARCH_QUERIES = [
  'elephant',
  'rhino poaching',
  'reserve',
  'eleph',
  'mokoena',
  'conservation',
  'wetlands okavango',
  'grazing',
  'braconnage',
  'trackng',
];
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

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
    const req = request(url, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } }, (response) => {
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

if (only !== 'admin') {
  console.log('building the browser bundles ...');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The Worker under wrangler dev with React's production build, on the given ports. */
async function startBenchWorker(ports: typeof PORTS, name: string) {
  const vars = Object.entries({ ...workerVars(ports), DEV_MODE: 'true' }).flatMap(([key, value]) => [
    '--var',
    `${key}:${value}`,
  ]);
  const args = ['dev', '--local', '--ip', '127.0.0.1', '--port', String(ports.worker)];
  args.push('--inspector-port', String(ports.worker + 10_000), '--show-interactive-dev-session=false');
  args.push('--persist-to', path.join(repoRoot, '.wrangler', `bench-state-${name}`), '--log-level', 'error');
  args.push('--define', 'process.env.NODE_ENV:"production"', ...vars);
  const worker = spawnGroup(path.join(repoRoot, 'node_modules', '.bin', 'wrangler'), args, {
    cwd: repoRoot,
    env: wranglerEnv(),
    label: 'wrangler',
  });
  const base = `http://127.0.0.1:${ports.worker}`;
  await waitForHttp(`${base}/healthz`, worker, { timeoutMs: 60_000, label: 'the Worker' });
  return { base, stop: () => stopGroup(worker.pid) };
}

async function timeJson(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

if (only !== 'admin') {
  const dist = path.join(repoRoot, 'dist', 'client');
  console.log('\nPage weight (gzip -9, first load):');
  for (const [page, modules, namespaces] of [
    ['home', ['src/features/home/home-page.tsx'], ['pages', 'forms']],
    ['presentation list', ['src/features/presentations/presentation-list-page.tsx'], ['presentations']],
    ['presentation', ['src/features/presentations/presentation-page.tsx'], ['presentations', 'account']],
    ['collections', ['src/features/collections/collections-page.tsx'], ['presentations']],
    ['presenter', ['src/features/presenters/presenter-page.tsx'], ['people', 'account']],
    ['events', ['src/features/events/events-page.tsx'], ['events']],
    ['event', ['src/features/events/event-page.tsx'], ['events']],
    ['blog article', ['src/features/blog/article-page.tsx'], ['blog', 'account']],
    ['faq', ['src/features/faq/faq-page.tsx'], ['pages']],
    ['contact', ['src/features/contact/contact-page.tsx'], ['forms']],
    ['search', ['src/features/search/search-page.tsx'], ['search']],
    ['sign in (Firebase on demand)', ['src/features/auth/login-page.tsx'], ['auth']],
  ] as const) {
    const weight = pageWeight(dist, page, [...modules], [...namespaces]);
    console.log(
      `  ${page.padEnd(28)} JS ${kb(weight.jsGzipBytes).padStart(9)}   CSS ${kb(weight.cssGzipBytes).padStart(8)}`,
    );
  }

  const content = await startContentService({ port: PORTS.content });
  const worker = await startBenchWorker(PORTS, 'sample');
  try {
    const base = worker.base;
    const cold = await timeRequest(`${base}/`);
    const warm: Timing[] = [];
    for (let run = 0; run < RUNS; run += 1) warm.push(await timeRequest(`${base}/`));
    const first = warm.map((timing) => timing.firstByteMs);
    const last = warm.map((timing) => timing.lastByteMs);
    console.log(`\nHome page on the local stack (wrangler dev, production React, ${RUNS} warm runs):`);
    console.log(
      `  cold: first byte ${cold.firstByteMs.toFixed(1)} ms, last byte ${cold.lastByteMs.toFixed(1)} ms, ${kb(cold.bytes)}`,
    );
    console.log(
      `  warm: first byte p50 ${percentile(first, 50).toFixed(1)} ms, p95 ${percentile(first, 95).toFixed(1)} ms`,
    );
    console.log(
      `        last byte  p50 ${percentile(last, 50).toFixed(1)} ms, p95 ${percentile(last, 95).toFixed(1)} ms`,
    );
  } finally {
    await worker.stop();
    await content.close();
  }

  // Search with a large pack: the index is built once per content version, then queries answer.
  console.log(`\nSearch with ${LARGE_PRESENTATIONS} presentations (GET /_data/search, production React):`);
  const largeContent = await startContentService({
    port: LARGE_PORTS.content,
    pack: generatePack({ presentations: LARGE_PRESENTATIONS }),
  });
  const largeWorker = await startBenchWorker(LARGE_PORTS, 'large');
  try {
    const search = (query: string) =>
      `${largeWorker.base}/_data/search?url=${encodeURIComponent(`/search?q=${encodeURIComponent(query)}`)}`;
    const firstMs = await timeJson(search('elephant'));
    console.log(`  first query (loads the content and builds the index): ${firstMs.toFixed(0)} ms`);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1)
      times.push(await timeJson(search(SEARCH_QUERIES[run % SEARCH_QUERIES.length]!)));
    console.log(
      `  ${RUNS} queries: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
    );
  } finally {
    await largeWorker.stop();
    await largeContent.close();
  }
}

await benchAdmin((emulators) => startBenchWorker({ ...ADMIN_PORTS, ...emulators }, 'admin'));
