/**
 * The answer library's writes (decision 0040): the presenter's public answer to a request whose
 * member agreed to publish their question (pending until the team approves it), the team's
 * decisions (approve, reject with a note mailed to the presenter, edit with the presenter's
 * agreement recorded, withdraw), either side's withdrawal, and "this helped me". Every change is
 * in the answer's history; every change to what is public rebuilds the published snapshot.
 */
import type { Firestore } from '../firestore/client';
import { isFirestoreError } from '../firestore/errors';
import { collection } from '../firestore/query';
import type { Settings } from '../../env';
import { ApiError } from '../api-error';
import { queueMailWrite, type MailToQueue } from '../mail/outbox';
import { limitPath, countingWrite } from '../limits/rate-limit';
import { mailLanguageOf } from '../connections/introductions';
import type { StoredConnection } from '../connections/model';
import { HELPFUL_PER_MEMBER } from '#shared/constants/answers.ts';
import type {
  AdminAnswerList,
  AnswerChange,
  AnswerDecision,
  AnswerFilter,
  AnswerStatus,
  PublicAnswerInput,
} from '#shared/schemas/answers.ts';
import { answerPath } from '#shared/schemas/answers.ts';
import { ANSWERS, answerDocPath, decodeAnswer, helpedPath, toAdminAnswer, type StoredAnswer } from './model';
import { rebuildPublishedAnswers } from './published';
import { deleteRecording, storeRecording, type checkRecording } from './recording';

/** What an answer's writes need besides Firestore. */
export interface AnswerBindings {
  CONTENT_KV: KVNamespace;
  MEDIA: R2Bucket;
}

const LIST_MAX = 500;

const notFound = () => new ApiError(404, 'not_found', 'answers:errors.notFound');
const stale = () => new ApiError(409, 'stale', 'answers:errors.stale');

const site = (settings: Settings, path: string) => new URL(path, settings.SITE_URL).toString();

function newAnswerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const change = (
  role: AnswerChange['role'],
  byName: string,
  action: string,
  note = '',
  at = new Date(),
): AnswerChange => ({
  at: at.toISOString(),
  role,
  byName,
  action,
  note,
});

/** The answer `id`, or ApiError 404. */
export async function getAnswer(db: Firestore, id: string): Promise<StoredAnswer> {
  if (!/^[0-9a-f]{24}$/.test(id)) throw notFound();
  const document = await db.get(answerDocPath(id));
  const answer = document ? decodeAnswer(document) : null;
  if (!answer) throw notFound();
  return answer;
}

/** The answers of one request (at most one in practice). */
export async function answersOfConnection(db: Firestore, connectionId: string): Promise<StoredAnswer[]> {
  const documents = await db.query('', collection(ANSWERS).where('connectionId', '==', connectionId).limit(5));
  return documents.map(decodeAnswer).filter((answer) => answer !== null);
}

/**
 * Stores the presenter's public answer to `connection` (pending review), its recording (already
 * checked) in R2 first; mails the team. Refused (409) when the member did not agree to publish
 * their question, or the request already has an answer.
 */
export async function createAnswer(
  db: Firestore,
  env: AnswerBindings,
  settings: Settings,
  connection: StoredConnection,
  input: PublicAnswerInput,
  recording: Awaited<ReturnType<typeof checkRecording>> | null,
  now = new Date(),
): Promise<{ answer: StoredAnswer; mailIds: string[] }> {
  if (connection.publishQuestion !== 'anonymous' && connection.publishQuestion !== 'firstName') {
    throw new ApiError(409, 'not_consented', 'answers:errors.notConsented');
  }
  if ((await answersOfConnection(db, connection.id)).some((answer) => answer.status !== 'withdrawn')) {
    throw new ApiError(409, 'already_answered', 'answers:errors.alreadyAnswered');
  }
  const id = newAnswerId();
  const stored = recording ? await storeRecording(env.MEDIA, id, recording) : null;
  const answer: Omit<StoredAnswer, 'version'> = {
    id,
    connectionId: connection.id,
    presenterId: connection.presenterId,
    presenterName: connection.presenterName,
    presenterUid: connection.presenterUid,
    presenterEmail: connection.presenterEmail,
    presenterLocale: connection.presenterLocale,
    requesterUid: connection.requesterUid,
    publishAs: connection.publishQuestion,
    askerFirstName: connection.publishQuestion === 'firstName' ? connection.requesterFirstName : '',
    question: connection.reason,
    questionLanguage: connection.requesterLocale === 'fr' ? 'fr' : 'en',
    text: input.text ?? '',
    language: input.language,
    recording: stored,
    talkId: input.talkId ?? '',
    moment: input.talkId && typeof input.moment === 'number' ? input.moment : null,
    status: 'pending',
    helpful: 0,
    reports: 0,
    createdAt: now,
    updatedAt: now,
    approvedAt: null,
    history: [change('presenter', connection.presenterName, 'created', '', now)],
  };
  const { id: _id, ...data } = answer;
  const mail = queueMailWrite(
    {
      kind: 'answerToReview',
      to: settings.TEAM_EMAIL,
      language: 'both',
      params: {
        name: '',
        member: '',
        presenter: connection.presenterName,
        consoleLink: site(settings, '/admin/answers'),
      },
      connectionId: connection.id,
    },
    now,
  );
  try {
    const result = await db.commit([
      { type: 'set', path: answerDocPath(id), data, precondition: { exists: false } },
      mail.write,
    ]);
    return {
      answer: { ...answer, version: result.writeResults[0]?.updateTime ?? result.commitTime },
      mailIds: [mail.id],
    };
  } catch (error) {
    await deleteRecording(env.MEDIA, stored);
    throw error;
  }
}

/** Writes `answer`'s new state on the version read; rebuilds the snapshot when what is public changed. */
async function save(
  db: Firestore,
  env: AnswerBindings,
  answer: StoredAnswer,
  next: Partial<Omit<StoredAnswer, 'id' | 'version'>> & { history: AnswerChange[] },
  mails: MailToQueue[] = [],
  now = new Date(),
): Promise<{ answer: StoredAnswer; mailIds: string[] }> {
  const queued = mails.map((mail) => queueMailWrite(mail, now));
  const data = { ...next, updatedAt: now };
  try {
    const result = await db.commit([
      {
        type: 'update',
        path: answerDocPath(answer.id),
        data,
        precondition: { updateTime: answer.version },
      },
      ...queued.map((mail) => mail.write),
    ]);
    const saved = { ...answer, ...data, version: result.writeResults[0]?.updateTime ?? result.commitTime };
    if (answer.status === 'approved' || saved.status === 'approved') await rebuildPublishedAnswers(db, env.CONTENT_KV);
    if (saved.status === 'withdrawn') await deleteRecording(env.MEDIA, answer.recording);
    return { answer: saved, mailIds: queued.map((mail) => mail.id) };
  } catch (error) {
    if (isFirestoreError(error) && error.preconditionFailed) throw stale();
    throw error;
  }
}

/** The presenter's mail of a decision, in their language (both when unknown). */
function presenterMail(
  settings: Settings,
  answer: StoredAnswer,
  kind: 'answerApproved' | 'answerRejected',
  note = '',
): MailToQueue[] {
  if (!answer.presenterEmail) return [];
  return [
    {
      kind,
      to: answer.presenterEmail,
      language: mailLanguageOf(answer.presenterLocale),
      params: {
        name: answer.presenterName,
        member: '',
        presenter: answer.presenterName,
        note,
        siteLink: site(settings, answerPath(answer.id)),
      },
      connectionId: answer.connectionId,
    },
  ];
}

/** The team's decision on `id`, on the version the reviewer saw (else 409 `stale`). */
export async function decideAnswer(
  db: Firestore,
  env: AnswerBindings,
  settings: Settings,
  id: string,
  decision: AnswerDecision,
  actor: { name: string },
  now = new Date(),
): Promise<{ answer: StoredAnswer; mailIds: string[] }> {
  const answer = await getAnswer(db, id);
  if (answer.version !== decision.version) throw stale();
  if (answer.status === 'withdrawn') throw new ApiError(409, 'withdrawn', 'answers:errors.withdrawn');
  const history = (action: string, note = '') => [...answer.history, change('team', actor.name, action, note, now)];
  switch (decision.action) {
    case 'approve':
      if (!answer.text && !answer.recording) throw new ApiError(409, 'empty', 'answers:errors.nothingToPublish');
      return save(
        db,
        env,
        answer,
        { status: 'approved', approvedAt: answer.approvedAt ?? now, history: history('approved') },
        answer.status === 'approved' ? [] : presenterMail(settings, answer, 'answerApproved'),
        now,
      );
    case 'reject':
      return save(
        db,
        env,
        answer,
        { status: 'rejected', history: history('rejected', decision.note) },
        presenterMail(settings, answer, 'answerRejected', decision.note),
        now,
      );
    case 'edit':
      return save(
        db,
        env,
        answer,
        { question: decision.question, text: decision.text, history: history('edited', decision.agreement) },
        [],
        now,
      );
    case 'withdraw':
      return save(db, env, answer, { status: 'withdrawn', history: history('withdrawn') }, [], now);
  }
}

/** Approves every pending answer of `ids` (the queue's bulk action); others are left as they are. */
export async function approveMany(
  db: Firestore,
  env: AnswerBindings,
  settings: Settings,
  ids: readonly string[],
  actor: { name: string },
): Promise<{ approved: string[]; mailIds: string[] }> {
  const approved: string[] = [];
  const mailIds: string[] = [];
  for (const id of ids) {
    try {
      const answer = await getAnswer(db, id);
      if (answer.status !== 'pending' || (!answer.text && !answer.recording)) continue;
      const done = await decideAnswer(db, env, settings, id, { action: 'approve', version: answer.version }, actor);
      approved.push(id);
      mailIds.push(...done.mailIds);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return { approved, mailIds };
}

/**
 * The member takes their question back from the library: the request no longer consents (a
 * later answer cannot be published) and every answer to it is withdrawn. 404 unless it is theirs.
 */
export async function withdrawQuestion(
  db: Firestore,
  env: AnswerBindings,
  connection: StoredConnection,
  uid: string,
): Promise<number> {
  if (connection.requesterUid !== uid) throw notFound();
  await db.update(`connections/${connection.id}`, { publishQuestion: 'no', requesterFirstName: '' });
  let withdrawn = 0;
  for (const answer of await answersOfConnection(db, connection.id)) {
    if (answer.status === 'withdrawn' || answer.requesterUid !== uid) continue;
    await save(db, env, answer, {
      status: 'withdrawn',
      askerFirstName: '',
      history: [...answer.history, change('member', '', 'withdrawn')],
    });
    withdrawn += 1;
  }
  return withdrawn;
}

/** The presenter takes their answer back (from their account): 404 unless it is theirs. */
export async function withdrawAsPresenter(db: Firestore, env: AnswerBindings, id: string, presenterUid: string) {
  const answer = await getAnswer(db, id);
  if (!presenterUid || answer.presenterUid !== presenterUid) throw notFound();
  if (answer.status === 'withdrawn') return answer;
  return (
    await save(db, env, answer, {
      status: 'withdrawn',
      history: [...answer.history, change('presenter', answer.presenterName, 'withdrawn')],
    })
  ).answer;
}

/** A presenter's answers (their account page), newest first. */
export async function answersOfPresenter(db: Firestore, presenterUid: string): Promise<StoredAnswer[]> {
  if (!presenterUid) return [];
  const documents = await db.query('', collection(ANSWERS).where('presenterUid', '==', presenterUid).limit(LIST_MAX));
  return documents
    .map(decodeAnswer)
    .filter((answer) => answer !== null)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/**
 * "This helped me": counted once per member and answer (a document keyed by a hash of the uid:
 * the count stays anonymous), at most HELPFUL_PER_MEMBER a day. Only approved answers count.
 * Returns false when this member had already said so.
 */
export async function markHelpful(
  db: Firestore,
  id: string,
  uid: string,
  limitKey: string,
  now = new Date(),
): Promise<boolean> {
  const answer = await getAnswer(db, id);
  if (answer.status !== 'approved') throw notFound();
  const memberHash = (await limitPath('helpful', `${uid}:${id}`, limitKey)).split('/').pop() ?? '';
  const mark = helpedPath(id, memberHash);
  if (await db.get(mark)) return false;
  const counted = await countingWrite(
    db,
    await limitPath('helpful-member', uid, limitKey),
    HELPFUL_PER_MEMBER,
    now.getTime(),
  );
  if (!counted.write) {
    throw new ApiError(429, 'daily_limit', 'answers:errors.helpfulLimit', {
      retryAfterSeconds: counted.retryAfterSeconds,
    });
  }
  try {
    await db.commit([
      { type: 'set', path: mark, data: { at: now }, precondition: { exists: false } },
      {
        type: 'update',
        path: answerDocPath(id),
        data: { helpful: answer.helpful + 1 },
        precondition: { updateTime: answer.version },
      },
      counted.write,
    ]);
  } catch (error) {
    if (isFirestoreError(error) && error.preconditionFailed) return false;
    throw error;
  }
  return true;
}

/** A visitor reports an approved answer: counted, and back in the team's queue (pending). */
export async function reportAnswer(db: Firestore, env: AnswerBindings, id: string, reason: string): Promise<void> {
  const answer = await getAnswer(db, id);
  if (answer.status !== 'approved') throw notFound();
  await save(db, env, answer, {
    status: 'pending',
    reports: answer.reports + 1,
    history: [...answer.history, change('member', '', 'reported', reason)],
  });
}

const filtered = (status: AnswerFilter) => {
  const base = collection(ANSWERS);
  return status === 'all' ? base : base.where('status', '==', status);
};

/** The console's list: waiting ones oldest first, others newest first; with the counts by status. */
export async function listAnswers(db: Firestore, status: AnswerFilter): Promise<AdminAnswerList> {
  const count = (of: AnswerStatus) => db.count('', filtered(of));
  const [documents, pending, approved, rejected, withdrawn] = await Promise.all([
    db.query('', filtered(status).limit(LIST_MAX)),
    count('pending'),
    count('approved'),
    count('rejected'),
    count('withdrawn'),
  ]);
  const items = documents
    .map(decodeAnswer)
    .filter((answer) => answer !== null)
    .map(toAdminAnswer)
    .sort((a, b) =>
      status === 'pending' ? a.createdAt.localeCompare(b.createdAt) : b.createdAt.localeCompare(a.createdAt),
    );
  return { items, counts: { pending, approved, rejected, withdrawn } };
}
