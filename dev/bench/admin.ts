// Part of `npm run bench`: the admin console's API with BENCH_CONNECTIONS (20,000) generated
// requests in a Firestore emulator of its own, through the built Worker under vite preview: the first
// page of each view (and of common filters), the next page by cursor, and the counts.
import path from 'node:path';
import { startFirestoreEmulator } from '../emulators/firestore';
import { startAuthEmulator } from '../emulators/auth';
import { repoRoot } from '../emulators/process-group';
import { PROJECT_ID } from '../stack';
import { generateConnections } from '../connection-generator';
import { createFirestoreFromSettings } from '#worker/src/services/firestore/from-settings.ts';
import { signSessionToken } from '#worker/src/services/auth/session-cookie.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20_000);
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 30);
/** The local SESSION_SECRET of wrangler.toml (the bench's Worker runs with it). */
const LOCAL_SESSION_SECRET = 'local-session-secret-not-for-production-0123456789';

export interface BenchWorker {
  base: string;
  stop(): Promise<void>;
  /** The server's last lines of output. */
  process?: { outputTail(): string };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** An admin account in the Auth emulator at `host` (the admin API checks the role there). */
async function createAdmin(host: string): Promise<string> {
  const base = `http://${host}/identitytoolkit.googleapis.com/v1`;
  const post = async (path: string, body: unknown, owner = false) => {
    const response = await fetch(`${base}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(owner ? { authorization: 'Bearer owner' } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as { localId?: string };
  };
  const { localId } = await post('accounts:signUp?key=any', {
    email: 'bench-admin@example.org',
    password: 'bench-admin-1',
  });
  if (!localId) throw new Error('no uid for the bench admin');
  await post(
    `projects/${PROJECT_ID}/accounts:update`,
    { localId, emailVerified: true, customAttributes: JSON.stringify({ role: 'admin' }) },
    true,
  );
  return localId;
}

/** Runs the admin API bench; `startWorker` starts the Worker against the given emulator ports. */
export async function benchAdmin(
  startWorker: (ports: { firestore: number; auth: number }) => Promise<BenchWorker>,
): Promise<void> {
  console.log(
    `\nAdmin console API with ${CONNECTIONS.toLocaleString('en')} requests (Firestore emulator, ${RUNS} runs each):`,
  );
  const ports = { firestore: 8570, auth: 9571 };
  const [emulator, auth] = await Promise.all([
    startFirestoreEmulator({ projectId: PROJECT_ID, port: ports.firestore, stateDir: path.join(repoRoot, '.gcloud') }),
    startAuthEmulator({ projectId: PROJECT_ID, port: ports.auth }),
  ]);
  let worker: BenchWorker | undefined;
  try {
    const adminUid = await createAdmin(auth.host);
    const db = createFirestoreFromSettings({ projectId: PROJECT_ID, emulatorHost: emulator.host });
    const presenters = Array.from({ length: 40 }, (_, index) => ({
      id: `presenter-${index + 1}`,
      name: `Presenter ${index + 1}`,
      email: `presenter${index + 1}@example.org`,
      tel: '+27 11 555 0100',
    }));
    const started = performance.now();
    await generateConnections(db, { count: CONNECTIONS, presenters, requesters: 3000 });
    console.log(`  generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    worker = await startWorker(ports);
    const session = await signSessionToken(
      { uid: adminUid, email: 'bench-admin@example.org', name: 'Bench Admin', role: 'admin' },
      LOCAL_SESSION_SECRET,
    );
    const headers = { cookie: `__session=${session}; i18n_redirected=en`, accept: 'application/json' };
    const time = async (pathAndQuery: string) => {
      const begin = performance.now();
      const response = await fetch(`${worker?.base}${pathAndQuery}`, { headers });
      const body = await response.text();
      if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}: ${body.slice(0, 200)}`);
      return { ms: performance.now() - begin, body };
    };
    const firstPage = await time('/api/admin/connections?view=all');
    const cursor = (JSON.parse(firstPage.body) as { nextCursor: string }).nextCursor;
    const cases: [string, string][] = [
      ['All Connections, first page (50, newest first)', '/api/admin/connections?view=all'],
      ['All Pending Connections, first page', '/api/admin/connections?view=pending'],
      ['All, sorted by requester name', '/api/admin/connections?view=all&sort=requesterName&dir=asc'],
      ['All, sorted by last updated, oldest first', '/api/admin/connections?view=all&sort=lastUpdated&dir=asc'],
      ['Pending, one presenter', '/api/admin/connections?view=pending&presenter=presenter-7'],
      ['All, one requester', '/api/admin/connections?view=all&requester=generated000042'],
      [
        'All, status connected + date range',
        '/api/admin/connections?view=all&status=connected&from=2026-01-01&to=2026-03-31',
      ],
      ['All, search "diallo"', '/api/admin/connections?view=all&q=diallo'],
      ['All, 100 rows', '/api/admin/connections?view=all&size=100'],
      ['All, second page (cursor)', `/api/admin/connections?view=all&after=${cursor}`],
      ['Counts per status, All', '/api/admin/connections/counts?view=all'],
      ['Counts per status, Pending', '/api/admin/connections/counts?view=pending'],
    ];
    for (const [label, url] of cases) {
      const cold = (await time(url)).ms;
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) times.push((await time(url)).ms);
      console.log(
        `  ${label.padEnd(48)} first ${cold.toFixed(0).padStart(4)} ms   p50 ${percentile(times, 50).toFixed(0).padStart(4)} ms   p95 ${percentile(times, 95).toFixed(0).padStart(4)} ms`,
      );
    }
  } finally {
    await worker?.stop();
    await Promise.all([emulator.stop(), auth.stop()]);
  }
}
