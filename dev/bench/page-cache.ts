// Part of `npm run bench` (BENCH_ONLY=cache runs it alone): requests per second of a warm
// signed-out home page against a static file (/favicon.svg) from the same server, in one run, with
// the same concurrent keep-alive loop, and their ratio (decision 0021: the goal is at least 0.5).
import { Agent, request } from 'node:http';

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

/** Runs the comparison against the Worker at `base` and prints it. */
export async function benchPageCache(base: string, headers: Record<string, string>): Promise<void> {
  const agent = new Agent({ keepAlive: true });
  // Warm: the content loaded, the page rendered (and kept, where the page cache is on).
  let state = '';
  for (let run = 0; run < 20; run += 1) state = (await get(agent, `${base}/`, headers)).cache;
  agent.destroy();
  const file = await throughput(`${base}/favicon.svg`, headers);
  const page = await throughput(`${base}/`, headers);
  const fileAgain = await throughput(`${base}/favicon.svg`, headers);
  const fileRate = (file.perSecond + fileAgain.perSecond) / 2;
  console.log(
    `Warm signed-out home page vs a static file (${CONNECTIONS} keep-alive connections, ${SECONDS} s each; page cache header: ${state || 'none'}):`,
  );
  console.log(
    `  /favicon.svg ${file.perSecond.toFixed(0)} and ${fileAgain.perSecond.toFixed(0)} req/s (errors ${file.errors + fileAgain.errors})`,
  );
  console.log(`  /            ${page.perSecond.toFixed(0)} req/s (errors ${page.errors})`);
  console.log(`  ratio (home / static file): ${(page.perSecond / fileRate).toFixed(2)}x`);
}
