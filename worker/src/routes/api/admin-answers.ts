/**
 * `/api/admin/answers` (decision 0040): the facilitation team's queue of public answers: the list
 * by status with the counts, one decision (approve, reject with a note mailed to the presenter,
 * edit with the presenter's agreement recorded, withdraw), approving many at once, and the
 * library's insight (the answers that help most, the questions that keep coming). Admins only.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { answerDecisionSchema, answerListQuerySchema, bulkApproveSchema } from '#shared/schemas/answers.ts';
import { adminGuard, memberOf } from '../../middleware/guard';
import { jsonBody, validQuery } from '../../middleware/validate';
import { noStore } from './session';
import { firestoreFor } from '../../services/members/from-settings';
import { approveMany, decideAnswer, getAnswer, listAnswers } from '../../services/answers/store';
import { serveRecording } from '../answer-recordings';
import { ApiError } from '../../services/api-error';
import { answerInsights } from '../../services/answers/insights';
import { toAdminAnswer } from '../../services/answers/model';
import { sendAfter } from '../../services/connections/introductions';

const BODY_LIMIT = 32 * 1024;

const db = (c: Context<AppEnv>) => firestoreFor(c.get('settings'), c.env);
const actor = (c: Context<AppEnv>) => {
  const user = memberOf(c);
  return { name: user.name || user.email };
};
const sendMails = (c: Context<AppEnv>, ids: string[]) =>
  sendAfter((promise) => c.executionCtx.waitUntil(promise), db(c), c.get('settings'), c.env, ids);

export const adminAnswersApi = new Hono<AppEnv>();
adminAnswersApi.use('*', noStore, adminGuard);

adminAnswersApi.get('/', validQuery(answerListQuerySchema), async (c) =>
  c.json(await listAnswers(db(c), c.req.valid('query').status)),
);

adminAnswersApi.get('/insights', async (c) => c.json(await answerInsights(db(c))));

adminAnswersApi.post('/approve', ...jsonBody(bulkApproveSchema, BODY_LIMIT), async (c) => {
  const done = await approveMany(db(c), c.env, c.get('settings'), c.req.valid('json').ids, actor(c));
  sendMails(c, done.mailIds);
  return c.json({ approved: done.approved });
});

// The team listens to a recording before approving it (the public address serves approved ones only).
adminAnswersApi.get('/:id/recording', async (c) => {
  const answer = await getAnswer(db(c), c.req.param('id'));
  if (!answer.recording) throw new ApiError(404, 'not_found', 'answers:errors.notFound');
  return serveRecording(c.req.raw, c.env.MEDIA, answer.recording, 'private, no-store');
});

adminAnswersApi.post('/:id/decision', ...jsonBody(answerDecisionSchema, BODY_LIMIT), async (c) => {
  const done = await decideAnswer(db(c), c.env, c.get('settings'), c.req.param('id'), c.req.valid('json'), actor(c));
  sendMails(c, done.mailIds);
  return c.json({ answer: toAdminAnswer(done.answer) });
});
