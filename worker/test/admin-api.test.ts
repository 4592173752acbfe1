// The admin console's API in workerd, through the real Worker (session cookies from the Auth
// emulator, the Firestore emulator behind). Each test works on requests for presenters of its
// own, so its views hold exactly what it made even while other suites write requests too.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { json, PATH_TO, request } from './helpers';
import { identity, PROJECT, signedInMember, type SignedInMember } from './accounts';
import { readSettings } from '../src/env';
import { firestoreFor } from '../src/services/members/from-settings';
import { createConnection } from '../src/services/connections/store';
import { transitionConnection } from '../src/services/connections/transitions';
import { introductionToken } from '../src/services/connections/introductions';
import { CONTACT_COLLECTION } from '../src/services/forms/store';
import { queueMailWrite } from '../src/services/mail/outbox';
import type {
  AdminConnectionAnswer,
  AdminConnectionCounts,
  AdminConnectionPage,
  AdminContactMessagePage,
  BulkStatusAnswer,
} from '#shared/schemas/admin.ts';
import {
  canTransition,
  CONNECTION_STATUSES,
  CONNECTION_STEPS,
  type ConnectionListAnswer,
  type ConnectionStatus,
} from '#shared/schemas/connections.ts';

const settings = () => readSettings(env);
const db = () => firestoreFor(settings(), env);

let adminPromise: Promise<SignedInMember> | undefined;
/** One admin for the file (signing in costs a few emulator calls). */
const theAdmin = () => (adminPromise ??= signedInMember('admin', 'Fatou Team'));

interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  lang?: 'en' | 'fr';
  headers?: Record<string, string>;
}

async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const cookie = options.cookie ?? (await theAdmin()).cookie;
  return request(path, {
    method: options.method ?? 'GET',
    headers: {
      cookie: `i18n_redirected=${options.lang ?? 'en'}; ${cookie}`,
      'sec-fetch-site': 'same-origin',
      accept: 'application/json',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

/** A presenter only this test uses. */
function presenter(name = 'Thandiwe', surname = 'Mokoena') {
  const id = `presenter-test-${crypto.randomUUID().slice(0, 8)}`;
  return { id, name, surname, email: `${id}@example.org`, telephone: '+27 82 555 0101' };
}

let memberCount = 0;
/** A requester (no account needed by the service: the session user is given). */
function requester(name = 'Amara Okafor') {
  memberCount += 1;
  const uid = `r${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
  return {
    uid,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${memberCount}@example.org`,
    name,
    role: 'user' as const,
  };
}

/**
 * Creates a request of `who` for `to`, requested at `at`, then moved along `path`, each step taken
 * by the one actor the step table names for it (the team as 'Setup', the presenter by the link).
 */
async function requestFor(
  to: ReturnType<typeof presenter>,
  who = requester(),
  at = new Date(),
  path: readonly ConnectionStatus[] = [],
) {
  const { connection: created } = await createConnection(
    db(),
    settings(),
    to,
    who,
    { locale: 'en', limitKey: 'test-limits' },
    at,
  );
  let current = created;
  let from: ConnectionStatus = created.status;
  for (const status of path) {
    const actor = CONNECTION_STEPS[from][status];
    if (!actor) throw new Error(`no step ${from} -> ${status}`);
    const by = {
      member: { by: who.uid },
      team: { by: 'setup-admin', byName: 'Setup' },
      presenter: { by: '', byName: `${to.name} ${to.surname}` },
    }[actor];
    const moved = await transitionConnection(db(), created.id, { to: status, actor, ...by });
    if (moved.outcome !== 'changed') throw new Error(`${from} -> ${status} by ${actor}: ${moved.outcome}`);
    current = moved.connection;
    from = status;
  }
  // As the path leaves it (its version the stored one's).
  return current;
}

const page = (query: string) => call(`/api/admin/connections?${query}`).then((r) => json<AdminConnectionPage>(r));
const detail = (id: string) =>
  call(`/api/admin/connections/${id}`)
    .then((r) => json<AdminConnectionAnswer>(r))
    .then((a) => a.connection);

describe('admin API: who gets in', () => {
  it('answers 401 without a session and 403 to members who are not admins, in their language', async () => {
    const anonymous = await request('/api/admin/connections', { headers: { cookie: 'i18n_redirected=fr' } });
    expect(anonymous.status).toBe(401);
    expect((await errorOf(anonymous)).message).toBe('Veuillez vous connecter pour continuer.');
    for (const role of ['user', 'presenter'] as const) {
      const member = await signedInMember(role);
      for (const path of ['/api/admin/me', '/api/admin/connections', '/api/admin/messages', '/api/admin/presenters']) {
        const refused = await call(path, { cookie: member.cookie });
        expect(refused.status, `${role} ${path}`).toBe(403);
        expect((await errorOf(refused)).code).toBe('forbidden');
      }
      const write = await call('/api/admin/connections/bulk-status', {
        cookie: member.cookie,
        method: 'POST',
        body: { to: 'closed', items: [{ id: 'AAAAAAAAAAAAAAAAAAAA', version: 'x' }] },
      });
      expect(write.status).toBe(403);
    }
    const forged = await call('/api/admin/me', { cookie: '__session=eyJhbGciOiJub25lIn0.eyJyb2xlIjoiYWRtaW4ifQ.' });
    expect(forged.status).toBe(401);
  });

  it('stops letting in an admin whose role was revoked, within the role check interval', async () => {
    const former = await signedInMember('admin', 'Former Admin');
    expect((await call('/api/admin/me', { cookie: former.cookie })).status).toBe(200);
    await identity(
      `projects/${PROJECT}/accounts:update`,
      { localId: former.uid, customAttributes: JSON.stringify({ role: 'user' }) },
      true,
    );
    // The session cookie still says admin; the Worker asks Firebase again after 1 s (test setting).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const refused = await call('/api/admin/me', { cookie: former.cookie });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('forbidden');

    const disabled = await signedInMember('admin', 'Disabled Admin');
    await identity(`projects/${PROJECT}/accounts:update`, { localId: disabled.uid, disableUser: true }, true);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await call('/api/admin/connections', { cookie: disabled.cookie })).status).toBe(403);
  });

  it('lets an admin in, and refuses a state change posted from another site', async () => {
    const admin = await theAdmin();
    expect(await json(await call('/api/admin/me'))).toEqual({
      user: { uid: admin.uid, email: admin.email, name: 'Fatou Team', role: 'admin' },
    });
    const crossSite = await call('/api/admin/connections/bulk-status', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      body: { to: 'closed', items: [{ id: 'AAAAAAAAAAAAAAAAAAAA', version: 'x' }] },
    });
    expect(crossSite.status).toBe(403);
    expect((await call('/api/admin/me')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('admin API: status changes', () => {
  it("allows exactly the team's steps of the table, and a refused one changes nothing", async () => {
    for (const from of CONNECTION_STATUSES) {
      // A presenter per request: sending counts against the presenter's cap of open introductions.
      const refusedOne = await requestFor(presenter(), requester(), new Date(), PATH_TO[from]);
      const before = await detail(refusedOne.id);
      expect(before.status).toBe(from);
      for (const to of CONNECTION_STATUSES) {
        const allowed = canTransition(from, to, 'team');
        const target = allowed ? await requestFor(presenter(), requester(), new Date(), PATH_TO[from]) : refusedOne;
        const version = allowed ? target.version : before.version;
        const response = await call(`/api/admin/connections/${target.id}/status`, {
          method: 'POST',
          body: { to, version },
        });
        if (allowed) {
          const changed = (await json<AdminConnectionAnswer>(response)).connection;
          expect(changed.status, `${from} -> ${to}`).toBe(to);
          expect(changed.history.at(-1)).toMatchObject({
            from,
            to,
            byName: 'Fatou Team',
            byRequester: false,
            role: 'team',
          });
          expect(changed.version).not.toBe(version);
        } else {
          expect(response.status, `${from} -> ${to}`).toBe(409);
          expect((await errorOf(response)).code).toBe('not_allowed');
        }
      }
      expect(await detail(refusedOne.id)).toEqual(before);
    }
    // Eight statuses, each tried against all eight: some sixty requests and calls.
  }, 90_000);

  it('refuses a change made on a stale copy with a message and the current copy, keeping the other change', async () => {
    const who = presenter();
    const made = await requestFor(who);
    const seen = await detail(made.id);
    const first = await call(`/api/admin/connections/${made.id}/status`, {
      method: 'POST',
      body: { to: 'sent', version: seen.version },
    });
    expect(first.status).toBe(200);
    const late = await call(`/api/admin/connections/${made.id}/status`, {
      method: 'POST',
      body: { to: 'closed', version: seen.version, note: 'Closing: presenter unavailable' },
      lang: 'fr',
    });
    expect(late.status).toBe(409);
    const body = (await late.json()) as { error: { code: string; message: string }; connection: { status: string } };
    expect(body.error.code).toBe('stale');
    expect(body.error.message).toContain('chez le présentateur');
    expect(body.connection.status).toBe('sent');
    const now = await detail(made.id);
    expect(now.status).toBe('sent');
    expect(now.history.map((change) => change.to)).toEqual(['requested', 'sent']);
    expect(now.notes).toEqual([]); // the refused change's note was not written either
  });

  it("refuses a first sending to a presenter with the cap's open introductions, not a sending again after a question", async () => {
    const who = presenter();
    const cap = settings().INTRO_CAP_PER_PRESENTER;
    expect(cap).toBe(5);
    const asked = await requestFor(who, requester(), new Date(), ['sent', 'question']);
    for (let index = 1; index < cap; index += 1) await requestFor(who, requester(), new Date(), ['sent']);
    const waiting = await requestFor(who);
    const send = async (id: string) =>
      call(`/api/admin/connections/${id}/status`, {
        method: 'POST',
        body: { to: 'sent', version: (await detail(id)).version },
      });
    const refused = await send(waiting.id);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({
      code: 'presenter_cap',
      message: `Thandiwe Mokoena already has ${cap} open introductions, the most one presenter may have. Close or finish one first.`,
    });
    expect((await detail(waiting.id)).status).toBe('requested');
    // The question is already counted: the team answers it by sending the request again.
    expect((await send(asked.id)).status).toBe(200);
    // Once one ends, the waiting request may go.
    const closed = await call(`/api/admin/connections/${asked.id}/status`, {
      method: 'POST',
      body: { to: 'closed', version: (await detail(asked.id)).version },
    });
    expect(closed.status).toBe(200);
    expect((await json<AdminConnectionAnswer>(await send(waiting.id))).connection.status).toBe('sent');
  });

  it('keeps notes and history in the detail, never in what the member sees, and the requester sees the outcome', async () => {
    const member = await signedInMember('user', 'Kwame Mensah');
    const made = await requestFor(presenter(), {
      uid: member.uid,
      email: member.email,
      name: member.name,
      role: 'user',
    });
    const noted = await call(`/api/admin/connections/${made.id}/notes`, {
      method: 'POST',
      body: { text: '  Called the presenter; back on Monday.  ' },
    });
    const withNote = (await json<AdminConnectionAnswer>(noted, 201)).connection;
    expect(withNote.notes).toMatchObject([{ text: 'Called the presenter; back on Monday.', byName: 'Fatou Team' }]);
    expect(withNote.version).toBe(made.version); // a note does not make other admins' copies stale
    const sent = await call(`/api/admin/connections/${made.id}/status`, {
      method: 'POST',
      body: { to: 'sent', version: withNote.version, note: 'Moved to sent', message: 'A keen member, see the reason.' },
    });
    expect((await json<AdminConnectionAnswer>(sent)).connection.briefNote).toBe('A keen member, see the reason.');
    // The presenter accepts through the signed link e-mailed to them.
    const token = await introductionToken(settings(), made.id, new Date(Date.now() + 60 * 60 * 1000));
    const accepted = await request(`/api/introductions/link/${token}/answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ answer: 'accepted', note: 'Glad to help.', shareTelephone: true }),
    });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const introduced = await call(`/api/admin/connections/${made.id}/status`, {
      method: 'POST',
      body: {
        to: 'introduced',
        version: (await detail(made.id)).version,
        note: 'Moved to introduced',
        message: 'Meet each other!',
      },
    });
    expect((await json<AdminConnectionAnswer>(introduced)).connection.status).toBe('introduced');
    const final = await detail(made.id);
    expect(final.history.map((change) => [change.from, change.to, change.byName, change.role])).toEqual([
      [null, 'requested', 'Kwame Mensah', 'member'],
      ['requested', 'sent', 'Fatou Team', 'team'],
      ['sent', 'accepted', 'Thandiwe Mokoena', 'presenter'],
      ['accepted', 'introduced', 'Fatou Team', 'team'],
    ]);
    expect(final).toMatchObject({
      briefNote: 'A keen member, see the reason.',
      presenterNote: 'Glad to help.',
      presenterSharesTel: true,
      introNote: 'Meet each other!',
    });
    expect(final.notes.map((note) => note.text)).toEqual([
      'Called the presenter; back on Monday.',
      'Moved to sent',
      'Moved to introduced',
    ]);
    const history = await json<ConnectionListAnswer>(
      await call('/api/connections?view=history', { cookie: member.cookie }),
    );
    const mine = history.items.find((item) => item.id === made.id);
    expect(mine?.status).toBe('introduced');
    expect(mine?.introduction).toEqual({
      presenterEmail: final.presenterEmail,
      presenterTel: '+27 82 555 0101',
      note: 'Meet each other!',
    });
    expect(JSON.stringify(history)).not.toContain('Called the presenter');
    expect(JSON.stringify(history)).not.toContain('A keen member');
  });

  it('changes selected requests in bulk, skipping stale and not-allowed ones with their reason', async () => {
    const who = presenter();
    const fresh = await requestFor(who);
    const ended = await requestFor(who, requester(), new Date(), ['sent', 'declined']);
    const staleOne = await requestFor(who);
    const staleVersion = (await detail(staleOne.id)).version;
    await transitionConnection(db(), staleOne.id, { to: 'withdrawn', actor: 'member', by: staleOne.requesterUid });
    const answer = await json<BulkStatusAnswer>(
      await call('/api/admin/connections/bulk-status', {
        method: 'POST',
        body: {
          to: 'closed',
          items: [
            { id: fresh.id, version: (await detail(fresh.id)).version },
            { id: ended.id, version: (await detail(ended.id)).version },
            { id: staleOne.id, version: staleVersion },
            { id: 'AAAAAAAAAAAAAAAAAAAA', version: 'x' },
          ],
        },
      }),
    );
    expect(answer.results.map((result) => [result.id, result.outcome, result.status])).toEqual([
      [fresh.id, 'changed', 'closed'],
      [ended.id, 'not_allowed', 'declined'],
      [staleOne.id, 'stale', 'withdrawn'],
      ['AAAAAAAAAAAAAAAAAAAA', 'not_found', undefined],
    ]);
    expect((await detail(fresh.id)).status).toBe('closed');
  });

  it('answers 404 for unknown requests and 400 for bodies that are not valid', async () => {
    expect((await call('/api/admin/connections/AAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await call('/api/admin/connections/..%2Fusers')).status).toBe(404);
    const made = await requestFor(presenter());
    const cases: [unknown, string][] = [
      [{ to: 'sent' }, 'version'],
      [{ to: 'approved', version: 'x' }, 'to'],
      [{ to: 'in_progress', version: 'x' }, 'to'],
      [{ to: 'sent', version: 'x', note: 'x'.repeat(2001) }, 'note'],
      [{ to: 'sent', version: 'x', message: 'x'.repeat(2001) }, 'message'],
    ];
    for (const [body, field] of cases) {
      const response = await call(`/api/admin/connections/${made.id}/status`, { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(Object.keys((await errorOf(response)).fields ?? {})).toContain(field);
    }
    const emptyNote = await call(`/api/admin/connections/${made.id}/notes`, { method: 'POST', body: { text: '   ' } });
    expect((await errorOf(emptyNote)).fields).toEqual({ text: 'Write the note first.' });
    const notJson = await request(`/api/admin/connections/${made.id}/notes`, {
      method: 'POST',
      headers: {
        cookie: (await theAdmin()).cookie,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      body: '{nope',
    });
    expect(notJson.status).toBe(400);
    const tooMany = await call('/api/admin/connections/bulk-status', {
      method: 'POST',
      body: { to: 'closed', items: Array.from({ length: 101 }, () => ({ id: made.id, version: 'x' })) },
    });
    expect((await errorOf(tooMany)).fields).toEqual({ items: 'Change at most 100 requests at once.' });
    // Sending and introducing carry a message each: never in bulk.
    const version = (await detail(made.id)).version;
    for (const to of ['sent', 'introduced']) {
      const bulk = await call('/api/admin/connections/bulk-status', {
        method: 'POST',
        body: { to, items: [{ id: made.id, version }] },
      });
      expect(bulk.status, to).toBe(400);
      expect((await errorOf(bulk)).fields, to).toEqual({
        to: 'Send and introduce one request at a time: each has its own message.',
      });
    }
    expect((await detail(made.id)).status).toBe('requested');
    expect((await detail(made.id)).version).toBe(version);
  });
});

describe('admin API: mail', () => {
  it('answers 404 with the usual error to a retry of a mail that does not exist, 200 to one that does (#23.8)', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAA', 'no-such-mail', '..%2Fusers']) {
      for (const lang of ['en', 'fr'] as const) {
        const response = await call(`/api/admin/mail/${id}/retry`, { method: 'POST', lang });
        expect(response.status, id).toBe(404);
        const error = await errorOf(response);
        expect(error.code, id).toBe('not_found');
        expect(error.message, id).toBe(
          lang === 'en' ? 'There is nothing at this address.' : 'Il n’y a rien à cette adresse.',
        );
      }
    }
    const queued = queueMailWrite(
      {
        kind: 'requestClosed',
        to: 'retry-member@example.org',
        language: 'en',
        params: { name: 'Retry Member', member: 'Retry Member', presenter: 'Retry Presenter' },
        connectionId: 'AAAAAAAAAAAAAAAAAAAB',
      },
      new Date(),
    );
    await db().commit([queued.write]);
    const sent = await call(`/api/admin/mail/${queued.id}/retry`, { method: 'POST' });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ outcome: 'sent' });
    // Sent already: nothing to do, but the mail exists.
    const again = await call(`/api/admin/mail/${queued.id}/retry`, { method: 'POST' });
    expect(await again.json()).toEqual({ outcome: 'skipped' });
  });
});

describe('admin API: views', () => {
  it('filters by status, requester, date range and free text, sorts, and counts per status', async () => {
    const who = presenter();
    const day = (d: number, hour = 12) => new Date(Date.UTC(2026, 2, d, hour));
    const amara = requester('Amara Okafor');
    // Amara's introduced request first: a member has one open request per presenter at a time.
    const d = await requestFor(who, amara, day(4), ['sent', 'accepted', 'introduced']);
    const made = {
      a: await requestFor(who, amara, day(1)),
      b: await requestFor(who, requester('Émile Zoungrana'), day(2), ['sent']),
      c: await requestFor(who, requester('Bongani Dlamini'), day(3, 23), ['sent', 'declined']),
      d,
    };
    const ids = (answer: AdminConnectionPage) => answer.items.map((item) => item.id);
    const base = `presenter=${who.id}`;
    expect(ids(await page(base))).toEqual([made.d.id, made.c.id, made.b.id, made.a.id]);
    expect(ids(await page(`${base}&view=pending`))).toEqual([made.b.id, made.a.id]);
    expect(ids(await page(`${base}&status=declined,introduced`))).toEqual([made.d.id, made.c.id]);
    const byRequester = await page(`${base}&requester=${amara.uid}`);
    expect(ids(byRequester)).toEqual([made.d.id, made.a.id]);
    expect(byRequester.requester).toEqual({ uid: amara.uid, name: 'Amara Okafor' });
    expect(ids(await page(`${base}&from=2026-03-02&to=2026-03-03`))).toEqual([made.c.id, made.b.id]);
    expect(ids(await page(`${base}&q=emile`))).toEqual([made.b.id]); // accent-insensitive
    expect(ids(await page(`${base}&q=DLAM`))).toEqual([made.c.id]); // last name, by prefix
    expect(ids(await page(`${base}&q=${encodeURIComponent(amara.email.slice(0, 8))}`))).toEqual([made.d.id, made.a.id]);
    expect(ids(await page(`${base}&q=zzz`))).toEqual([]);
    expect(ids(await page(`${base}&sort=requesterName&dir=asc`))).toEqual([made.a.id, made.d.id, made.c.id, made.b.id]);
    expect(ids(await page(`${base}&sort=requesterName&dir=desc`))).toEqual([
      made.b.id,
      made.c.id,
      made.d.id,
      made.a.id,
    ]);
    const row = (await page(`${base}&requester=${amara.uid}&status=requested`)).items[0];
    expect(row).toMatchObject({
      presenterName: 'Thandiwe Mokoena',
      presenterEmail: who.email,
      presenterTel: '+27 82 555 0101',
      requesterName: 'Amara Okafor',
      requesterEmail: amara.email,
      status: 'requested',
      dateRequested: day(1).toISOString(),
    });
    const counts = await json<AdminConnectionCounts>(await call(`/api/admin/connections/counts?${base}`));
    expect(counts).toEqual({
      counts: { requested: 1, sent: 1, question: 0, accepted: 0, introduced: 1, declined: 1, closed: 0, withdrawn: 0 },
      total: 4,
    });
    const pendingCounts = await json<AdminConnectionCounts>(
      await call(`/api/admin/connections/counts?${base}&view=pending&q=amara`),
    );
    expect(pendingCounts).toEqual({
      counts: { requested: 1, sent: 0, question: 0, accepted: 0, introduced: 0, declined: 0, closed: 0, withdrawn: 0 },
      total: 1,
    });
  });

  it('keeps paging stable while new requests arrive', async () => {
    const who = presenter();
    const start = Date.UTC(2026, 0, 1);
    const original: string[] = [];
    for (let index = 0; index < 45; index += 1) {
      original.push(
        (await requestFor(who, requester(`Member ${String(index).padStart(2, '0')}`), new Date(start + index * 60_000)))
          .id,
      );
    }
    for (const sort of ['dir=desc', 'sort=requesterName&dir=asc'] as const) {
      const seen: string[] = [];
      let after = '';
      let pages = 0;
      do {
        const answer = await page(`presenter=${who.id}&size=20&${sort}${after ? `&after=${after}` : ''}`);
        seen.push(...answer.items.map((item) => item.id));
        after = answer.nextCursor ?? '';
        pages += 1;
        if (pages === 1) {
          // Newer requests (and, by name, ones that sort first) arrive after page one was read.
          await requestFor(who, requester('Aaron Newcomer'), new Date(start + 100 * 60_000));
          await requestFor(who, requester('Aaron Newcomer'), new Date(start + 101 * 60_000));
        }
      } while (after && pages < 10);
      expect(pages, sort).toBe(3);
      expect(new Set(seen).size, sort).toBe(seen.length);
      expect(seen.filter((id) => original.includes(id)).sort(), sort).toEqual([...original].sort());
    }
  });

  it('answers 400 naming the field for bad filters and bad cursors', async () => {
    const who = presenter();
    for (let index = 0; index < 21; index += 1)
      await requestFor(who, requester(), new Date(Date.UTC(2026, 1, 1, 0, index)));
    const first = await page(`presenter=${who.id}&size=20`);
    expect(first.nextCursor).toEqual(expect.any(String));
    const cases: [string, string, string][] = [
      ['view=archive', 'view', 'Choose the view All or Pending.'],
      [
        'status=approved',
        'status',
        'Choose statuses among requested, with the presenter, presenter asked, accepted, introduced, declined, closed and withdrawn.',
      ],
      ['status=in_progress', 'status', ''],
      [
        'view=pending&status=introduced',
        'status',
        'The Pending view shows only open requests (requested, with the presenter, presenter asked, accepted).',
      ],
      ['from=2026-02-30', 'from', 'Enter dates as YYYY-MM-DD.'],
      ['from=2026-03-02&to=2026-03-01', 'to', 'The end date must not be before the start date.'],
      ['sort=presenterTel', 'sort', 'This column cannot be sorted.'],
      ['dir=up', 'dir', 'Sort ascending or descending.'],
      ['size=7', 'size', 'Show 20, 50 or 100 rows per page.'],
      [`q=${'x'.repeat(101)}`, 'q', 'Search for at most 100 characters.'],
      ['requester=abc&q=amina', 'q', 'Search finds members: clear the requester filter to search.'],
      ['after=%%%garbage', 'after', 'This page link is no longer valid for these filters. Go back to the first page.'],
      [`presenter=${who.id}&size=20&sort=lastUpdated&after=${first.nextCursor}`, 'after', ''],
      [`presenter=other&size=20&after=${first.nextCursor}`, 'after', ''],
    ];
    for (const [query, field, message] of cases) {
      const response = await call(`/api/admin/connections?${query}`);
      expect(response.status, query).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('invalid_query');
      expect(Object.keys(error.fields ?? {}), query).toEqual([field]);
      if (message) expect(error.fields?.[field]).toBe(message);
      expect(error.message, query).toBe(error.fields?.[field]); // one bad value: its message on top
    }
    const french = await call('/api/admin/connections?size=7', { lang: 'fr' });
    expect((await errorOf(french)).fields?.size).toBe('Affichez 20, 50 ou 100 lignes par page.');
    expect((await call(`/api/admin/connections/counts?view=nope`)).status).toBe(400);
  });
});

describe('admin API: export', () => {
  it('exports the filtered view as UTF-8 CSV with a BOM, accents intact, formulas neutralised', async () => {
    const who = presenter('Zoë', 'Ndiaye-Sènè');
    await requestFor(who, requester('Émile Zoungrana'), new Date(Date.UTC(2026, 4, 2, 9, 30)));
    await requestFor(who, requester('=HYPERLINK("http://evil")'), new Date(Date.UTC(2026, 4, 3, 10, 0)), [
      'sent',
      'declined',
    ]);
    const response = await call(`/api/admin/connections/export.csv?presenter=${who.id}&view=all`, { lang: 'fr' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="demandes-de-mise-en-relation-all-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe(
      'Identifiant;Présentateur;E-mail du présentateur;Tél. du présentateur;Demandé par;E-mail du demandeur;Tél. du demandeur;Statut;Date de la demande;Dernière mise à jour',
    );
    expect(lines).toHaveLength(4); // header, two rows, and the empty string after the last CRLF
    expect(lines[1]).toContain(`;Zoë Ndiaye-Sènè;${who.email};'+27 82 555 0101;"'=HYPERLINK(""http://evil"")";`);
    expect(lines[1]).toContain(';refusée par le présentateur;2026-05-03 10:00;');
    expect(lines[2]).toContain(';Émile Zoungrana;');
    expect(lines[2]).toContain(';demandée;2026-05-02 09:30;');
    const english = await call(`/api/admin/connections/export.csv?presenter=${who.id}&delimiter=comma`);
    // (text() drops the byte-order mark, checked above in bytes.)
    expect((await english.text()).split('\r\n')[0]).toBe(
      'Request id,Presenter,Presenter e-mail,Presenter tel,Requested by,Requester e-mail,Requester tel,Status,Date requested,Last updated',
    );
    expect((await call(`/api/admin/connections/export.csv?delimiter=tab`)).status).toBe(400);
  });
});

describe('admin API: contact messages', () => {
  it('lists new messages newest first and marks them handled (and new again)', async () => {
    const id = `test-${crypto.randomUUID()}`;
    await db().set(`${CONTACT_COLLECTION}/${id}`, {
      name: 'Aïcha',
      surname: 'Traoré',
      cellphone: '+223 70 55 01 23',
      email: 'aicha@example.org',
      message: 'Bonjour, je voudrais présenter mon travail.',
      locale: 'fr',
      createdAt: new Date(Date.now() + 60_000),
      status: 'new',
      ipHash: 'x',
    });
    const listed = await json<AdminContactMessagePage>(await call('/api/admin/messages?state=new&size=100'));
    expect(listed.items[0]).toMatchObject({ id, name: 'Aïcha', surname: 'Traoré', handled: false, locale: 'fr' });
    expect(listed.counts.new).toBeGreaterThanOrEqual(1);
    const handled = await json<{ message: { handled: boolean; handledByName: string } }>(
      await call(`/api/admin/messages/${id}/handled`, { method: 'POST', body: { handled: true } }),
    );
    expect(handled.message).toMatchObject({ handled: true, handledByName: 'Fatou Team' });
    const handledList = await json<AdminContactMessagePage>(await call('/api/admin/messages?state=handled&size=100'));
    expect(handledList.items.some((item) => item.id === id)).toBe(true);
    const newList = await json<AdminContactMessagePage>(await call('/api/admin/messages?state=new&size=100'));
    expect(newList.items.some((item) => item.id === id)).toBe(false);
    const back = await call(`/api/admin/messages/${id}/handled`, { method: 'POST', body: { handled: false } });
    expect((await json<{ message: { handled: boolean } }>(back)).message.handled).toBe(false);
    expect(
      (await call('/api/admin/messages/missing-one/handled', { method: 'POST', body: { handled: true } })).status,
    ).toBe(404);
    expect((await call('/api/admin/messages?state=open')).status).toBe(400);
    expect((await call('/api/admin/messages?after=nope')).status).toBe(400);
  });

  it('gives the presenter filter its choices from the content service, by name', async () => {
    const answer = await json<{ items: { id: string; name: string }[] }>(await call('/api/admin/presenters'));
    expect(answer.items.length).toBeGreaterThanOrEqual(12);
    expect(answer.items).toContainEqual({ id: 'presenter-1', name: 'Thandiwe Mokoena' });
    const names = answer.items.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
