// `npm run bench` (or BENCH_ONLY=search): search on D1 (decision 0038) over a generated library
// (10,000 talks, 52 timed lines a language each: over 1,000,000 moments by default), through the built
// Worker: the whole build (the daily rebuild cron), the database's size, the first query of a fresh
// Worker process, warm p50/p95, the isolate's heap during search (workerd's inspector under
// `wrangler dev`: Runtime.getHeapUsage after HeapProfiler.collectGarbage), and the refresh after one
// talk changed. SEARCH_BENCH_TALKS and SEARCH_BENCH_LINES change the size; SEARCH_BENCH_REUSE=1 keeps
// the database an earlier run built for the same size (the build is skipped, and not reported).
// Every figure is printed with the machine's load average (a shared machine).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { startContentService } from '../content-service/server';
import { generatePack } from '../content-service/generate';
import { repoRoot, spawnGroup, stopGroup, waitForHttp, type GroupProcess } from '../emulators/process-group';
import { fireCron, rebuildSearch, wranglerEnv } from '../stack';

export const SEARCH_QUERIES = [
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
  'rangers snare wire',
  'l’éléphant',
  'rhinno',
  'vautours carcasse poison',
];

interface BenchWorker {
  base: string;
  process: GroupProcess;
  stop(): Promise<void>;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function timeJson(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  // The results are streamed into the data; a failure inside them would not change the status.
  if (!body.includes('"items"')) throw new Error(`${url} answered without results: ${body.slice(0, 300)}`);
  return performance.now() - started;
}

/** The size of the local D1 databases in `stateDir` (the SQLite files, with their WAL). */
function databaseBytes(stateDir: string): number {
  const dir = path.join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  return readdirSync(dir).reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);
}

/** Resident memory of the workerd processes in the Worker's process group (bytes). */
function workerdRss(groupId: number): number {
  const lines = execFileSync('ps', ['-eo', 'pgid=,rss=,comm='], { encoding: 'utf8' }).split('\n');
  let kib = 0;
  for (const line of lines) {
    const [pgid, rss, comm] = line.trim().split(/\s+/);
    if (Number(pgid) === groupId && comm?.startsWith('workerd')) kib += Number(rss);
  }
  return kib * 1024;
}

/** The machine's load average (1 and 5 minutes), to print beside each figure. */
const load = () => {
  const [one, five] = loadavg();
  return `(load ${one?.toFixed(1)}, ${five?.toFixed(1)})`;
};

/** The workerd processes' resident memory, as a line (what the bench reported before the inspector answered). */
const rssLine = (groupId: number) => `workerd RSS ${mb(workerdRss(groupId))}`;

/**
 * Sends Chrome DevTools Protocol commands, one after the other, to the first isolate workerd's
 * inspector on `port` lists, and gives their results.
 */
async function inspect(port: number, methods: string[]): Promise<unknown[]> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl?: string }[];
  const url = targets.find((target) => target.webSocketDebuggerUrl)?.webSocketDebuggerUrl;
  if (!url) throw new Error('the inspector lists no isolate');
  // wrangler's inspector proxy accepts only DevTools' origins and the local host's.
  const socket = new WebSocket(url, { headers: { origin: 'http://127.0.0.1' } } as unknown as string[]);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  try {
    const results: unknown[] = [];
    for (const [at, method] of methods.entries()) {
      results.push(
        await new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`the inspector did not answer ${method}`)), 30_000);
          pending.set(at + 1, (result) => {
            clearTimeout(timer);
            resolve(result);
          });
          socket.send(JSON.stringify({ id: at + 1, method }));
        }),
      );
    }
    return results;
  } finally {
    socket.close();
  }
}

/**
 * The V8 heap the Worker's isolate uses now (Runtime.getHeapUsage through workerd's inspector on
 * `port`, after a full garbage collection): what the 65-89 MB MiniSearch index was
 * measured with. `total` is what V8 holds for the heap, `used` the live objects in it. workerd's
 * inspector leaves HeapProfiler.collectGarbage unanswered; a heap snapshot collects first.
 */
async function isolateHeap(port: number): Promise<{ used: number; total: number }> {
  const results = await inspect(port, ['HeapProfiler.takeHeapSnapshot', 'Runtime.getHeapUsage']);
  const { usedSize, totalSize } = results[1] as { usedSize: number; totalSize: number };
  return { used: usedSize, total: totalSize };
}

/**
 * The built Worker under `wrangler dev` on the bench's database, with workerd's inspector on
 * `inspectorPort`: the Vite plugin's inspector proxy (what `vite preview` offers) lists the isolate
 * but answers no command, wrangler's does. Same build, same local D1 and cache (`--persist-to`).
 */
async function startInspectableWorker(
  buildDir: string,
  stateDir: string,
  port: number,
  inspectorPort: number,
): Promise<{ base: string; process: GroupProcess; stop(): Promise<void> }> {
  const process_ = spawnGroup(
    path.join(repoRoot, 'node_modules', '.bin', 'wrangler'),
    [
      'dev',
      '--config',
      path.join(buildDir, 'server', 'wrangler.json'),
      '--local',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      stateDir,
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
    ],
    { cwd: repoRoot, env: wranglerEnv(), label: 'wrangler dev' },
  );
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/healthz`, process_, { timeoutMs: 90_000, label: 'the Worker (wrangler dev)' });
  } catch (error) {
    await stopGroup(process_.pid);
    throw error;
  }
  return { base, process: process_, stop: () => stopGroup(process_.pid) };
}

/** What an earlier run built the database in `stateDir` from (SEARCH_BENCH_REUSE). */
const builtMark = (stateDir: string) => path.join(stateDir, 'search-bench-pack.json');

export async function benchSearch(
  runs: number,
  ports: { content: number; inspector: number; inspectedWorker: number; buildDir: string },
  startWorker: (stateName: string) => Promise<BenchWorker>,
): Promise<void> {
  const talks = Number(process.env.SEARCH_BENCH_TALKS ?? 10_000);
  const lines = Number(process.env.SEARCH_BENCH_LINES ?? 52);
  const pack = generatePack({ presentations: talks, transcriptLines: lines });
  // Each talk last modified at a fixed time (the content protocol's modifiedAt), not when this
  // content service started: a reused database then finds nothing modified since it was built.
  pack.collections.presentations = pack.collections.presentations.map((item) => ({
    modifiedAt: '2026-01-01T00:00:00.000Z',
    ...(item as object),
  }));
  const moments = (
    pack.collections.presentations as { transcript?: Record<string, { segments?: unknown[] }> }[]
  ).reduce(
    (sum, item) =>
      sum + Object.values(item.transcript ?? {}).reduce((count, value) => count + (value.segments?.length ?? 0), 0),
    0,
  );
  console.log(
    `\nSearch on D1 with ${talks} presentations, ${moments} timed transcript lines (GET /search.data, production build):`,
  );
  const content = await startContentService({ port: ports.content, pack });
  const stateName = 'search';
  const stateDir = path.join(repoRoot, '.wrangler', `bench-state-${stateName}`);
  const size = JSON.stringify({ talks, lines });
  const reuse =
    process.env.SEARCH_BENCH_REUSE === '1' &&
    existsSync(builtMark(stateDir)) &&
    readFileSync(builtMark(stateDir), 'utf8') === size;
  if (!reuse) await rm(stateDir, { recursive: true, force: true });
  let worker: BenchWorker | undefined;
  const search = (base: string, query: string) =>
    `${base}/search.data?q=${encodeURIComponent(query)}&_routes=routes%2Fsearch`;
  const warm = async (base: string) => {
    const times: number[] = [];
    const byQuery = new Map<string, number[]>();
    for (let run = 0; run < runs; run += 1) {
      const query = SEARCH_QUERIES[run % SEARCH_QUERIES.length]!;
      const ms = await timeJson(search(base, query));
      times.push(ms);
      byQuery.set(query, [...(byQuery.get(query) ?? []), ms]);
    }
    const medians = [...byQuery].map(([query, list]) => `${query} ${percentile(list, 50).toFixed(0)}`).join(', ');
    return `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (medians by query, ms: ${medians})`;
  };
  try {
    // 1. The whole build (a fresh database: migrations applied by startWorker, then the rebuild cron).
    worker = await startWorker(stateName);
    try {
      if (reuse) {
        console.log(`  whole build: skipped (SEARCH_BENCH_REUSE=1, the database of an earlier run)`);
      } else {
        const started = performance.now();
        await rebuildSearch(worker.base);
        console.log(
          `  whole build (daily rebuild cron, through the Worker): ${(performance.now() - started).toFixed(0)} ms ${load()}`,
        );
        writeFileSync(builtMark(stateDir), size);
      }
      console.log(`  D1 database size: ${mb(databaseBytes(stateDir))}`);
    } finally {
      await worker.stop();
    }

    // 2. A fresh Worker process on the same database and content cache: the first query after a
    // deploy. (Not the process that ran the rebuild: Vite preview's connection to it is reset after
    // that long request, and its first request fails with ECONNRESET, a harness artefact.)
    worker = await startWorker(stateName);
    try {
      // The Worker's modules loaded and a page rendered, no search yet.
      await (await fetch(`${worker.base}/search`)).text();
      const before = rssLine(worker.process.pid);
      const first = await timeJson(search(worker.base, 'rangers snare'));
      const second = await timeJson(search(worker.base, 'elephant'));
      console.log(
        `  first query of a fresh process: ${first.toFixed(0)} ms (the next: ${second.toFixed(0)} ms) ${load()}`,
      );
      console.log(`  warm after that, ${runs} queries: ${await warm(worker.base)} ${load()}`);
      console.log(`  memory: before the first search ${before}; after ${runs} more ${rssLine(worker.process.pid)}`);
    } finally {
      await worker.stop();
    }

    // 3. The isolate's heap during search, through workerd's inspector (wrangler dev on the same
    // build and database): after a page, then after the warm queries, each after a full collection.
    const inspected = await startInspectableWorker(ports.buildDir, stateDir, ports.inspectedWorker, ports.inspector);
    try {
      await (await fetch(`${inspected.base}/search`)).text();
      const before = await isolateHeap(ports.inspector);
      const heaps: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        for (const query of SEARCH_QUERIES) await timeJson(search(inspected.base, query));
        heaps.push((await isolateHeap(ports.inspector)).total);
      }
      const after = await isolateHeap(ports.inspector);
      console.log(
        `  isolate heap (inspector, after a full GC): before any search used ${mb(before.used)} of ${mb(before.total)}; ` +
          `after ${4 * SEARCH_QUERIES.length} queries used ${mb(after.used)} of ${mb(after.total)} ` +
          `(heap held after each round of ${SEARCH_QUERIES.length}: ${heaps.map(mb).join(', ')}) ${load()}`,
      );
    } catch (error) {
      console.log(`  isolate heap: the inspector failed (${error instanceof Error ? error.message : String(error)})`);
      console.log(inspected.process.outputTail());
    } finally {
      await inspected.stop();
    }

    // 4. One talk changed in the content service (its modifiedAt with it), and the five-minute cron's
    // refresh: it asks the content service for the talks modified since the last read and writes them.
    await fetch(`${content.url}/__control/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        collection: 'presentations',
        id: 'presentation-g000001',
        set: { title: { en: 'Bench changed title zebrafinch', fr: 'Titre changé zebrafinch' } },
      }),
    });
    worker = await startWorker(stateName);
    try {
      const times: number[] = [];
      let started = performance.now();
      await fireCron(worker.base, '*/5 * * * *');
      times.push(performance.now() - started);
      const found = (await (await fetch(search(worker.base, 'zebrafinch'))).text()).includes('presentation-g000001');
      console.log(
        `  refresh after one talk changed (five-minute cron: reads the talks modified since the last read, writes the changed one): ${times[0]!.toFixed(0)} ms; found by its new title: ${found} ${load()}`,
      );
      for (let round = 0; round < 4; round += 1) {
        await fetch(`${content.url}/__control/items`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            collection: 'presentations',
            id: `presentation-g00000${round + 2}`,
            set: { title: { en: `Bench changed title round${round}`, fr: `Titre changé round${round}` } },
          }),
        });
        started = performance.now();
        await fireCron(worker.base, '*/5 * * * *');
        times.push(performance.now() - started);
      }
      started = performance.now();
      await fireCron(worker.base, '*/5 * * * *');
      const idle = performance.now() - started;
      console.log(
        `  refresh after one talk changed, 5 runs: median ${percentile(times, 50).toFixed(0)} ms (${times.map((ms) => ms.toFixed(0)).join(', ')}); nothing changed: ${idle.toFixed(0)} ms ${load()}`,
      );
      console.log(`  D1 database size after: ${mb(databaseBytes(stateDir))}`);
    } finally {
      await worker.stop();
      await fetch(`${content.url}/__control/reset`, { method: 'POST' });
    }
  } catch (error) {
    // Say what the Worker printed, then carry on with the other sections.
    console.log(`  FAILED: ${error instanceof Error ? error.message : String(error)}`);
    console.log(worker?.process.outputTail());
  } finally {
    await content.close();
  }
}
