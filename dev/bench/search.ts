// `npm run bench` (or BENCH_ONLY=search): search on D1 (decision 0038) over a generated library
// (10,000 talks, 52 timed lines a language each: over 1,000,000 moments by default), through the built
// Worker: the whole build (the daily rebuild cron), the database's size, the first query of a fresh
// Worker process, warm p50/p95, the isolate's heap during search (workerd's inspector,
// Runtime.getHeapUsage), and the refresh after one talk changed. SEARCH_BENCH_TALKS and
// SEARCH_BENCH_LINES change the size.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startContentService } from '../content-service/server';
import { generatePack } from '../content-service/generate';
import { repoRoot, type GroupProcess } from '../emulators/process-group';
import { fireCron, rebuildSearch } from '../stack';

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

/** The isolate's heap (inspector), else the workerd processes' resident memory, as a line. */
async function memoryLine(port: number, groupId: number): Promise<string> {
  try {
    const heap = await isolateHeap(port);
    return `isolate heap (inspector): used ${mb(heap.used)} of ${mb(heap.total)}`;
  } catch (error) {
    return `workerd RSS ${mb(workerdRss(groupId))} (the inspector: ${error instanceof Error ? error.message : String(error)})`;
  }
}

/**
 * The V8 heap the Worker's isolate uses now (Runtime.getHeapUsage through workerd's inspector on
 * `port`): what the 65-89 MB MiniSearch index was measured with.
 */
async function isolateHeap(port: number): Promise<{ used: number; total: number }> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl?: string }[];
  const url = targets.find((target) => target.webSocketDebuggerUrl)?.webSocketDebuggerUrl;
  if (!url) throw new Error('the inspector lists no isolate');
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  try {
    const answer = new Promise<{ usedSize: number; totalSize: number }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the inspector did not answer')), 5_000);
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as {
          id?: number;
          result?: { usedSize: number; totalSize: number };
        };
        if (message.id === 1 && message.result) {
          clearTimeout(timer);
          resolve(message.result);
        }
      });
    });
    socket.send(JSON.stringify({ id: 1, method: 'Runtime.getHeapUsage' }));
    const { usedSize, totalSize } = await answer;
    return { used: usedSize, total: totalSize };
  } finally {
    socket.close();
  }
}

export async function benchSearch(
  runs: number,
  ports: { content: number; inspector: number },
  startWorker: (stateName: string) => Promise<BenchWorker>,
): Promise<void> {
  const talks = Number(process.env.SEARCH_BENCH_TALKS ?? 10_000);
  const lines = Number(process.env.SEARCH_BENCH_LINES ?? 52);
  const pack = generatePack({ presentations: talks, transcriptLines: lines });
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
  await rm(stateDir, { recursive: true, force: true });
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
      const started = performance.now();
      await rebuildSearch(worker.base);
      console.log(
        `  whole build (daily rebuild cron, through the Worker): ${(performance.now() - started).toFixed(0)} ms`,
      );
      console.log(`  D1 database size: ${mb(databaseBytes(stateDir))}`);
    } finally {
      await worker.stop();
    }

    // 2. A fresh Worker process on the same database and content cache: the first query after a
    // deploy. (Not the process that ran the rebuild: Vite preview's connection to it is reset after
    // that long request, and its first request fails with ECONNRESET, a harness artefact.)
    worker = await startWorker(stateName);
    try {
      // The Worker's modules loaded and a page rendered, no search yet: what search adds is measured.
      await (await fetch(`${worker.base}/search`)).text();
      const before = await memoryLine(ports.inspector, worker.process.pid);
      const first = await timeJson(search(worker.base, 'rangers snare'));
      const second = await timeJson(search(worker.base, 'elephant'));
      console.log(`  first query of a fresh process: ${first.toFixed(0)} ms (the next: ${second.toFixed(0)} ms)`);
      console.log(`  warm after that, ${runs} queries: ${await warm(worker.base)}`);
      console.log(
        `  memory: before the first search ${before}; after ${runs} more ${await memoryLine(ports.inspector, worker.process.pid)}`,
      );
    } finally {
      await worker.stop();
    }

    // 3. One talk changed: a new content version (the Worker's content copies dropped, as when
    // they expire), and the five-minute cron's refresh, which reads the content and writes only it.
    await fetch(`${content.url}/__control/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        collection: 'presentations',
        id: 'presentation-g000001',
        set: { title: { en: 'Bench changed title zebrafinch', fr: 'Titre changé zebrafinch' } },
      }),
    });
    await rm(path.join(stateDir, 'v3', 'cache'), { recursive: true, force: true });
    worker = await startWorker(stateName);
    try {
      const started = performance.now();
      await fireCron(worker.base, '*/5 * * * *');
      const refreshMs = performance.now() - started;
      const found = (await (await fetch(search(worker.base, 'zebrafinch'))).text()).includes('presentation-g000001');
      console.log(
        `  refresh after one talk changed (five-minute cron: reads every collection, writes the changed talk): ${refreshMs.toFixed(0)} ms; found by its new title: ${found}`,
      );
      console.log(`  D1 database size after: ${mb(databaseBytes(stateDir))}`);
    } finally {
      await worker.stop();
    }
  } catch (error) {
    // Say what the Worker printed, then carry on with the other sections.
    console.log(`  FAILED: ${error instanceof Error ? error.message : String(error)}`);
    console.log(worker?.process.outputTail());
  } finally {
    await content.close();
  }
}
