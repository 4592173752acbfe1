// The answer library (decision 0040) in workerd, through the real Worker and the Firestore and Auth
// emulators: a member asks with consent, the presenter answers through the e-mailed link in
// writing and with a recording, and nothing of it is served anywhere until the team approves it;
// then its page, recording (with ranges), presenter page, talk page, feed, sitemap and search carry
// it, with the member's first name only because they chose it; the member withdraws and it is gone
// from all of them, kept page copies included. A recording that is not audio, too long or too large
// is refused with a clear message and nothing is stored.
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formPost, request, textOf } from './helpers';
import { signedInMember, type SignedInMember } from './accounts';
import { readSettings } from '../src/env';
import { firestoreFor } from '../src/services/members/from-settings';
import { transitionConnection } from '../src/services/connections/transitions';
import { introductionToken } from '../src/services/connections/introductions';
import { connectionPath, decodeConnection } from '../src/services/connections/model';
import { collection } from '../src/services/firestore/query';
import { ANSWERS, decodeAnswer, type StoredAnswer } from '../src/services/answers/model';
import { rebuildPublishedAnswers } from '../src/services/answers/published';
import { oggOpus } from '#shared/lib/audio-check.fixtures.ts';
import { buildPhotoPng } from '#shared/lib/image-check.fixtures.ts';
import { RECORDING_MAX_BYTES } from '#shared/constants/answers.ts';
import type { AdminAnswerList } from '#shared/schemas/answers.ts';

const settings = () => readSettings(env);
const db = () => firestoreFor(settings(), env);
/** A content presenter of the sample pack with a talk that has a transcript (presentation-1). */
const PRESENTER = 'presenter-1';
const TALK = 'presentation-1';

beforeAll(async () => {
  await (await request('/answers', { headers: { accept: 'text/html' } })).text();
}, 120_000);

const created: string[] = [];
const requests: string[] = [];
// Nothing of this file stays public, and its requests no longer count against the presenter's cap.
afterAll(async () => {
  for (const id of created) await db().update(`${ANSWERS}/${id}`, { status: 'withdrawn' });
  await rebuildPublishedAnswers(db(), env.CONTENT_KV);
  const admin = await theAdmin();
  for (const id of requests) await transitionConnection(db(), id, { to: 'closed', actor: 'team', by: admin.uid });
});

let adminPromise: Promise<SignedInMember> | undefined;
const theAdmin = () => (adminPromise ??= signedInMember('admin', 'Fatou Team'));

/** The addresses `/api/answers/suggest` offers for `question` among `presenter`'s answers. */
async function suggested(presenter: string, question: string): Promise<string[]> {
  const response = await request(`/api/answers/suggest?${new URLSearchParams({ presenter, q: question })}`, {
    headers: { accept: 'application/json' },
  });
  expect(response.status).toBe(200);
  const body: { answers: { url: string }[] } = await response.json();
  return body.answers.map((answer) => answer.url);
}

const html = (path: string, cookie = '', lang: 'en' | 'fr' = 'en') =>
  request(path, { headers: { accept: 'text/html', cookie: `i18n_redirected=${lang}${cookie ? `; ${cookie}` : ''}` } });

async function adminCall(path: string, body?: unknown) {
  return request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      cookie: `i18n_redirected=en; ${(await theAdmin()).cookie}`,
      'sec-fetch-site': 'same-origin',
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A member asks `PRESENTER` through the page's plain form, with their question and consent; the team sends it. */
async function askAndSend(member: SignedInMember, question: string, publish: 'no' | 'anonymous' | 'firstName') {
  const posted = await formPost(
    '/account/actions',
    {
      intent: 'connect',
      id: PRESENTER,
      back: `/presenters/${PRESENTER}`,
      confirmed: '1',
      anyway: '1',
      reason: question,
      publish,
    },
    { cookie: member.cookie },
  );
  expect(posted.status).toBe(303);
  const [document] = await db().query(
    '',
    collection('connections').where('requesterUid', '==', member.uid).where('presenterId', '==', PRESENTER).limit(1),
  );
  const connection = document ? decodeConnection(document) : null;
  if (!connection) throw new Error('no request stored');
  const admin = await theAdmin();
  const sent = await transitionConnection(db(), connection.id, {
    to: 'sent',
    actor: 'team',
    by: admin.uid,
    byName: 'Fatou Team',
  });
  expect(sent.outcome).toBe('changed');
  requests.push(connection.id);
  return connection.id;
}

/** The presenter's answer through the e-mailed link, as a multipart form (a browser's post). */
async function answerByLink(
  id: string,
  fields: Record<string, string>,
  recording?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
  lang: 'en' | 'fr' = 'en',
) {
  const token = await introductionToken(settings(), id, new Date(Date.now() + 600_000));
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (recording) form.set('recording', new File([recording.bytes], recording.name, { type: recording.type }));
  return request(`/introductions/${token}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin', cookie: `i18n_redirected=${lang}` },
    body: form,
  });
}

async function answersOf(connectionId: string): Promise<StoredAnswer[]> {
  const documents = await db().query('', collection(ANSWERS).where('connectionId', '==', connectionId).limit(5));
  return documents.map(decodeAnswer).filter((answer) => answer !== null);
}

async function recordingObjects(): Promise<number> {
  return (await env.MEDIA.list({ prefix: 'answers/' })).objects.length;
}

describe('answer library: a recording that is not a short audio file', () => {
  it('is refused with a clear message in the presenter’s language, the request unanswered and nothing stored', async () => {
    const member = await signedInMember('user', 'Zanele Khumalo');
    const id = await askAndSend(member, 'What boots do rangers wear in the wet season?', 'anonymous');
    const before = await recordingObjects();
    const cases = [
      {
        bytes: buildPhotoPng(16, 16),
        name: 'answer.mp3',
        type: 'audio/mpeg',
        lang: 'en' as const,
        says: 'not an audio recording',
      },
      {
        bytes: oggOpus(11 * 60),
        name: 'long.ogg',
        type: 'audio/ogg',
        lang: 'fr' as const,
        says: 'dure plus de 10\u00a0minutes',
      },
      {
        bytes: oggOpus(60, RECORDING_MAX_BYTES + 1),
        name: 'big.ogg',
        type: 'audio/ogg',
        lang: 'en' as const,
        says: 'larger than 10 MB',
      },
    ];
    for (const recording of cases) {
      const answered = await answerByLink(
        id,
        { answer: 'accepted', publicText: 'Good boots.', publicLanguage: 'en' },
        recording,
        recording.lang,
      );
      expect(answered.status).toBe(400);
      expect(await textOf(answered)).toContain(recording.says);
    }
    expect(await answersOf(id)).toEqual([]);
    expect(await recordingObjects()).toBe(before);
    const stored = await db().get(connectionPath(id));
    expect(stored && decodeConnection(stored)?.status).toBe('sent');
  });
});

describe('answer library: the whole path', () => {
  it('serves nothing before approval, everything after, and nothing once the member withdraws', async () => {
    const member = await signedInMember('user', 'Nomvula Sithole');
    await db().set(`users/${member.uid}`, {
      email: member.email,
      firstName: 'Nomvula',
      lastName: 'Sithole',
      role: 'user',
    });
    const question = 'How do rangers keep watch over a waterhole at night without torches?';
    const id = await askAndSend(member, question, 'firstName');
    const answered = await answerByLink(
      id,
      {
        answer: 'accepted',
        publicText: 'They sit downwind, still, and listen: the birds and the baboons say who comes.',
        publicLanguage: 'en',
        talkId: TALK,
        moment: '0:30',
      },
      { bytes: oggOpus(42), name: 'answer.ogg', type: 'audio/ogg' },
    );
    expect(answered.status).toBe(200);
    const [answer] = await answersOf(id);
    expect(answer).toMatchObject({ status: 'pending', askerFirstName: 'Nomvula', moment: 30, talkId: TALK });
    if (!answer) throw new Error('no answer stored');
    created.push(answer.id);
    const page = `/answers/${answer.id}`;

    // Nothing unapproved is served: its page, its recording, the library, the feed, the sitemap, search.
    expect((await html(page)).status).toBe(404);
    expect((await request(`${page}/recording`)).status).toBe(404);
    expect(await textOf(await html('/answers'))).not.toContain(question);
    expect(await (await request('/answers/feed.xml')).text()).not.toContain(answer.id);
    expect(await (await request('/sitemap.xml')).text()).not.toContain(answer.id);
    expect(await textOf(await html('/search?q=waterhole+torches'))).not.toContain(page);
    // A visitor's copy of the library is kept now (decision 0021)…
    await html('/answers');

    const list = (await (await adminCall('/api/admin/answers?status=pending')).json()) as AdminAnswerList;
    const row = list.items.find((item) => item.id === answer.id);
    expect(row?.askerName).toBe('Nomvula');
    expect(JSON.stringify(list)).not.toContain(member.email);
    const approved = await adminCall(`/api/admin/answers/${answer.id}/decision`, {
      action: 'approve',
      version: row?.version,
    });
    expect(approved.status).toBe(200);

    // …and replaced at once: the library shows it.
    const library = await textOf(await html('/answers'));
    expect(library).toContain(question);
    const shown = await textOf(await html(page));
    expect(shown).toContain(question);
    expect(shown).toContain('Asked by Nomvula');
    expect(shown).not.toContain('Sithole');
    expect(shown).not.toContain(member.email);
    expect(shown).toContain('"@type":"QAPage"');
    expect(shown).toContain('creativecommons.org/licenses/by/4.0');
    expect(shown).toContain(`/video-presentations/${TALK}?t=30`);
    const part = await request(`${page}/recording`, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('audio/ogg');
    expect((await part.arrayBuffer()).byteLength).toBe(10);
    expect(await textOf(await html(`/presenters/${PRESENTER}`))).toContain(question);
    const talk = await textOf(await html(`/video-presentations/${TALK}`));
    expect(talk).toContain('data-testid="transcript-answer"');
    expect(talk).toContain(question);
    expect(await (await request('/answers/feed.xml')).text()).toContain(answer.id);
    expect(await (await request('/sitemap.xml')).text()).toContain(page);
    expect(await textOf(await html('/search?q=waterhole+torches'))).toContain(`href="${page}"`);
    // Ask the library first: a new question with some of its words finds it among this presenter's
    // answers (from D1), and not among another presenter's.
    expect(await suggested(PRESENTER, 'Which torches scare animals away from a waterhole?')).toContain(page);
    expect(await suggested('presenter-2', 'Which torches scare animals away from a waterhole?')).toEqual([]);
    // A French reader: the answer is in English only, so the French library counts it and leaves it out.
    expect((await html(page, '', 'fr')).status).toBe(404);

    // The member withdraws: gone from every page, the kept copies, the feed, the sitemap, search; the file deleted.
    const withdrawn = await formPost(
      '/account/connections',
      { intent: 'withdrawQuestion', id },
      { cookie: member.cookie },
    );
    expect(withdrawn.status).toBe(303);
    expect((await html(page)).status).toBe(404);
    expect((await request(`${page}/recording`)).status).toBe(404);
    expect(await textOf(await html('/answers'))).not.toContain(question);
    expect(await textOf(await html(`/presenters/${PRESENTER}`))).not.toContain(question);
    expect(await textOf(await html(`/video-presentations/${TALK}`))).not.toContain(question);
    expect(await (await request('/answers/feed.xml')).text()).not.toContain(answer.id);
    expect(await (await request('/sitemap.xml')).text()).not.toContain(answer.id);
    expect(await textOf(await html('/search?q=waterhole+torches'))).not.toContain(page);
    expect(await suggested(PRESENTER, 'Which torches scare animals away from a waterhole?')).not.toContain(page);
    if (answer.recording) expect(await env.MEDIA.head(answer.recording.key)).toBeNull();
  });

  it('never shows the member’s name when they asked anonymously', async () => {
    const member = await signedInMember('user', 'Lerato Dube');
    await db().set(`users/${member.uid}`, { email: member.email, firstName: 'Lerato', lastName: 'Dube', role: 'user' });
    const question = 'Can a camera trap be hidden from elephants that knock them over?';
    const id = await askAndSend(member, question, 'anonymous');
    expect(
      (await answerByLink(id, { answer: 'declined', publicText: 'Use a steel case bolted to a post.' })).status,
    ).toBe(200);
    const [answer] = await answersOf(id);
    if (!answer) throw new Error('no answer stored');
    created.push(answer.id);
    expect(answer.askerFirstName).toBe('');
    const approved = await adminCall(`/api/admin/answers/${answer.id}/decision`, {
      action: 'approve',
      version: answer.version,
    });
    expect(approved.status).toBe(200);
    const shown = await textOf(await html(`/answers/${answer.id}`));
    expect(shown).toContain(question);
    expect(shown).toContain('Asked by a member');
    expect(shown).not.toContain('Lerato');
    expect(shown).not.toContain('Dube');
    expect(await (await request('/answers/feed.xml')).text()).not.toContain('Lerato');
  });

  it('keeps a question private when the member did not agree to publish it', async () => {
    const member = await signedInMember('user', 'Tendai Moyo');
    const id = await askAndSend(member, 'Where can I volunteer for a vulture count?', 'no');
    const page = await textOf(
      await html(`/introductions/${await introductionToken(settings(), id, new Date(Date.now() + 60_000))}`),
    );
    expect(page).not.toContain('data-testid="public-answer"');
    expect((await answerByLink(id, { answer: 'accepted', publicText: 'Ask BirdLife.' })).status).toBe(200);
    expect(await answersOf(id)).toEqual([]);
  });
});

describe('answer library: the team’s queue and the readers’ feedback', () => {
  it('refuses a stale decision and an edit without the presenter’s agreement, records an edit, mails a refusal, approves in bulk', async () => {
    const member = await signedInMember('user', 'Kofi Boateng');
    const id = await askAndSend(member, 'Do vultures come back to a poisoned carcass site?', 'anonymous');
    expect((await answerByLink(id, { answer: 'accepted', publicText: 'Rarely, and never soon.' })).status).toBe(200);
    const [answer] = await answersOf(id);
    if (!answer) throw new Error('no answer stored');
    created.push(answer.id);
    const decide = (body: unknown) => adminCall(`/api/admin/answers/${answer.id}/decision`, body);

    const noAgreement = await decide({
      action: 'edit',
      version: answer.version,
      question: 'Q?',
      text: 'A.',
      agreement: '',
    });
    expect(noAgreement.status).toBe(400);
    expect(JSON.stringify(await noAgreement.json())).toContain('Say how the presenter agreed to this edit.');
    const edited = await decide({
      action: 'edit',
      version: answer.version,
      question: 'Do vultures return to a site where a carcass was poisoned?',
      text: 'Rarely, and never soon.',
      agreement: 'Agreed by telephone on 2 December',
    });
    expect(edited.status).toBe(200);
    expect((await decide({ action: 'approve', version: answer.version })).status).toBe(409);

    const current = (await answersOf(id))[0]!;
    expect(current.history.at(-1)).toMatchObject({
      role: 'team',
      action: 'edited',
      note: 'Agreed by telephone on 2 December',
    });
    expect(
      (await decide({ action: 'reject', version: current.version, note: 'Please say which vultures.' })).status,
    ).toBe(200);
    const mails = await db().query('', collection('mail').where('kind', '==', 'answerRejected').limit(50));
    expect(
      mails.some((mail) => (mail.data.params as Record<string, string>).note === 'Please say which vultures.'),
    ).toBe(true);

    // Bulk approval takes the waiting answers only: the one sent back stays as it is.
    const other = await signedInMember('user', 'Ama Owusu');
    const otherId = await askAndSend(other, 'Which vulture species nest on pylons in the Karoo?', 'anonymous');
    expect((await answerByLink(otherId, { answer: 'accepted', publicText: 'Mostly Cape vultures.' })).status).toBe(200);
    const [waiting] = await answersOf(otherId);
    if (!waiting) throw new Error('no answer stored');
    created.push(waiting.id);
    const bulk = await adminCall('/api/admin/answers/approve', { ids: [answer.id, waiting.id] });
    expect(await bulk.json()).toEqual({ approved: [waiting.id] });
    const counts = ((await (await adminCall('/api/admin/answers?status=approved')).json()) as AdminAnswerList).counts;
    expect(counts.approved).toBeGreaterThanOrEqual(1);
    expect(counts.rejected).toBeGreaterThanOrEqual(1);
  });

  it('counts "this helped me" once per member, anonymously, and sends a reported answer back to the queue', async () => {
    const member = await signedInMember('user', 'Yaw Mensah');
    const id = await askAndSend(member, 'How far do lions roam in a night?', 'anonymous');
    expect((await answerByLink(id, { answer: 'accepted', publicText: 'Often ten kilometres or more.' })).status).toBe(
      200,
    );
    const [answer] = await answersOf(id);
    if (!answer) throw new Error('no answer stored');
    created.push(answer.id);
    await adminCall(`/api/admin/answers/${answer.id}/decision`, { action: 'approve', version: answer.version });
    const page = `/answers/${answer.id}`;
    const reader = await signedInMember('user', 'Esi Addo');
    const helped = await formPost(page, { intent: 'helpful' }, { cookie: reader.cookie });
    expect(helped.status).toBe(303);
    expect(helped.headers.get('location')).toContain('done=helped');
    const again = await formPost(page, { intent: 'helpful' }, { cookie: reader.cookie });
    expect(again.headers.get('location')).toContain('done=already');
    const stored = (await answersOf(id))[0]!;
    expect(stored.helpful).toBe(1);
    const marks = await db().list(`${ANSWERS}/${answer.id}/helped`);
    expect(JSON.stringify(marks)).not.toContain(reader.uid);

    const reported = await formPost(page, { intent: 'report', reason: 'Out of date' });
    expect(reported.status).toBe(303);
    expect((await html(page)).status).toBe(404);
    expect((await answersOf(id))[0]).toMatchObject({ status: 'pending', reports: 1 });
  });
});

describe('answer library: the sample answers of `npm start`', () => {
  it('are stored and published by the emulator-only seeding route, their recordings checked and served', async () => {
    const form = new FormData();
    const sample = {
      slug: 'sample-test-answer',
      presenterId: PRESENTER,
      presenterName: 'Thandiwe Mokoena',
      talkId: TALK,
      moment: 30,
      question: 'Which radio channel do scouts use to call for help in the sample?',
      questionLanguage: 'en',
      askerName: '',
      text: 'Channel four, the reserve’s emergency channel.',
      language: 'en',
      recorded: true,
    };
    // One left waiting for review, as the console's browser tests make their queue.
    const waiting = {
      ...sample,
      slug: 'sample-test-waiting',
      question: 'Which radio channel do rangers use at night in the sample?',
      recorded: false,
      status: 'pending',
      presenterEmail: 'thandiwe.sample@example.org',
      presenterLocale: 'fr',
    };
    form.set('answers', JSON.stringify([sample, waiting]));
    form.set(sample.slug, new File([oggOpus(20)], 'sample.ogg', { type: 'audio/ogg' }));
    const seeded = await request('/dev/seed/answers', { method: 'POST', body: form });
    expect(seeded.status).toBe(200);
    const { ids } = (await seeded.json()) as { ids: string[] };
    const [document] = await db().query('', collection(ANSWERS).where('question', '==', sample.question).limit(1));
    const answer = document ? decodeAnswer(document) : null;
    if (!answer) throw new Error('no sample stored');
    created.push(...ids);
    expect(ids[0]).toBe(answer.id);
    expect(answer).toMatchObject({ status: 'approved', askerFirstName: '' });
    const library = await textOf(await html('/answers'));
    expect(library).toContain(sample.question);
    expect((await request(`/answers/${answer.id}/recording`, { headers: { range: 'bytes=0-3' } })).status).toBe(206);
    const pending = decodeAnswer((await db().get(`${ANSWERS}/${ids[1]}`))!);
    expect(pending).toMatchObject({
      status: 'pending',
      approvedAt: null,
      presenterEmail: 'thandiwe.sample@example.org',
      presenterLocale: 'fr',
      recording: null,
    });
    expect(pending?.history.map((step) => step.action)).toEqual(['created']);
    expect(library).not.toContain(waiting.question);
    expect((await html(`/answers/${ids[1]}`)).status).toBe(404);
  });
});
