// Part of `npm run bench`: the fuzz generator of the test suite (worker/test/fuzz/requests.ts)
// with BENCH_FUZZ_REQUESTS (10,000) requests through the built Worker under vite preview, signed
// in as each role (accounts in an Auth emulator of its own) and signed out, CONCURRENCY at a time.
// The route actions come from web/app/routes.ts and the modules that export `action` (a new one
// is fuzzed too). Requests go over node:http, so any method (TRACE, unknown ones), raw
// percent-encodings and header floods reach the server as sent. Prints the requests, the
// statuses by class, the time, the number of answers of 500 or more and the slowest requests.
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import fc from 'fast-check';
import { startFirestoreEmulator } from '../emulators/firestore';
import { startAuthEmulator } from '../emulators/auth';
import { PROJECT_ID } from '../stack';
import { signSessionToken } from '#worker/src/services/auth/session-cookie.ts';
import { actionTemplates, fuzzRequest, type FuzzRequest, type Role } from '#worker/test/fuzz/requests.ts';
import {
  actionRoutes,
  routeEntriesOfConfig,
  sourceExportsAction,
  type RouteConfigEntry,
} from '#worker/test/fuzz/actions.ts';
import routeConfig from '#web/app/routes.ts';
import { repoRoot } from '../emulators/process-group';
import type { BenchWorker } from './admin';

const REQUESTS = Number(process.env.BENCH_FUZZ_REQUESTS ?? 10_000);
const CONCURRENCY = 8;
/** The local SESSION_SECRET of wrangler.toml (the bench's Worker runs with it). */
const LOCAL_SESSION_SECRET = 'local-session-secret-not-for-production-0123456789';
/** Methods beyond those of workerd's Request: any token is a method on the wire. */
const EXTRA_METHODS = ['TRACK', 'FOO', 'M-SEARCH', 'get', 'BREW'];

/** The route actions of the page layer: web/app/routes.ts and the modules' sources. */
function routeActions() {
  const app = path.join(repoRoot, 'web', 'app');
  const entries = routeEntriesOfConfig(routeConfig as RouteConfigEntry[], (file) =>
    sourceExportsAction(readFileSync(path.join(app, file), 'utf8')),
  );
  return actionRoutes(entries);
}

/** The path as sent on the wire: what is not printable ASCII percent-encoded, the rest as generated. */
const wirePath = (value: string) =>
  value.replace(/[^\x21-\x7e]/gu, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%EF%BF%BD';
    }
  });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over node:http (no redirects followed), its answer read to the end. */
function send(base: string, method: string, target: string, headers: Record<string, string>, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const url = new URL(base);
    const payload = body === undefined ? undefined : Buffer.from(body);
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: target,
        headers: { ...headers, ...(payload ? { 'content-length': String(payload.length) } : {}) },
        timeout: 60_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

async function createAccount(host: string, role: Exclude<Role, 'visitor'>): Promise<string> {
  const uid = `bench${role}${Math.random().toString(36).slice(2, 10)}`;
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({
      localId: uid,
      email: `${uid}@example.org`,
      emailVerified: true,
      customAttributes: JSON.stringify({ role }),
    }),
  });
  if (!response.ok) throw new Error(`creating the ${role} answered ${response.status}`);
  return uid;
}

export async function benchFuzz(
  emulatorPorts: { firestore: number; auth: number },
  startWorker: (ports: { firestore: number; auth: number }, output: (line: string) => void) => Promise<BenchWorker>,
): Promise<void> {
  console.log(`\nFuzz: ${REQUESTS.toLocaleString('en')} generated bad requests (the test suite's generator):`);
  const ports = { firestore: emulatorPorts.firestore, auth: emulatorPorts.auth };
  const [emulator, auth] = await Promise.all([
    startFirestoreEmulator({ projectId: PROJECT_ID, port: ports.firestore }),
    startAuthEmulator({ projectId: PROJECT_ID, port: ports.auth }),
  ]);
  let worker: BenchWorker | undefined;
  try {
    // What the local server logs: why it answered a plain 500 (the preview guard's line), and the
    // Worker's own errors and warnings (console.error/warn in workerd).
    const serverLines: string[] = [];
    worker = await startWorker(ports, (line) => {
      const plain = stripVTControlCharacters(line).trim();
      if (plain) serverLines.push(plain);
    });
    const linesBefore = serverLines.length;
    const uids = new Map<Role, string>();
    for (const role of ['user', 'presenter', 'admin'] as const) uids.set(role, await createAccount(auth.host, role));
    // A session per request: a generated sign-out ends only its own.
    const cookieOf = async (role: Role) => {
      const uid = uids.get(role);
      if (role === 'visitor' || !uid) return 'i18n_redirected=fr';
      const user = { uid, email: `${uid}@example.org`, name: `Bench ${role}`, role };
      return `__session=${await signSessionToken(user, LOCAL_SESSION_SECRET)}`;
    };
    const actions = routeActions();
    const requests = fc.sample(fuzzRequest({ knownIds: [], actions, extraMethods: EXTRA_METHODS }), {
      numRuns: REQUESTS,
      seed: 12_345,
    });
    const routesSent = new Set<string>();
    const statuses = new Map<number, number>();
    const errors: string[] = [];
    const samples: string[] = [];
    /** Plain 500s of the local server (the preview guard's last resort), and its other 5xx. */
    let plainFiveHundreds = 0;
    let otherLocalFailures = 0;
    const timings: { ms: number; label: string; status: number }[] = [];
    let next = 0;
    const started = performance.now();
    const fuzz = async (request: FuzzRequest) => {
      const headers: Record<string, string> = { ...request.headers, 'sec-fetch-site': 'same-origin' };
      const session = await cookieOf(request.role);
      headers.cookie = headers.cookie ? `${headers.cookie}; ${session}` : session;
      const begin = performance.now();
      try {
        const response = await send(worker?.base ?? '', request.method, wirePath(request.path), headers, request.body);
        routesSent.add(request.route);
        const answer = response.body;
        // Every answer of the Worker carries its CSP; one without comes from the local preview
        // server in front of it (vite preview's proxy to workerd; _headers adds nosniff to both).
        const fromWorker = response.headers['content-security-policy'] !== undefined;
        if (response.status === 500 && !fromWorker) plainFiveHundreds += 1;
        else if (response.status >= 500 && !fromWorker) otherLocalFailures += 1;
        if (response.status >= 500) {
          samples.push(
            `${response.status} ${fromWorker ? 'Worker' : 'preview proxy'}: ${answer.slice(0, 120).replace(/\s+/g, ' ')}`,
          );
        }
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        timings.push({ ms: performance.now() - begin, label: request.label, status: response.status });
      } catch (error) {
        errors.push(`${request.label.slice(0, 120)}: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests.length) {
          const request = requests[next++];
          if (request) await fuzz(request);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const fiveHundreds = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
    const sorted = [...timings].sort((a, b) => b.ms - a.ms);
    const p = (q: number) =>
      [...timings].map((t) => t.ms).sort((a, b) => a - b)[Math.floor(q * (timings.length - 1))] ?? 0;
    console.log(
      `  ${timings.length} answered in ${seconds.toFixed(1)} s (${CONCURRENCY} at a time), ${errors.length} failed to connect`,
    );
    const localFailures = plainFiveHundreds + otherLocalFailures;
    console.log(
      `  answers of 500 or more: ${fiveHundreds - localFailures} from the Worker; from the local server (vite preview, ` +
        `before the Worker answered): ${plainFiveHundreds} plain 500s, ${otherLocalFailures} other 5xx`,
    );
    // Why: the local server's lines, grouped with their counts.
    const reasons = new Map<string, number>();
    // Vite's own notes on requests it refused itself (431, an undecodable path): counted, not listed.
    let viteRefusals = 0;
    for (const line of serverLines.slice(linesBefore)) {
      if (/status code 431|could not be decoded because it is a malformed URL/.test(line)) {
        viteRefusals += 1;
        continue;
      }
      const marker = ' failed before the Worker answered (';
      const at = line.lastIndexOf(marker);
      const reason = at >= 0 ? `plain 500: ${line.slice(at + marker.length, -1)}` : line.slice(0, 200);
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    for (const [reason, count] of [...reasons].sort(([, a], [, b]) => b - a).slice(0, 12)) {
      console.log(`  local server said ${count}×: ${reason}`);
    }
    console.log(`  and ${viteRefusals} notes of Vite on requests it refused itself (431, undecodable paths)`);
    const byClass = new Map<string, number>();
    for (const [status, count] of statuses) {
      const name = `${Math.floor(status / 100)}xx`;
      byClass.set(name, (byClass.get(name) ?? 0) + count);
    }
    console.log(
      `  by class: ${[...byClass]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}`,
    );
    const unsent = actionTemplates(actions)
      .map(([method, template]) => `${method} ${template}`)
      .filter((route) => !routesSent.has(route));
    console.log(
      `  route actions fuzzed: ${actions.length} (${actions.map((action) => action.template).join(', ')}), page and .data` +
        (unsent.length ? `; never sent: ${unsent.join(', ')}` : ''),
    );
    console.log(
      `  statuses: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')}`,
    );
    console.log(`  p50 ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms`);
    for (const slow of sorted.slice(0, 3))
      console.log(`  slow: ${slow.ms.toFixed(0)} ms ${slow.status} ${slow.label.slice(0, 140)}`);
    for (const error of errors.slice(0, 3)) console.log(`  error: ${error}`);
    for (const sample of [...new Set(samples)].slice(0, 6)) console.log(`  answer: ${sample}`);
    for (const failed of [
      ...timings.filter((t) => t.status >= 500 && t.status !== 503),
      ...timings.filter((t) => t.status === 503),
    ].slice(0, 8)) {
      console.log(`  ${failed.status}: ${failed.label.slice(0, 200)}`);
    }
  } finally {
    await worker?.stop();
    await Promise.all([emulator.stop(), auth.stop()]);
  }
}
