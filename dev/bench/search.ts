// `npm run bench` (or BENCH_ONLY=search): search over a large generated pack on the production
// build. Prints the very first build for a new content version (fresh local state), warm p50/p95,
// the cold first query of a fresh Worker process that finds the index already stored for this
// content version, the memory the Worker's workerd process grows by (RSS), and the stored index's size.
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as v from 'valibot';
import { startContentService } from '../content-service/server';
import { generatePack } from '../content-service/generate';
import type { ContentPack } from '../content-service/pack';
import { repoRoot, type GroupProcess } from '../emulators/process-group';
import { collectionSchemas, type CollectionItem, type CollectionName } from '#shared/schemas/content.ts';
import { searchDocuments } from '#worker/src/services/search/documents.ts';
import { buildSearchIndex } from '#worker/src/services/search/search-index.ts';

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

/** Resident memory of the workerd processes in the Worker's process group (bytes). */
export function workerdRss(groupId: number): number {
  const lines = execFileSync('ps', ['-eo', 'pgid=,rss=,comm='], { encoding: 'utf8' }).split('\n');
  let kib = 0;
  for (const line of lines) {
    const [pgid, rss, comm] = line.trim().split(/\s+/);
    if (Number(pgid) === groupId && comm?.startsWith('workerd')) kib += Number(rss);
  }
  return kib * 1024;
}

async function timeJson(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  // The results are streamed into the data; a failure inside them would not change the status.
  if (!body.includes('"items"')) throw new Error(`${url} answered without results: ${body.slice(0, 300)}`);
  return performance.now() - started;
}

/**
 * The search page without a query (the Worker's modules loaded and a page rendered, no index), so
 * the memory measured after it is the index's and the content's.
 */
async function warmUp(base: string): Promise<void> {
  for (let run = 0; run < 3; run += 1) {
    const response = await fetch(`${base}/search.data?_routes=routes%2Fsearch`);
    await response.arrayBuffer();
  }
}

/** The serialised index's size for `pack`, built here in Node with the Worker's own code. */
function serialisedIndexBytes(pack: ContentPack): { json: number; gzip: number } {
  const items = <N extends CollectionName>(name: N): CollectionItem<N>[] =>
    ((pack.collections[name] ?? []) as unknown[]).flatMap((item) => {
      const parsed = v.safeParse(collectionSchemas[name], item);
      return parsed.success ? [parsed.output as CollectionItem<N>] : [];
    });
  const index = buildSearchIndex(
    searchDocuments({
      articles: items('articles'),
      events: items('events'),
      presentations: items('presentations'),
      presenters: items('presenters'),
      collections: items('collections'),
      categories: items('categories'),
      tags: items('tags'),
    }),
  );
  const json = JSON.stringify(index);
  return { json: Buffer.byteLength(json), gzip: gzipSync(json).length };
}

export async function benchSearch(
  presentations: number,
  runs: number,
  ports: { content: number },
  startWorker: (stateName: string) => Promise<BenchWorker>,
): Promise<void> {
  console.log(`\nSearch with ${presentations} presentations (GET /search.data, production build):`);
  const pack = generatePack({ presentations });
  const serialised = serialisedIndexBytes(pack);
  console.log(`  serialised index: JSON ${mb(serialised.json)}, gzipped as stored ${mb(serialised.gzip)}`);
  const content = await startContentService({ port: ports.content, pack });
  const stateName = 'search';
  await rm(path.join(repoRoot, '.wrangler', `bench-state-${stateName}`), { recursive: true, force: true });
  let worker: BenchWorker | undefined;
  try {
    // 1. A new content version: nothing stored yet, the first query builds the index.
    worker = await startWorker(stateName);
    const base = worker.base;
    const search = (query: string) => `${base}/search.data?q=${encodeURIComponent(query)}&_routes=routes%2Fsearch`;
    try {
      await warmUp(worker.base);
      const before = workerdRss(worker.process.pid);
      // React Router ends a data answer's pending parts after ~5 s, so a build that takes longer
      // answers an error first: timed until a query answers with results.
      const started = performance.now();
      let timedOut = 0;
      for (;;) {
        try {
          await timeJson(search('elephant'));
          break;
        } catch (error) {
          timedOut += 1;
          if (performance.now() - started > 120_000) throw error;
        }
      }
      const buildMs = performance.now() - started;
      const after = workerdRss(worker.process.pid);
      console.log(
        `  first build for a new content version (until a query answers results): ${buildMs.toFixed(0)} ms (${timedOut} answers cut off at ~5 s before); workerd RSS (after a page without a query) ${mb(before)} -> ${mb(after)} (+${mb(after - before)})`,
      );
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1)
        times.push(await timeJson(search(SEARCH_QUERIES[run % SEARCH_QUERIES.length]!)));
      console.log(
        `  warm, ${runs} queries: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms; workerd RSS ${mb(workerdRss(worker.process.pid))}`,
      );
      // Let stores kept alive by waitUntil finish before the process stops.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    } finally {
      await worker.stop();
    }

    // 2. A fresh Worker process on the same local state: the index of this version is stored.
    worker = await startWorker(stateName);
    try {
      await warmUp(worker.base);
      const before = workerdRss(worker.process.pid);
      const coldMs = await timeJson(search('elephant'));
      const after = workerdRss(worker.process.pid);
      console.log(
        `  cold first query (fresh process, index stored for this version): ${coldMs.toFixed(0)} ms; workerd RSS ${mb(before)} -> ${mb(after)} (+${mb(after - before)})`,
      );
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1)
        times.push(await timeJson(search(SEARCH_QUERIES[run % SEARCH_QUERIES.length]!)));
      console.log(
        `  warm after the cold start, ${runs} queries: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms; workerd RSS ${mb(workerdRss(worker.process.pid))}`,
      );
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
