// Introductions with double opt-in (decision 0028) in workerd, through the real Worker and the
// Firestore and Auth emulators: the step table enforced for every status, step and actor; the
// whole loop with its mails in the dev mailbox, each in its recipient's language; the presenter's
// signed link; the cap; a failed send kept, shown to the team and retried by the cron; the
// migration of requests stored before introductions; the month's report.
import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import { json, PATH_TO, request, withUnreachable } from './helpers';
import { signedInMember, type SignedInMember } from './accounts';
import { readSettings, type Bindings } from '../src/env';
import { scheduledRun } from '../src/index';
import { firestoreFor } from '../src/services/members/from-settings';
import { createContentClient } from '../src/services/content/factory';
import { createConnection } from '../src/services/connections/store';
import { transitionConnection } from '../src/services/connections/transitions';
import { introductionToken } from '../src/services/connections/introductions';
import { connectionPath, newConnectionId } from '../src/services/connections/model';
import { migrateConnections } from '../src/services/connections/migrate';
import { deliverMail, queueMailWrite, retryDueMail } from '../src/services/mail/outbox';
import { memberPresenterId } from '#shared/schemas/presenter-profile.ts';
import {
  canTransition,
  CONNECTION_ACTORS,
  CONNECTION_STATUSES,
  CONNECTION_STEPS,
  type ConnectionActor,
  type ConnectionStatus,
  type MemberConnection,
  type PresenterIntroduction,
} from '#shared/schemas/connections.ts';
import type { AdminConnectionAnswer, AdminMailAnswer, IntroductionReport } from '#shared/schemas/admin.ts';

const settings = () => readSettings(env as unknown as Bindings);
const db = () => firestoreFor(settings(), env as unknown as Bindings);

let adminPromise: Promise<SignedInMember> | undefined;
const theAdmin = () => (adminPromise ??= signedInMember('admin', 'Fatou Team'));

interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string | null;
  lang?: 'en' | 'fr';
}

async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const cookie = options.cookie === undefined ? (await theAdmin()).cookie : options.cookie;
  return request(path, {
    method: options.method ?? 'GET',
    headers: {
      cookie: `i18n_redirected=${options.lang ?? 'en'}${cookie ? `; ${cookie}` : ''}`,
      'sec-fetch-site': 'same-origin',
      accept: 'application/json',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

/** A presenter with a member account (users/{uid} written as the profile form does). */
async function presenterMember(name = 'Kwame Mensah'): Promise<SignedInMember & { presenterId: string }> {
  const member = await signedInMember('presenter', name);
  const [firstName = '', lastName = ''] = name.split(' ');
  await db().set(`users/${member.uid}`, {
    email: member.email,
    firstName,
    lastName,
    telephone: '+27 21 555 0199',
    role: 'presenter',
  });
  return { ...member, presenterId: memberPresenterId(member.uid) };
}

/**
 * The profiles written with a content presenter's e-mail address: removed after the file, so that
 * no later suite of the same stack (the browser tests register those addresses themselves) finds
 * two accounts for one presenter (a request goes to whichever `users` query answers first).
 */
const accountsWithContentEmails: string[] = [];
afterAll(async () => {
  await Promise.all(accountsWithContentEmails.map((uid) => db().delete(`users/${uid}`)));
});

/**
 * A presenter of the content service whom a member account answers for: the account registered
 * with the presenter's e-mail address (its users/{uid} names that address).
 */
async function contentPresenterWithAccount(index: number) {
  const content = createContentClient(
    settings(),
    env as unknown as Bindings,
    () => undefined,
    () => undefined,
  );
  const presenters = (await content.list('presenters')).filter((presenter) => presenter.email);
  const chosen = presenters[index % presenters.length]!;
  const member = await signedInMember('presenter', `${chosen.name} ${chosen.surname}`);
  accountsWithContentEmails.push(member.uid);
  await db().set(`users/${member.uid}`, {
    email: chosen.email!,
    firstName: chosen.name,
    lastName: chosen.surname,
    role: 'presenter',
  });
  return { member, presenter: chosen, email: chosen.email! };
}

/** A content presenter without an account (reached by the e-mailed link only). */
function contentPresenter(name = 'Thandiwe', surname = 'Mokoena') {
  const id = `presenter-intro-${crypto.randomUUID().slice(0, 8)}`;
  return { id, name, surname, email: `${id}@example.org`, telephone: '+27 82 555 0101' };
}

/** A request of `member` for `presenter`, moved along the steps to `status` by their actors. */
async function requestAt(
  presenter: { id: string; name: string; surname: string; email?: string; telephone?: string },
  member: { uid: string; email: string; name: string },
  status: ConnectionStatus,
  locale: 'en' | 'fr' = 'en',
) {
  const { connection } = await createConnection(
    db(),
    settings(),
    presenter,
    { ...member, role: 'user' },
    { reason: 'I study vultures in Limpopo.', locale, limitKey: 'test-limits' },
  );
  let from: ConnectionStatus = 'requested';
  for (const to of PATH_TO[status]) {
    const actor = CONNECTION_STEPS[from][to]!;
    const moved = await transitionConnection(db(), connection.id, { to, actor, by: `setup-${actor}` });
    expect(moved.outcome).toBe('changed');
    from = to;
  }
  return connection.id;
}

const versionOf = async (id: string) => (await db().get(connectionPath(id)))!.updateTime;

/** The mails the dev transport delivered to `to`, newest first (waiting for `count` of them). */
async function mailbox(to: string, count = 1): Promise<{ subject: string; text: string; kind: string }[]> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await json<{ items: { subject: string; text: string; kind: string }[] }>(
      await request(`/dev/mailbox/messages.json?to=${encodeURIComponent(to)}`),
    );
    if (answer.items.length >= count) return answer.items;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`fewer than ${count} mails reached ${to}`);
}

/** The newest mail of `kind` the dev transport delivered to `to` (waiting for it). */
async function latest(to: string, kind: string, containing = '') {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = (await mailbox(to, 0)).find((mail) => mail.kind === kind && mail.text.includes(containing));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${kind} mail reached ${to}`);
}

describe('introductions: the step table', () => {
  it('refuses every step out of order and every actor who may not take it, changing nothing', async () => {
    const stranger = await signedInMember('user', 'Someone Else');
    const presenter = await presenterMember();
    const admin = await theAdmin();
    const asPresenter = { id: presenter.presenterId, name: 'Kwame', surname: 'Mensah' };
    let refused = 0;
    for (const from of CONNECTION_STATUSES) {
      // One member per request: a member has one open request per presenter at a time.
      const member = await signedInMember('user', `Amara ${from}`);
      const id = await requestAt(asPresenter, member, from);
      for (const actor of CONNECTION_ACTORS) {
        for (const to of CONNECTION_STATUSES) {
          if (canTransition(from, to, actor)) continue;
          const before = await versionOf(id);
          let response: Response | null = null;
          if (actor === 'team') {
            response = await call(`/api/admin/connections/${id}/status`, {
              method: 'POST',
              body: { to, version: before },
            });
          } else if (actor === 'member' && to === 'withdrawn') {
            response = await call(`/api/connections/${id}/withdraw`, { method: 'POST', cookie: member.cookie });
          } else if (actor === 'presenter' && (to === 'accepted' || to === 'declined' || to === 'question')) {
            response = await call(`/api/introductions/${id}/answer`, {
              method: 'POST',
              cookie: presenter.cookie,
              body: { answer: to, note: 'A question?' },
            });
          }
          if (!response) continue; // the actor has no way to ask for this step at all
          expect(response.status, `${actor}: ${from} -> ${to}`).toBe(409);
          expect(['not_allowed', 'ended']).toContain((await errorOf(response)).code);
          expect(await versionOf(id), `${actor}: ${from} -> ${to} changed the request`).toBe(before);
          refused += 1;
        }
      }
      // Someone else's request: another member cannot withdraw it, nor a member answer for the
      // presenter, nor the presenter or the team withdraw for the member.
      const before = await versionOf(id);
      for (const [who, path, body] of [
        [stranger.cookie, `/api/connections/${id}/withdraw`, undefined],
        [admin.cookie, `/api/connections/${id}/withdraw`, undefined],
        [presenter.cookie, `/api/connections/${id}/withdraw`, undefined],
        [member.cookie, `/api/introductions/${id}/answer`, { answer: 'accepted' }],
        [stranger.cookie, `/api/introductions/${id}/answer`, { answer: 'accepted' }],
      ] as const) {
        const response = await call(path, { method: 'POST', cookie: who, body });
        expect(response.status, `${path} by another (${from})`).toBe(404);
      }
      expect(await versionOf(id)).toBe(before);
    }
    // 8 statuses x 3 actors: every refused step each actor can ask for was asked.
    expect(refused).toBeGreaterThan(40);
  }, 120_000);

  it('lets each actor take exactly its own steps', async () => {
    const steps: [ConnectionStatus, ConnectionStatus, ConnectionActor][] = [];
    for (const from of CONNECTION_STATUSES) {
      for (const [to, actor] of Object.entries(CONNECTION_STEPS[from]) as [ConnectionStatus, ConnectionActor][]) {
        steps.push([from, to, actor]);
      }
    }
    expect(steps).toHaveLength(14);
    for (const [from, to, actor] of steps) {
      for (const other of CONNECTION_ACTORS) expect(canTransition(from, to, other)).toBe(other === actor);
    }
  });
});

describe('introductions: the whole loop', () => {
  it('asks the presenter first, introduces both after a yes, and mails each step in its reader’s language', async () => {
    const member = await signedInMember('user', 'Amina Diallo');
    await db().set(`users/${member.uid}`, {
      email: member.email,
      firstName: 'Amina',
      lastName: 'Diallo',
      telephone: '+221 77 555 0101',
    });
    const found = await contentPresenterWithAccount(3);
    const presenter = { ...found.member, email: found.email, presenterId: found.presenter.id };
    const presenterTel = found.presenter.telephone ?? '';
    const team = settings().TEAM_EMAIL;

    // The member asks, in French, with a reason.
    const asked = await json<{ connection: MemberConnection }>(
      await call('/api/connections', {
        method: 'POST',
        cookie: member.cookie,
        lang: 'fr',
        body: { presenterId: presenter.presenterId, reason: 'Je étudie les vautours.' },
      }),
      201,
    );
    const id = asked.connection.id;
    expect(asked.connection).toMatchObject({
      status: 'requested',
      reason: 'Je étudie les vautours.',
      introduction: null,
    });
    const received = await latest(member.email, 'requestReceived');
    expect(received.subject).toContain('Nous avons bien reçu votre demande');
    expect(received.text).toContain('Je étudie les vautours.');

    // The presenter sees nothing before the team sends it.
    expect(
      (await json<{ items: PresenterIntroduction[] }>(await call('/api/introductions', { cookie: presenter.cookie })))
        .items,
    ).toEqual([]);

    // The team sends it with a message; the presenter is asked with a link, the member told.
    let version = (await json<AdminConnectionAnswer>(await call(`/api/admin/connections/${id}`))).connection.version;
    const sent = await json<AdminConnectionAnswer>(
      await call(`/api/admin/connections/${id}/status`, {
        method: 'POST',
        body: { to: 'sent', version, message: 'Amina runs a field project.', note: 'internal: vetted' },
      }),
    );
    expect(sent.connection).toMatchObject({ status: 'sent', briefNote: 'Amina runs a field project.' });
    const asking = await latest(presenter.email, 'askPresenter', 'Amina runs a field project.');
    expect(asking.text).toContain('Je étudie les vautours.');
    expect(asking.text).toContain('Amina runs a field project.');
    expect(asking.text).toMatch(/\/introductions\/[A-Za-z0-9]{20}\.\d+\.[\w-]+/);
    expect(asking.text).toContain('/account/introductions');
    expect(asking.text).not.toContain(member.email); // the member's details only at the introduction
    expect(asking.text).not.toContain('internal: vetted');
    expect((await latest(member.email, 'requestSent')).subject).toContain('transmise');

    // The presenter sees the request without the member's contact details, and asks a question.
    const waiting = (
      await json<{ items: PresenterIntroduction[] }>(await call('/api/introductions', { cookie: presenter.cookie }))
    ).items;
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({
      id,
      status: 'sent',
      answers: ['accepted', 'declined', 'question'],
      introduction: null,
    });
    expect(JSON.stringify(waiting)).not.toContain(member.email);
    expect(JSON.stringify(waiting)).not.toContain('internal: vetted');
    const questioned = await call(`/api/introductions/${id}/answer`, {
      method: 'POST',
      cookie: presenter.cookie,
      body: { answer: 'question', note: 'Which species?' },
    });
    expect((await json<{ introduction: PresenterIntroduction }>(questioned)).introduction.status).toBe('question');
    await latest(team, 'presenterAnswered', 'Which species?');

    // The team answers by sending it again; the presenter accepts and shares their telephone.
    version = (await json<AdminConnectionAnswer>(await call(`/api/admin/connections/${id}`))).connection.version;
    await json(
      await call(`/api/admin/connections/${id}/status`, {
        method: 'POST',
        body: { to: 'sent', version, message: 'Vultures.' },
      }),
    );
    const accepted = await call(`/api/introductions/${id}/answer`, {
      method: 'POST',
      cookie: presenter.cookie,
      body: { answer: 'accepted', shareTelephone: true },
    });
    expect((await json<{ introduction: PresenterIntroduction }>(accepted)).introduction.status).toBe('accepted');

    // Before the introduction the member still has no contact details.
    const before = await json<{ items: MemberConnection[] }>(await call('/api/connections', { cookie: member.cookie }));
    expect(before.items.find((item) => item.id === id)).toMatchObject({ status: 'accepted', introduction: null });

    // The team introduces them with a message to both.
    version = (await json<AdminConnectionAnswer>(await call(`/api/admin/connections/${id}`))).connection.version;
    const introduced = await json<AdminConnectionAnswer>(
      await call(`/api/admin/connections/${id}/status`, {
        method: 'POST',
        body: { to: 'introduced', version, message: 'Please meet in January.' },
      }),
    );
    expect(introduced.connection.history.map((step) => [step.role, step.to])).toEqual([
      ['member', 'requested'],
      ['team', 'sent'],
      ['presenter', 'question'],
      ['team', 'sent'],
      ['presenter', 'accepted'],
      ['team', 'introduced'],
    ]);
    const history = await json<{ items: MemberConnection[] }>(
      await call('/api/connections?view=history', { cookie: member.cookie }),
    );
    expect(history.items.find((item) => item.id === id)?.introduction).toEqual({
      presenterEmail: presenter.email,
      presenterTel,
      note: 'Please meet in January.',
    });
    const toMember = await latest(member.email, 'introducedMember');
    expect(toMember.subject).toContain('Mise en relation');
    expect(toMember.text).toContain(presenter.email);
    if (presenterTel) expect(toMember.text).toContain(presenterTel);
    const toPresenter = await latest(presenter.email, 'introducedPresenter', member.email);
    expect(toPresenter.text).toContain(member.email);
    expect(toPresenter.text).toContain('+221 77 555 0101');
    const seen = (
      await json<{ items: PresenterIntroduction[] }>(await call('/api/introductions', { cookie: presenter.cookie }))
    ).items;
    expect(seen[0]?.introduction).toMatchObject({ requesterEmail: member.email, note: 'Please meet in January.' });
  }, 60_000);

  it('keeps the presenter’s telephone from the member unless they agree', async () => {
    const member = await signedInMember('user', 'Bongani Dlamini');
    const presenter = await presenterMember('Ruth Achieng');
    const id = await requestAt({ id: presenter.presenterId, name: 'Ruth', surname: 'Achieng' }, member, 'sent');
    await json(
      await call(`/api/introductions/${id}/answer`, {
        method: 'POST',
        cookie: presenter.cookie,
        body: { answer: 'accepted' },
      }),
    );
    const version = (await json<AdminConnectionAnswer>(await call(`/api/admin/connections/${id}`))).connection.version;
    await json(
      await call(`/api/admin/connections/${id}/status`, { method: 'POST', body: { to: 'introduced', version } }),
    );
    const mine = await json<{ items: MemberConnection[] }>(
      await call('/api/connections?view=history', { cookie: member.cookie }),
    );
    expect(mine.items.find((item) => item.id === id)?.introduction).toEqual({
      presenterEmail: presenter.email,
      presenterTel: '',
      note: '',
    });
  });
});

describe('introductions: a member presenter’s telephone and language', () => {
  it('gives the console the telephone of their profile, the member’s mail too once agreed, and writes to them in their language', async () => {
    const member = await signedInMember('user', 'Chiara Moyo');
    const presenter = await signedInMember('presenter', 'Lindiwe Khumalo');
    // As the sign-up and the presenter form write them: no telephone on the account, the
    // profile's in the compact form the form stores, the profile written in English.
    await db().set(`users/${presenter.uid}`, {
      email: presenter.email,
      firstName: 'Lindiwe',
      lastName: 'Khumalo',
      role: 'presenter',
    });
    await db().set(`presenterProfiles/${presenter.uid}`, {
      name: 'Lindiwe',
      surname: 'Khumalo',
      telephone: '+27821234567',
      language: 'en',
    });
    const presenterId = memberPresenterId(presenter.uid);
    const id = await requestAt({ id: presenterId, name: 'Lindiwe', surname: 'Khumalo' }, member, 'requested', 'fr');
    let version = (await json<AdminConnectionAnswer>(await call(`/api/admin/connections/${id}`))).connection.version;
    await json(await call(`/api/admin/connections/${id}/status`, { method: 'POST', body: { to: 'sent', version } }));
    const asking = await latest(presenter.email, 'askPresenter');
    expect(asking.subject).toBe('Chiara Moyo would like to be introduced to you');
    expect(asking.text).not.toContain('———'); // one language, not both French first
    await json(
      await call(`/api/introductions/${id}/answer`, {
        method: 'POST',
        cookie: presenter.cookie,
        body: { answer: 'accepted', shareTelephone: true },
      }),
    );
    const record = (await json<AdminConnectionAnswer>(await call(`/api/admin/connections/${id}`))).connection;
    expect(record).toMatchObject({ presenterTel: '+27821234567', presenterSharesTel: true });
    version = record.version;
    await json(
      await call(`/api/admin/connections/${id}/status`, { method: 'POST', body: { to: 'introduced', version } }),
    );
    const toMember = await latest(member.email, 'introducedMember');
    expect(toMember.subject).toContain('Mise en relation');
    expect(toMember.text).toContain('Téléphone\u00a0: +27 82 123 4567');
    const toPresenter = await latest(presenter.email, 'introducedPresenter');
    expect(toPresenter.subject).toBe('Introduction: Chiara Moyo');
  });
});

describe('introductions: the e-mailed link', () => {
  it('lets a presenter without an account answer once, until it expires; a wrong link is refused', async () => {
    const member = await signedInMember('user', 'Émile Zoungrana');
    const presenter = contentPresenter();
    const id = await requestAt(presenter, member, 'sent');
    const token = await introductionToken(settings(), id, new Date(Date.now() + 60_000));
    const shown = await json<{ introduction: PresenterIntroduction }>(
      await call(`/api/introductions/link/${token}`, { cookie: null }),
    );
    expect(shown.introduction).toMatchObject({
      id,
      status: 'sent',
      requesterName: 'Émile Zoungrana',
      introduction: null,
    });
    expect(JSON.stringify(shown)).not.toContain(member.email);

    const [tampered] = [token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA')];
    expect((await call(`/api/introductions/link/${tampered}`, { cookie: null })).status).toBe(404);
    const other = await introductionToken(settings(), newConnectionId(), new Date(Date.now() + 60_000));
    expect((await call(`/api/introductions/link/${other}`, { cookie: null })).status).toBe(404);
    const expired = await introductionToken(settings(), id, new Date(Date.now() - 1000));
    const gone = await call(`/api/introductions/link/${expired}/answer`, {
      method: 'POST',
      cookie: null,
      lang: 'fr',
      body: { answer: 'accepted' },
    });
    expect(gone.status).toBe(410);
    expect((await errorOf(gone)).message).toContain('expiré');

    const answered = await call(`/api/introductions/link/${token}/answer`, {
      method: 'POST',
      cookie: null,
      body: { answer: 'declined', note: 'Travelling all year.' },
    });
    expect((await json<{ introduction: PresenterIntroduction }>(answered)).introduction.status).toBe('declined');
    const again = await call(`/api/introductions/link/${token}/answer`, {
      method: 'POST',
      cookie: null,
      body: { answer: 'accepted' },
    });
    expect(again.status).toBe(409);
    await latest(member.email, 'requestDeclined');
    const detail = (await json<AdminConnectionAnswer>(await call(`/api/admin/connections/${id}`))).connection;
    expect(detail.presenterNote).toBe('Travelling all year.');
    expect(detail.history.at(-1)).toMatchObject({ role: 'presenter', to: 'declined', byName: 'Thandiwe Mokoena' });
  });

  it('refuses bad answers with a message in the reader’s language and changes nothing', async () => {
    const member = await signedInMember('user', 'Nadia Benali');
    const presenter = await presenterMember('Paul Okoth');
    const id = await requestAt({ id: presenter.presenterId, name: 'Paul', surname: 'Okoth' }, member, 'sent');
    const before = await versionOf(id);
    for (const body of [
      {},
      { answer: 'maybe' },
      { answer: 'question' },
      { answer: 'accepted', note: 'x'.repeat(2001) },
    ]) {
      const response = await call(`/api/introductions/${id}/answer`, {
        method: 'POST',
        cookie: presenter.cookie,
        lang: 'fr',
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).message).toMatch(/[éèàç]|Choisissez|Écrivez/);
    }
    expect(await versionOf(id)).toBe(before);
  });
});

describe('introductions: team tools', () => {
  it('caps open introductions per presenter', async () => {
    const presenter = contentPresenter('Cap', 'Presenter');
    const cap = settings().INTRO_CAP_PER_PRESENTER;
    for (let index = 0; index < cap; index += 1) {
      await requestAt(presenter, await signedInMember('user', `Member ${index}`), 'sent');
    }
    const next = await requestAt(presenter, await signedInMember('user', 'One Too Many'), 'requested');
    const refused = await call(`/api/admin/connections/${next}/status`, {
      method: 'POST',
      body: { to: 'sent', version: await versionOf(next) },
    });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).code).toBe('presenter_cap');
    expect((await db().get(connectionPath(next)))!.data.status).toBe('requested');
  }, 60_000);

  it('assigns a request and lists one’s own under "Mine"', async () => {
    const admin = await theAdmin();
    const presenter = contentPresenter('Assigned', 'Presenter');
    const id = await requestAt(presenter, await signedInMember('user', 'Assigned Member'), 'requested');
    const assigned = await json<AdminConnectionAnswer>(
      await call(`/api/admin/connections/${id}/assign`, { method: 'POST', body: { assignee: admin.uid } }),
    );
    expect(assigned.connection).toMatchObject({ assigneeUid: admin.uid, assigneeName: 'Fatou Team' });
    const mine = await json<{ items: { id: string }[] }>(
      await call(`/api/admin/connections?view=pending&assignee=${admin.uid}`),
    );
    expect(mine.items.map((item) => item.id)).toEqual([id]);
    const bad = await call(`/api/admin/connections/${id}/assign`, {
      method: 'POST',
      body: { assignee: 'nobody-here' },
    });
    expect(bad.status).toBe(400);
  });

  it('keeps a mail that could not be sent, shows it to the team, and the cron sends it later', async () => {
    const presenter = contentPresenter('Retry', 'Presenter');
    const member = await signedInMember('user', 'Retry Member');
    const id = await requestAt(presenter, member, 'requested');
    const queued = queueMailWrite(
      {
        kind: 'requestClosed',
        to: member.email,
        language: 'fr',
        params: { name: 'Retry Member', member: 'Retry Member', presenter: 'Retry Presenter' },
        connectionId: id,
      },
      new Date(),
    );
    await db().commit([queued.write]);
    const broken = {
      ...settings(),
      MAIL_TRANSPORT: 'http' as const,
      MAIL_HTTP_URL: 'http://mail.unreachable.test/emails',
      MAIL_HTTP_TOKEN: 'token',
    };
    expect(await withUnreachable(() => deliverMail(db(), broken, env as unknown as Bindings, queued.id))).toBe(
      'failed',
    );

    const unsent = await json<AdminMailAnswer>(await call('/api/admin/mail'));
    const shown = unsent.items.find((mail) => mail.id === queued.id);
    expect(shown).toMatchObject({ status: 'failed', attempts: 1, connectionId: id });
    expect(shown?.lastError).toContain('could not be reached');
    expect(shown?.lastError).not.toContain('token');
    const detail = (await json<AdminConnectionAnswer>(await call(`/api/admin/connections/${id}`))).connection;
    expect(detail.mails.find((mail) => mail.id === queued.id)?.status).toBe('failed');

    // Not due yet: the cron leaves it; once due, it sends it through the dev transport.
    await scheduledRun(env as unknown as Bindings, new Date());
    expect((await db().get(`mail/${queued.id}`))!.data.status).toBe('failed');
    // Once due (other tests' mails may wait ahead of it; a run reads them a batch at a time).
    for (let run = 0; run < 10; run += 1) {
      await scheduledRun(env as unknown as Bindings, new Date(Date.now() + 2 * 60_000));
      if ((await db().get(`mail/${queued.id}`))!.data.status === 'sent') break;
    }
    expect((await db().get(`mail/${queued.id}`))!.data).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await latest(member.email, 'requestClosed')).subject).toContain('close');
    expect(
      (await json<AdminMailAnswer>(await call('/api/admin/mail'))).items.some((mail) => mail.id === queued.id),
    ).toBe(false);
  });

  it('sends every due mail in one cron run, page after page, each once', async () => {
    // Queued long ago, so that only they are due at the run's time (other tests' mails are newer).
    const queuedAt = new Date('2001-01-01T00:00:00Z');
    const member = await signedInMember('user', 'Backlog Member');
    const queued = Array.from({ length: 30 }, (_, index) =>
      queueMailWrite(
        {
          kind: 'requestClosed',
          to: member.email,
          language: 'en',
          params: { name: 'Backlog Member', member: 'Backlog Member', presenter: `Presenter ${index}` },
          connectionId: newConnectionId(),
        },
        queuedAt,
      ),
    );
    await db().commit(queued.map((mail) => mail.write));
    // More than one page of 25: all sent, none twice.
    expect(await retryDueMail(db(), settings(), env as unknown as Bindings, new Date('2001-01-02T00:00:00Z'))).toEqual({
      tried: 30,
      sent: 30,
    });
    for (const mail of queued) {
      expect((await db().get(`mail/${mail.id}`))!.data).toMatchObject({ status: 'sent', attempts: 1 });
    }
  }, 60_000);

  it('migrates a request stored before introductions, with its history', async () => {
    const id = newConnectionId();
    const at = new Date('2026-01-05T10:00:00Z');
    await db().set(connectionPath(id), {
      presenterId: 'legacy-presenter',
      presenterName: 'Legacy Presenter',
      requesterUid: 'legacy-member',
      requesterName: 'Legacy Member',
      status: 'in_progress',
      open: true,
      dateRequested: at,
      lastUpdated: at,
      history: [
        { at, by: 'legacy-member', from: null, to: 'pending' },
        { at, by: 'some-admin', byName: 'Team', from: 'pending', to: 'in_progress' },
      ],
    });
    const read = (await json<AdminConnectionAnswer>(await call(`/api/admin/connections/${id}`))).connection;
    expect(read.status).toBe('sent');
    expect(read.history.map((step) => [step.role, step.from, step.to])).toEqual([
      ['member', null, 'requested'],
      ['team', 'requested', 'sent'],
    ]);
    const kv = env.CONTENT_KV as KVNamespace;
    await kv.delete('migration:connections-workflow-2');
    for (let pass = 0; pass < 100; pass += 1) if ((await migrateConnections(db(), kv)).done) break;
    const stored = (await db().get(connectionPath(id)))!.data;
    expect(stored).toMatchObject({ status: 'sent', workflow: 2, open: true });
    expect((stored.history as { to: string }[]).map((step) => step.to)).toEqual(['requested', 'sent']);
  }, 60_000);

  it('reports a month: outcomes, median working days to introduction, per presenter, and as CSV', async () => {
    const presenter = contentPresenter('Report', 'Presenter');
    const member = await signedInMember('user', 'Report Member');
    const month = '2031-03';
    const make = async (day: number, path: [ConnectionStatus, ConnectionStatus, ConnectionActor, number][]) => {
      const { connection } = await createConnection(
        db(),
        settings(),
        presenter,
        { ...member, role: 'user' },
        { locale: 'en', limitKey: 'test-limits' },
        new Date(Date.UTC(2031, 2, day, 9)),
      );
      for (const [, to, actor, toDay] of path) {
        await transitionConnection(db(), connection.id, {
          to,
          actor,
          by: actor,
          now: new Date(Date.UTC(2031, 2, toDay, 9)),
        });
      }
    };
    // Monday 3 March 2031: introduced on Thursday 6 (3 working days) and Monday 10 (5).
    await make(3, [
      ['requested', 'sent', 'team', 3],
      ['sent', 'accepted', 'presenter', 4],
      ['accepted', 'introduced', 'team', 6],
    ]);
    await make(3, [
      ['requested', 'sent', 'team', 4],
      ['sent', 'accepted', 'presenter', 5],
      ['accepted', 'introduced', 'team', 10],
    ]);
    await make(4, [
      ['requested', 'sent', 'team', 4],
      ['sent', 'declined', 'presenter', 5],
    ]);
    await make(5, []);
    const report = await json<IntroductionReport>(await call(`/api/admin/connections/report?month=${month}`));
    const row = report.perPresenter.find((entry) => entry.presenterId === presenter.id);
    expect(row).toEqual({
      presenterId: presenter.id,
      presenterName: 'Report Presenter',
      total: 4,
      introduced: 2,
      declined: 1,
      open: 1,
      medianDaysToIntroduction: 4,
    });
    const csv = await call(`/api/admin/connections/report.csv?month=${month}`, { lang: 'fr' });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('Présentateur;Demandes;Mises en relation');
    expect(text).toContain('Report Presenter;4;2;1;1;4');
    expect((await call('/api/admin/connections/report?month=2031-13')).status).toBe(400);
  }, 60_000);
});
