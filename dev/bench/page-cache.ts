// Part of `npm run bench` (BENCH_ONLY=cache runs it alone): requests per second of a warm
// signed-out home page against a static file (/favicon.svg) from the same server, in one run, with
// the same concurrent keep-alive loop, and their ratio (decision 0021: the goal is at least 0.5;
// issue #31: 0.8). Beside req/s, workerd's own CPU time per request (utime + stime of the workerd
// processes under the server, from /proc): it survives a loaded machine, where req/s does not.
// Then a cold burst of 100 requests over the public pages with two CPU-heavy processes beside it: how
// many times each page rendered (the page cache's header: one `miss` per page is one render).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import os from 'node:os';
import { SAMPLE_PAGES } from '#worker/test/sample-pages-of-config.ts';

const CONNECTIONS = Number(process.env.BENCH_CACHE_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_CACHE_SECONDS ?? 8);

export interface Throughput {
  requests: number;
  errors: number;
  perSecond: number;
}

/** One GET, the whole body read; the status and the page cache's header. */
function get(agent: Agent, url: string, headers: Record<string, string>): Promise<{ status: number; cache: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, cache: String(response.headers['x-page-cache'] ?? '') }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Clock ticks per second of /proc's times. */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime (ms) of the workerd processes among `root`'s descendants; null without /proc. */
export function workerdCpuMs(root: number): number | null {
  let stats: { pid: number; ppid: number; comm: string; ticks: number }[];
  try {
    stats = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .flatMap((name) => {
        try {
          const text = readFileSync(`/proc/${name}/stat`, 'utf8');
          const close = text.lastIndexOf(')');
          const comm = text.slice(text.indexOf('(') + 1, close);
          const fields = text.slice(close + 2).split(' ');
          // After the name: state, ppid (1), ... utime (12), stime (13).
          return [{ pid: Number(name), ppid: Number(fields[1]), comm, ticks: Number(fields[11]) + Number(fields[12]) }];
        } catch {
          return [];
        }
      });
  } catch {
    return null;
  }
  const under = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const stat of stats)
      if (!under.has(stat.pid) && under.has(stat.ppid)) {
        under.add(stat.pid);
        grew = true;
      }
  }
  const workerd = stats.filter((stat) => under.has(stat.pid) && stat.comm.startsWith('workerd'));
  return workerd.length ? (workerd.reduce((total, stat) => total + stat.ticks, 0) * 1000) / TICKS : null;
}

/** CONNECTIONS loops of back-to-back GETs on keep-alive connections for SECONDS. */
export async function throughput(url: string, headers: Record<string, string>, seconds = SECONDS): Promise<Throughput> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const until = performance.now() + seconds * 1000;
  let requests = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        try {
          const { status } = await get(agent, url, headers);
          if (status === 200) requests += 1;
          else errors += 1;
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests, errors, perSecond: requests / elapsed };
}

/** `throughput` with workerd's CPU time per request over it. */
async function measured(url: string, headers: Record<string, string>, root: number | undefined) {
  const before = root ? workerdCpuMs(root) : null;
  const result = await throughput(url, headers);
  const after = root ? workerdCpuMs(root) : null;
  const cpuPerRequest =
    before !== null && after !== null && result.requests > 0 ? (after - before) / result.requests : null;
  return { ...result, cpuPerRequest };
}

const ms = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)} ms`);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Rounds of the static file then the page, alternated (the machine's load changes under a run). */
const ROUNDS = Number(process.env.BENCH_CACHE_ROUNDS ?? 3);

/** Runs the comparison against the Worker at `base` (served by process `root`) and prints it. */
export async function benchPageCache(base: string, headers: Record<string, string>, root?: number): Promise<void> {
  const agent = new Agent({ keepAlive: true });
  // Warm: the content loaded, the page rendered (and kept, where the page cache is on).
  let state = '';
  for (let run = 0; run < 20; run += 1) state = (await get(agent, `${base}/`, headers)).cache;
  agent.destroy();
  // A static file about as large as the page (its largest stylesheet, linked or written into the
  // page on a first visit): the bytes written cost workerd too.
  const html = await (await fetch(`${base}/`, { headers })).text();
  const sheet = [...html.matchAll(/<(?:link[^>]+rel="stylesheet"[^>]+href|style data-href)="(\/[^"]+)"/g)]
    .map((match) => ({ href: match[1]!, at: match.index }))
    .map(({ href, at }) => ({ href, size: html.indexOf('</style>', at) - at }))
    .sort((a, b) => b.size - a.size)[0]?.href;
  const files: Awaited<ReturnType<typeof measured>>[] = [];
  const pages: Awaited<ReturnType<typeof measured>>[] = [];
  const sheets: Awaited<ReturnType<typeof measured>>[] = [];
  // The least the Worker itself answers (/healthz: the security headers and the router only).
  const healths: Awaited<ReturnType<typeof measured>>[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    files.push(await measured(`${base}/favicon.svg`, headers, root));
    pages.push(await measured(`${base}/`, headers, root));
    if (sheet) sheets.push(await measured(`${base}${sheet}`, headers, root));
    healths.push(await measured(`${base}/healthz`, headers, root));
  }
  console.log(
    `Warm signed-out home page vs a static file (${CONNECTIONS} keep-alive connections, ${ROUNDS} alternated rounds of ${SECONDS} s each; page cache header: ${state || 'none'}; load average ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores):`,
  );
  const list = (runs: typeof files, pick: (run: (typeof files)[number]) => string) => runs.map(pick).join(', ');
  console.log(
    `  /favicon.svg ${list(files, (run) => run.perSecond.toFixed(0))} req/s (errors ${files.reduce((total, run) => total + run.errors, 0)}); workerd CPU ${list(files, (run) => ms(run.cpuPerRequest))} per request`,
  );
  console.log(
    `  /            ${list(pages, (run) => run.perSecond.toFixed(0))} req/s (errors ${pages.reduce((total, run) => total + run.errors, 0)}); workerd CPU ${list(pages, (run) => ms(run.cpuPerRequest))} per request`,
  );
  if (sheets.length) {
    console.log(
      `  ${sheet} (a stylesheet; the page is ${(html.length / 1024).toFixed(0)} KB) ${list(sheets, (run) => run.perSecond.toFixed(0))} req/s; workerd CPU ${list(sheets, (run) => ms(run.cpuPerRequest))} per request`,
    );
  }
  console.log(
    `  /healthz     ${list(healths, (run) => run.perSecond.toFixed(0))} req/s (the Worker's least); workerd CPU ${list(healths, (run) => ms(run.cpuPerRequest))} per request`,
  );
  const fileRate = median(files.map((run) => run.perSecond));
  console.log(
    `  ratio (home / static file), medians: ${(median(pages.map((run) => run.perSecond)) / fileRate).toFixed(2)}x req/s`,
  );
  const fileCpu = files.map((run) => run.cpuPerRequest);
  const pageCpu = pages.map((run) => run.cpuPerRequest);
  const sheetCpu = sheets.map((run) => run.cpuPerRequest);
  if (!fileCpu.includes(null) && !pageCpu.includes(null)) {
    const ratio = median(fileCpu as number[]) / median(pageCpu as number[]);
    console.log(
      `  ratio by workerd CPU (static file's CPU per request / home's), medians: ${ratio.toFixed(2)}x (goal >= 0.8, issue #31)`,
    );
  }
  if (sheetCpu.length && !sheetCpu.includes(null) && !pageCpu.includes(null)) {
    const ratio = median(sheetCpu as number[]) / median(pageCpu as number[]);
    console.log(`  ratio by workerd CPU (the stylesheet's CPU per request / home's), medians: ${ratio.toFixed(2)}x`);
  }
}

/** Two processes that keep a core busy each (a loaded machine), stopped by `stop`. */
function cpuHogs(): { stop: () => void } {
  const hogs: ChildProcess[] = Array.from({ length: 2 }, () =>
    spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random());'], { stdio: 'ignore' }),
  );
  return { stop: () => hogs.forEach((hog) => hog.kill('SIGKILL')) };
}

/**
 * Pages of the burst (kept signed out): every public page of one address of the route table
 * (worker/test/sample-pages.ts), a few requests each.
 */
export const BURST_PAGES = SAMPLE_PAGES.filter(
  (page) => page.audience === 'all' && page.status === 200 && page.path === page.pattern,
).map((page) => page.path);

/**
 * 100 requests at once over BURST_PAGES on a cold Worker with two CPU-heavy processes beside it:
 * how many of each page's answers were renders (`x-page-cache: miss`). Single flight (decision
 * 0021) makes it one per page.
 */
export async function benchColdBurst(base: string, headers: Record<string, string>): Promise<boolean> {
  const hogs = cpuHogs();
  const agent = new Agent({ keepAlive: true, maxSockets: 100 });
  const started = performance.now();
  try {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => {
        const path = BURST_PAGES[index % BURST_PAGES.length]!;
        return get(agent, `${base}${path}`, headers).then((answer) => ({ path, ...answer }));
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Cold burst: 100 requests over ${BURST_PAGES.length} pages, two CPU-heavy processes beside it, ${seconds.toFixed(1)} s (load average ${os.loadavg()[0]!.toFixed(2)}):`,
    );
    let once = true;
    for (const path of BURST_PAGES) {
      const own = answers.filter((answer) => answer.path === path);
      const renders = own.filter((answer) => answer.cache === 'miss').length;
      const failed = own.filter((answer) => answer.status !== 200).length;
      if (renders !== 1 || failed) once = false;
      console.log(`  ${path.padEnd(22)} rendered ${renders}x of ${own.length}${failed ? `, ${failed} not 200` : ''}`);
    }
    console.log(`  each page rendered once: ${once ? 'yes' : 'NO'}`);
    return once;
  } finally {
    agent.destroy();
    hogs.stop();
  }
}
