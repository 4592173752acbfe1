// Connection requests in workerd, against the test stack's Firestore emulator and the workerd
// suite's content service, through the real Worker app with real session cookies
// (member-requests.ts).
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { readSettings } from '../src/env';
import { firestoreFor } from '../src/services/members/from-settings';
import { transitionConnection } from '../src/services/connections/transitions';
import { connectionPath, lockId, lockPath } from '../src/services/connections/model';
import type { SessionUser } from '#shared/schemas/member.ts';
import {
  allowedTransitions,
  CONNECTION_STATUSES,
  OPEN_STATUSES,
  type ConnectionActor,
  type ConnectionAnswer,
  type ConnectionListAnswer,
  type ConnectionStatus,
  type MemberConnection,
} from '#shared/schemas/connections.ts';
import { request, withUnreachable } from './helpers';
import { callAs } from './member-requests';

const db = () => firestoreFor(readSettings(env), env);

/** A member with a `users/{uid}` document, as sign-up creates it (unless `withProfile` is false). */
async function newMember(role: SessionUser['role'] = 'user', withProfile = true): Promise<SessionUser> {
  const uid = `c${crypto.randomUUID().replace(/-/g, '')}`;
  const user: SessionUser = { uid, email: `${uid}@example.org`, name: 'Session Name', role };
  if (withProfile) {
    await db().set(`users/${uid}`, {
      firstName: 'Amara',
      lastName: 'Okafor',
      email: `${uid}@example.org`,
      telephone: '+234 803 555 0199',
      role,
    });
  }
  return user;
}

const requestConnection = (user: SessionUser, body: unknown, headers: Record<string, string> = {}) =>
  callAs('/api/connections', {
    method: 'POST',
    user,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const list = async (user: SessionUser, query = '') => {
  const response = await callAs(`/api/connections${query}`, { user });
  expect(response.status).toBe(200);
  return (await response.json()) as ConnectionListAnswer;
};

/** `/withdraw`, or `/cancel`: its first name, kept for old clients. */
const withdraw = (user: SessionUser, id: string, headers: Record<string, string> = {}, path = 'withdraw') =>
  callAs(`/api/connections/${id}/${path}`, { method: 'POST', user, headers });

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;
}

/** The presenters' contact details of the sample content (presenter-1 and presenter-2). */
const PRESENTER_1 = { name: 'Thandiwe Mokoena', email: 'thandiwe.mokoena@example.org', tel: '+27 82 555 0101' };

describe('connections: the transition table', () => {
  it('is the one the admin console reuses: open statuses move on, each step by its actor, ended statuses are final', () => {
    const table = (actor: ConnectionActor) =>
      Object.fromEntries(CONNECTION_STATUSES.map((from) => [from, allowedTransitions(from, actor)]));
    // The member may only withdraw, and only an open request.
    expect(table('member')).toEqual(
      Object.fromEntries(CONNECTION_STATUSES.map((from) => [from, OPEN_STATUSES.includes(from) ? ['withdrawn'] : []])),
    );
    expect(table('team')).toEqual({
      requested: ['sent', 'closed'],
      sent: ['closed'],
      question: ['sent', 'closed'],
      accepted: ['introduced', 'closed'],
      introduced: [],
      declined: [],
      closed: [],
      withdrawn: [],
    });
    expect(table('presenter')).toEqual({
      requested: [],
      sent: ['question', 'accepted', 'declined'],
      question: [],
      accepted: [],
      introduced: [],
      declined: [],
      closed: [],
      withdrawn: [],
    });
  });

  it('escapes uids in the lock id so two different pairs never share a lock', () => {
    expect(lockId('abc123', 'presenter-1')).toBe('open-abc123-presenter-1');
    expect(lockId('a-b', 'c')).not.toBe(lockId('a', 'b-c'));
  });
});

describe('connections: who may use them', () => {
  it('answers 401 without a session, through the real app', async () => {
    for (const [path, method] of [
      ['/api/connections', 'GET'],
      ['/api/connections', 'POST'],
      ['/api/connections/abc/withdraw', 'POST'],
      ['/api/connections/abc/cancel', 'POST'],
    ] as const) {
      const response = await request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : null,
      });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect((await errorOf(response)).code).toBe('unauthenticated');
    }
  });

  it('lets only admins list every request', async () => {
    const member = await newMember();
    const refused = await callAs('/api/connections?scope=all', { user: member });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe('Only administrators can see all connection requests.');
  });
});

describe('connections: POST /api/connections', () => {
  it('creates a requested request with the presenter contact taken on the server and the requester from users/{uid}', async () => {
    const member = await newMember();
    const response = await requestConnection(member, {
      presenterId: 'presenter-1',
      presenterEmail: 'attacker@example.org',
      requesterEmail: 'someone-else@example.org',
      status: 'introduced',
      workflow: 1,
    });
    expect(response.status).toBe(201);
    const text = await response.text();
    // The member never receives the presenter's e-mail or telephone.
    expect(text).not.toContain(PRESENTER_1.email);
    expect(text).not.toContain('555 0101');
    const { connection } = JSON.parse(text) as ConnectionAnswer;
    expect(connection).toMatchObject({
      presenterId: 'presenter-1',
      presenterName: PRESENTER_1.name,
      requesterUid: member.uid,
      requesterName: 'Amara Okafor',
      requesterEmail: member.email,
      requesterTel: '+234 803 555 0199',
      status: 'requested',
      introduction: null,
    });
    expect(connection).not.toHaveProperty('presenterEmail');
    expect(connection).not.toHaveProperty('presenterTel');
    expect(connection.dateRequested).toBe(connection.lastUpdated);
    expect(connection.history).toEqual([
      { at: connection.dateRequested, by: 'requester', from: null, to: 'requested' },
    ]);
    const stored = await db().get(connectionPath(connection.id));
    expect(stored?.data).toMatchObject({
      presenterEmail: PRESENTER_1.email,
      presenterTel: PRESENTER_1.tel,
      requesterUid: member.uid,
      status: 'requested',
      workflow: 2,
    });
    expect(stored?.data.dateRequested).toBeInstanceOf(Date);
    expect((await db().get(lockPath(member.uid, 'presenter-1')))?.data.connectionId).toBe(connection.id);
  });

  it('falls back to the session for a member without a users document', async () => {
    const member = await newMember('user', false);
    const response = await requestConnection(member, { presenterId: 'presenter-2' });
    expect(response.status).toBe(201);
    const { connection } = (await response.json()) as ConnectionAnswer;
    expect(connection).toMatchObject({ requesterName: 'Session Name', requesterEmail: member.email, requesterTel: '' });
  });

  it('refuses a second open request to the same presenter with 409, in the request language', async () => {
    const member = await newMember();
    expect((await requestConnection(member, { presenterId: 'presenter-1' })).status).toBe(201);
    const again = await requestConnection(member, { presenterId: 'presenter-1' });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({
      code: 'already_open',
      message: `You already have an open connection request with ${PRESENTER_1.name}. You can follow it under Connections.`,
    });
    const french = await requestConnection(member, { presenterId: 'presenter-1' }, { cookie: 'i18n_redirected=fr' });
    expect((await errorOf(french)).message).toContain('Vous avez déjà une demande de mise en relation en cours avec');
    // Another presenter is fine.
    expect((await requestConnection(member, { presenterId: 'presenter-2' })).status).toBe(201);
    expect((await list(member)).items).toHaveLength(2);
  });

  it('lets exactly one of many simultaneous requests for the same pair through', async () => {
    const member = await newMember();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => requestConnection(member, { presenterId: 'presenter-3' })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await list(member)).items).toHaveLength(1);
  });

  it('answers 4xx with a clear message, never 500, to bad bodies and unknown presenters, storing nothing', async () => {
    const member = await newMember();
    const cases: [unknown, number, string][] = [
      [{ presenterId: 'presenter-999' }, 404, 'presenter_not_found'],
      [{ presenterId: 42 }, 400, 'invalid_body'],
      [{ presenterId: '' }, 400, 'invalid_body'],
      [{ presenterId: 'a/b' }, 400, 'invalid_body'],
      [{ presenterId: ['presenter-1'] }, 400, 'invalid_body'],
      [{}, 400, 'invalid_body'],
      ['[{"presenterId":"presenter-1"}]', 400, 'invalid_body'],
      ['null', 400, 'invalid_body'],
      ['{"presenterId": "presenter-1"', 400, 'invalid_json'],
      [{ presenterId: 'presenter-1', padding: 'x'.repeat(8 * 1024) }, 413, 'body_too_large'],
    ];
    for (const [body, status, code] of cases) {
      const response = await requestConnection(member, body);
      const label = typeof body === 'string' ? body : JSON.stringify(body).slice(0, 50);
      expect(response.status, label).toBe(status);
      const error = await errorOf(response);
      expect(error.code, label).toBe(code);
      expect(error.message.length, label).toBeGreaterThan(5);
    }
    const fields = await errorOf(await requestConnection(member, { presenterId: 42 }));
    expect(fields.fields).toEqual({ presenterId: 'Choose a presenter.' });
    const missing = await requestConnection(member, { presenterId: 'presenter-999' }, { cookie: 'i18n_redirected=fr' });
    expect((await errorOf(missing)).message).toBe('Ce présentateur est introuvable.');
    expect((await list(member)).items).toEqual([]);
    expect((await list(member, '?view=history')).items).toEqual([]);
  });
});

describe('connections: when a service cannot be reached', () => {
  it('answers 503, not 500, when the content service or Firestore is down, creating nothing', async () => {
    const member = await newMember();
    await withUnreachable(async (host) => {
      const outages: Record<string, string>[] = [
        { CONTENT_API_URL: `http://${host('content')}/api` },
        { FIRESTORE_EMULATOR_HOST: `${host('firestore')}:8080` },
      ];
      for (const envOverrides of outages) {
        const response = await callAs('/api/connections', {
          method: 'POST',
          user: member,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ presenterId: 'presenter-1' }),
          envOverrides,
        });
        expect(response.status, JSON.stringify(envOverrides)).toBe(503);
        expect((await errorOf(response)).code).toBe('unavailable');
      }
    });
    expect((await list(member)).items).toEqual([]);
  });
});

describe('connections: GET /api/connections', () => {
  it("lists the member's own requests, newest first, split into pending and history views", async () => {
    const member = await newMember();
    const other = await newMember();
    const first = ((await (await requestConnection(member, { presenterId: 'presenter-4' })).json()) as ConnectionAnswer)
      .connection;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (
      (await (await requestConnection(member, { presenterId: 'presenter-5' })).json()) as ConnectionAnswer
    ).connection;
    await requestConnection(other, { presenterId: 'presenter-4' });
    const pending = await list(member, '?view=pending');
    expect(pending).toMatchObject({ view: 'pending', scope: 'own' });
    expect(pending.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(JSON.stringify(pending)).not.toMatch(/presenterEmail|presenterTel|555 0104|555 105/);
    expect((await list(member)).items).toHaveLength(2); // pending is the default view
    expect((await list(member, '?view=history')).items).toEqual([]);
    expect((await withdraw(member, first.id)).status).toBe(200);
    expect((await list(member, '?view=pending')).items.map((item) => item.id)).toEqual([second.id]);
    expect((await list(member, '?view=history')).items.map((item) => item.id)).toEqual([first.id]);
  });

  it('answers 400 to an unknown view or scope', async () => {
    const member = await newMember();
    for (const query of ['?view=everything', '?scope=mine', '?view=']) {
      const response = await callAs(`/api/connections${query}`, { user: member });
      expect(response.status, query).toBe(400);
      expect((await errorOf(response)).code).toBe('invalid_query');
    }
  });

  it("gives admins everyone's requests with scope=all, still without presenter contact details", async () => {
    const member = await newMember();
    const admin = await newMember('admin');
    const { connection } = (await (
      await requestConnection(member, { presenterId: 'presenter-6' })
    ).json()) as ConnectionAnswer;
    const all = await list(admin, '?scope=all&view=pending');
    expect(all.scope).toBe('all');
    expect(all.items.map((item) => item.id)).toContain(connection.id);
    expect(JSON.stringify(all)).not.toMatch(/presenterEmail|presenterTel/);
    expect((await list(admin)).items).toEqual([]); // without scope=all: the admin's own
  });
});

describe('connections: POST /api/connections/:id/withdraw (and /cancel)', () => {
  it('withdraws an open request once, with its history entry and lastUpdated, and frees the pair', async () => {
    const member = await newMember();
    const { connection } = (await (
      await requestConnection(member, { presenterId: 'presenter-7' })
    ).json()) as ConnectionAnswer;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await withdraw(member, connection.id);
    expect(response.status).toBe(200);
    const withdrawn = ((await response.json()) as ConnectionAnswer).connection;
    expect(withdrawn.status).toBe('withdrawn');
    expect(Date.parse(withdrawn.lastUpdated)).toBeGreaterThan(Date.parse(connection.lastUpdated));
    expect(withdrawn.history).toEqual([
      connection.history[0],
      { at: withdrawn.lastUpdated, by: 'requester', from: 'requested', to: 'withdrawn' },
    ]);
    expect(await db().get(lockPath(member.uid, 'presenter-7'))).toBeNull();

    for (const path of ['withdraw', 'cancel']) {
      const again = await withdraw(member, connection.id, {}, path);
      expect(again.status, path).toBe(409);
      expect(await errorOf(again), path).toEqual({
        code: 'ended',
        message: 'This request has already ended (Withdrawn) and cannot be withdrawn.',
      });
    }
    const french = await withdraw(member, connection.id, { cookie: 'i18n_redirected=fr' });
    expect((await errorOf(french)).message).toBe(
      'Cette demande est déjà terminée (Retirée) et ne peut pas être retirée.',
    );
    const stored = await db().get(connectionPath(connection.id));
    expect(stored?.data.history).toHaveLength(2);

    // The pair is free again: a new request is accepted, and `/cancel` (the first name) withdraws it too.
    const renewed = await requestConnection(member, { presenterId: 'presenter-7' });
    expect(renewed.status).toBe(201);
    const { connection: next } = (await renewed.json()) as ConnectionAnswer;
    const cancelled = await withdraw(member, next.id, {}, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as ConnectionAnswer).connection.status).toBe('withdrawn');
  });

  it("answers 404 for someone else's request, an unknown id or a malformed one, changing nothing", async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const { connection } = (await (
      await requestConnection(owner, { presenterId: 'presenter-8' })
    ).json()) as ConnectionAnswer;
    for (const id of [connection.id, 'AAAAAAAAAAAAAAAAAAAA', 'not-an-id', 'x'.repeat(300), '%20']) {
      for (const path of ['withdraw', 'cancel']) {
        const response = await withdraw(stranger, id, {}, path);
        expect(response.status, `${path} ${id}`).toBe(404);
        expect((await errorOf(response)).message).toBe('This connection request could not be found.');
      }
    }
    expect((await list(owner)).items.map((item: MemberConnection) => item.status)).toEqual(['requested']);
  });

  it('withdraws a request sent to the presenter, and refuses once the team has introduced it', async () => {
    const member = await newMember();
    const admin = await newMember('admin');
    const { connection } = (await (
      await requestConnection(member, { presenterId: 'presenter-9' })
    ).json()) as ConnectionAnswer;
    const moved = await transitionConnection(db(), connection.id, { to: 'sent', actor: 'team', by: admin.uid });
    expect(moved.outcome).toBe('changed');
    expect((await withdraw(member, connection.id)).status).toBe(200);

    const { connection: next } = (await (
      await requestConnection(member, { presenterId: 'presenter-9' })
    ).json()) as ConnectionAnswer;
    const steps: [ConnectionStatus, ConnectionActor, string][] = [
      ['sent', 'team', admin.uid],
      ['accepted', 'presenter', ''],
      ['introduced', 'team', admin.uid],
    ];
    for (const [to, actor, by] of steps) {
      expect((await transitionConnection(db(), next.id, { to, actor, by })).outcome, to).toBe('changed');
    }
    expect(await db().get(lockPath(member.uid, 'presenter-9'))).toBeNull();
    const refused = await withdraw(member, next.id);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toContain('(Introduced)');
    const history = (await list(member, '?view=history')).items.find((item) => item.id === next.id)?.history;
    expect(history?.map((change) => [change.from, change.to, change.by])).toEqual([
      [null, 'requested', 'requester'],
      ['requested', 'sent', 'team'],
      ['sent', 'accepted', 'presenter'],
      ['accepted', 'introduced', 'team'],
    ]);
  });
});

describe('connections: transitionConnection (the service the admin console reuses)', () => {
  it('applies only the allowed transitions, by their one actor, and tells why it refused', async () => {
    const member = await newMember();
    const { connection } = (await (
      await requestConnection(member, { presenterId: 'presenter-10' })
    ).json()) as ConnectionAnswer;
    const skip = await transitionConnection(db(), connection.id, { to: 'introduced', actor: 'team', by: 'admin-uid' });
    expect(skip.outcome).toBe('not_allowed');
    // Allowed steps, but not for these actors: the team cannot withdraw, the presenter cannot send.
    for (const [to, actor] of [
      ['withdrawn', 'team'],
      ['sent', 'presenter'],
      ['sent', 'member'],
      ['closed', 'member'],
    ] as const) {
      const refused = await transitionConnection(db(), connection.id, { to, actor, by: 'someone' });
      expect(refused.outcome, `${to} by ${actor}`).toBe('not_allowed');
    }
    expect((await db().get(connectionPath(connection.id)))?.data.history).toHaveLength(1);
    const closed = await transitionConnection(db(), connection.id, { to: 'closed', actor: 'team', by: 'admin-uid' });
    expect(closed.outcome).toBe('changed');
    expect(await db().get(lockPath(member.uid, 'presenter-10'))).toBeNull();
    const back = await transitionConnection(db(), connection.id, { to: 'requested', actor: 'team', by: 'admin-uid' });
    expect(back.outcome).toBe('not_allowed');
    expect(
      (await transitionConnection(db(), 'AAAAAAAAAAAAAAAAAAAA', { to: 'closed', actor: 'team', by: 'x' })).outcome,
    ).toBe('not_found');
  });

  it('lets one of two simultaneous changes of the same request win and refuses the other', async () => {
    const member = await newMember();
    const { connection } = (await (
      await requestConnection(member, { presenterId: 'presenter-11' })
    ).json()) as ConnectionAnswer;
    const outcomes = await Promise.all([
      transitionConnection(db(), connection.id, { to: 'closed', actor: 'team', by: 'admin-a' }),
      transitionConnection(db(), connection.id, {
        to: 'withdrawn',
        actor: 'member',
        by: member.uid,
        requesterUid: member.uid,
      }),
    ]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['changed', 'not_allowed']);
    const stored = await db().get(connectionPath(connection.id));
    expect(stored?.data.history).toHaveLength(2);
  });

  it('releases a lock left behind by a request that ended without releasing it', async () => {
    const member = await newMember();
    const { connection } = (await (
      await requestConnection(member, { presenterId: 'presenter-12' })
    ).json()) as ConnectionAnswer;
    // As if an older admin tool had ended the request without deleting the lock.
    await db().update(connectionPath(connection.id), { status: 'closed' });
    expect(await db().get(lockPath(member.uid, 'presenter-12'))).not.toBeNull();
    const response = await requestConnection(member, { presenterId: 'presenter-12' });
    expect(response.status).toBe(201);
    const fresh = ((await response.json()) as ConnectionAnswer).connection;
    expect((await db().get(lockPath(member.uid, 'presenter-12')))?.data.connectionId).toBe(fresh.id);
  });
});
