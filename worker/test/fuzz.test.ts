// Property-based fuzzing of the Worker (issue #12): generated bad requests (worker/test/fuzz/
// requests.ts) over every /api route and every route action of the page layer (taken from the
// server build's route table, so a new action is fuzzed too; issue #23.3), signed in as each role
// and signed out.
// Properties: no answer is 500 or more, every answer completes, and refused writes leave the
// members' Firestore data as it was (checked over the batch when every write in it was refused,
// else by sending the batch's refused writes again, alone). `npm run bench` runs the same
// generator with 10,000 requests against the built Worker.
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { readSettings } from '../src/env';
import { SESSION_COOKIE, signSessionToken } from '../src/services/auth/session-cookie';
import { createFirestore, type Firestore } from '../src/services/firestore/client';
import { emulatorTokenSource } from '../src/services/firestore/auth';
import { collection } from '../src/services/firestore/query';
import { hashClientIp } from '../src/services/forms/store';
import type { SessionUser } from '#shared/schemas/member.ts';
import { identity, PROJECT } from './accounts';
import { actionTemplates, fuzzRequest, isWrite, type FuzzRequest, type Role } from './fuzz/requests';
import { actionRoutes, routeEntriesOfBuild, type ActionRoute } from './fuzz/actions';

const app = createApp();
/** Batches × requests per batch: 2,000 generated requests. */
const BATCHES = 200;
const BATCH_SIZE = 10;
const CONCURRENCY = 5;
const CLIENT_IP = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

let db: Firestore;
const members = new Map<Exclude<Role, 'visitor'>, SessionUser>();
const knownIds: string[] = [];
let actions: ActionRoute[] = [];
let ipHash = '';

async function send(request: FuzzRequest, cookie: string): Promise<{ status: number; ms: number }> {
  const headers = new Headers(request.headers);
  headers.set('cf-connecting-ip', CLIENT_IP);
  if (!headers.has('sec-fetch-site')) headers.set('sec-fetch-site', 'same-origin');
  // A flood's huge cookie goes beside the session, not instead of it.
  if (cookie) headers.set('cookie', headers.has('cookie') ? `${headers.get('cookie')}; ${cookie}` : cookie);
  const ctx = createExecutionContext();
  const started = performance.now();
  const response = await app.fetch(
    new Request(`http://127.0.0.1:8787${request.path}`, { method: request.method, headers, body: request.body }),
    env,
    ctx,
  );
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return { status: response.status, ms: performance.now() - started };
}

/** A new session cookie per batch (a generated sign-out may end the previous one). */
async function cookieOf(role: Role): Promise<string> {
  const user = role === 'visitor' ? undefined : members.get(role);
  if (!user) return 'i18n_redirected=fr';
  return `${SESSION_COOKIE}=${await signSessionToken(user, readSettings(env).SESSION_SECRET)}`;
}

/**
 * What the members own, this client's contact messages and the forms' counts for this client:
 * path and update time of each document.
 */
async function snapshot(): Promise<string> {
  const uids = [...members.values()].map((member) => member.uid);
  const paths = [
    ...uids.flatMap((uid) => [`users/${uid}`, `presenterProfiles/${uid}`]),
    `contactRateLimits/${ipHash}`,
    `newsletterRateLimits/${ipHash}`,
  ];
  const [documents, lists, connections, messages] = await Promise.all([
    db.getMany(paths),
    Promise.all(uids.flatMap((uid) => ['watchlist', 'readlist'].map((kind) => db.list(`users/${uid}/${kind}`)))),
    Promise.all(uids.map((uid) => db.query('', collection('connections').where('requesterUid', '==', uid)))),
    db.query('', collection('contactMessages').where('ipHash', '==', ipHash)),
  ]);
  const entries = [
    ...documents.map((document, index) => `${paths[index]}@${document?.updateTime ?? '-'}`),
    ...lists.flatMap((list) => list.documents.map((document) => `${document.path}@${document.updateTime}`)),
    ...connections.flat().map((document) => `${document.path}@${document.updateTime}`),
    ...messages.map((document) => `${document.path}@${document.updateTime}`),
  ];
  return entries.sort().join('\n');
}

beforeAll(async () => {
  const build = await import('virtual:react-router/server-build');
  actions = actionRoutes(routeEntriesOfBuild(build.routes));
  const host = env.FIRESTORE_EMULATOR_HOST;
  if (typeof host !== 'string') throw new Error('FIRESTORE_EMULATOR_HOST is not set for the workerd suite');
  db = createFirestore({ projectId: PROJECT, baseUrl: `http://${host}`, tokens: emulatorTokenSource() });
  const settings = readSettings(env);
  const secret = typeof env.IP_HASH_SECRET === 'string' && env.IP_HASH_SECRET ? env.IP_HASH_SECRET : '';
  ipHash = await hashClientIp(CLIENT_IP, secret || `contact:${settings.FIREBASE_PROJECT_ID}`);
  for (const role of ['user', 'presenter', 'admin'] as const) {
    const uid = `fuzz${role}${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const user: SessionUser = { uid, email: `${uid}@example.org`, name: `Fuzz ${role}`, role };
    await identity(
      `projects/${PROJECT}/accounts`,
      { localId: uid, email: user.email, emailVerified: true, customAttributes: JSON.stringify({ role }) },
      true,
    );
    members.set(role, user);
    // Data the generated requests can reach with real ids: a list item, a profile, a request.
    const cookie = await cookieOf(role);
    const json = { 'content-type': 'application/json', accept: 'application/json' };
    const base: Omit<FuzzRequest, 'method' | 'path'> = { role, headers: json, label: 'setup', route: 'setup' };
    await send({ ...base, method: 'PUT', path: '/api/watchlist/presentation-1' }, cookie);
    const created = await app.fetch(
      new Request('http://127.0.0.1:8787/api/connections', {
        method: 'POST',
        headers: { ...json, cookie, 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ presenterId: 'presenter-1' }),
      }),
      env,
      createExecutionContext(),
    );
    const answer = (await created.json()) as { connection?: { id: string } };
    if (answer.connection) knownIds.push(answer.connection.id);
  }
}, 60_000);

describe('fuzz: generated bad requests', () => {
  it(`answers ${BATCHES * BATCH_SIZE} generated requests below 500, and refused writes change nothing`, async () => {
    const slowest = { ms: 0, label: '' };
    let checkedBatches = 0;
    let checkedWrites = 0;
    let refusedWrites = 0;
    let requests = 0;
    const routesSent = new Set<string>();
    const result = await fc.check(
      fc.asyncProperty(
        fc.array(fuzzRequest({ knownIds, actions }), { minLength: BATCH_SIZE, maxLength: BATCH_SIZE }),
        async (batch) => {
          const before = await snapshot();
          const cookies = new Map<Role, string>();
          for (const role of ['visitor', 'user', 'presenter', 'admin'] as const)
            cookies.set(role, await cookieOf(role));
          const answers: { request: FuzzRequest; status: number }[] = [];
          for (let start = 0; start < batch.length; start += CONCURRENCY) {
            const slice = batch.slice(start, start + CONCURRENCY);
            const results = await Promise.all(slice.map((request) => send(request, cookies.get(request.role) ?? '')));
            results.forEach((result, index) => {
              const request = slice[index];
              if (!request) return;
              requests += 1;
              routesSent.add(request.route);
              answers.push({ request, status: result.status });
              if (result.ms > slowest.ms) Object.assign(slowest, { ms: result.ms, label: request.label });
            });
          }
          for (const { request, status } of answers) expect(status, request.label).toBeLessThan(500);
          const refused = answers.filter(({ request, status }) => isWrite(request) && status >= 400);
          refusedWrites += refused.length;
          const accepted = answers.some(({ request, status }) => isWrite(request) && status < 400);
          if (!accepted) {
            checkedBatches += 1;
            checkedWrites += refused.length;
            expect(await snapshot(), 'a batch of refused writes changed Firestore').toBe(before);
          } else if (refused.length > 0) {
            // Accepted writes changed the data: send the refused ones again, alone, and check them.
            const again = await snapshot();
            const statuses = await Promise.all(
              refused.map(({ request }) =>
                send(request, cookies.get(request.role) ?? '').then((result) => result.status),
              ),
            );
            for (const [index, status] of statuses.entries())
              expect(status, refused[index]?.request.label).toBeLessThan(500);
            if (statuses.every((status) => status >= 400)) {
              checkedWrites += refused.length;
              expect(await snapshot(), 'refused writes changed Firestore').toBe(again);
            }
          }
        },
      ),
      { numRuns: BATCHES, endOnFailure: true },
    );
    if (result.failed) {
      // The generated values are large: name the failing batch by its labels and seed only.
      const labels = (result.counterexample?.[0] ?? []).map((request) => request.label.slice(0, 200));
      const cause = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
      throw new Error(
        `fuzz failed (seed ${result.seed}, path ${result.counterexample ? result.counterexamplePath : ''}):\n${cause.slice(0, 2000)}\n${labels.join('\n')}`,
      );
    }
    console.log(
      `fuzz: ${requests} requests, ${checkedBatches} of ${BATCHES} batches all refused; ` +
        `${checkedWrites} of ${refusedWrites} refused writes checked to leave Firestore unchanged; ` +
        `slowest ${slowest.ms.toFixed(0)} ms: ${slowest.label}`,
    );
    expect(requests).toBeGreaterThanOrEqual(BATCHES * BATCH_SIZE);
    // Every route action of the route table, page and `.data`, was fuzzed.
    const unsent = actionTemplates(actions)
      .map(([method, template]) => `${method} ${template}`)
      .filter((route) => !routesSent.has(route));
    expect(unsent).toEqual([]);
    expect(actions.map((action) => action.id)).toContain('routes/member-action');
  }, 600_000);
});
