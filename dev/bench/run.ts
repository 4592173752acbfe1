// `npm run bench`: production build of the Worker under wrangler dev with the local content
// service, then page weights (gzipped JS/CSS per page type) and the home page's time to first and
// last byte, cold (first request) and warm (p50/p95 over repeated requests). Not part of `npm test`.
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { startContentService } from '../content-service/server';
import { repoRoot, spawnGroup, stopGroup, waitForHttp } from '../emulators/process-group';
import { wranglerEnv, workerVars } from '../stack';
import { pageWeight } from './page-weight';

const PORTS = { worker: 8777, content: 8778, auth: 9099, firestore: 8080 };
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

console.log('building the browser bundles ...');
execFileSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });

const dist = path.join(repoRoot, 'dist', 'client');
console.log('\nPage weight (gzip -9, first load):');
for (const [page, modules] of [
  ['home', ['src/features/home/home-page.tsx']],
  ['other pages (placeholder)', ['src/features/pages/placeholder-page.tsx']],
] as const) {
  const weight = pageWeight(dist, page, [...modules]);
  console.log(
    `  ${page.padEnd(28)} JS ${kb(weight.jsGzipBytes).padStart(9)}   CSS ${kb(weight.cssGzipBytes).padStart(8)}`,
  );
}

const content = await startContentService({ port: PORTS.content });
const vars = Object.entries({ ...workerVars(PORTS), DEV_MODE: 'true' }).flatMap(([key, value]) => [
  '--var',
  `${key}:${value}`,
]);
const worker = spawnGroup(
  path.join(repoRoot, 'node_modules', '.bin', 'wrangler'),
  [
    'dev',
    '--local',
    '--ip',
    '127.0.0.1',
    '--port',
    String(PORTS.worker),
    '--inspector-port',
    '18777',
    '--persist-to',
    path.join(repoRoot, '.wrangler', 'bench-state'),
    '--show-interactive-dev-session=false',
    '--log-level',
    'error',
    '--define',
    'process.env.NODE_ENV:"production"',
    ...vars,
  ],
  { cwd: repoRoot, env: wranglerEnv(), label: 'wrangler' },
);
try {
  const base = `http://127.0.0.1:${PORTS.worker}`;
  await waitForHttp(`${base}/healthz`, worker, { timeoutMs: 60_000, label: 'the Worker' });
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
  await stopGroup(worker.pid);
  await content.close();
}
