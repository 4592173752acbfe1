/**
 * API routes of the presenter's side of introductions (decision 0028):
 * - `GET /api/introductions`: the requests sent to the signed-in presenter;
 * - `POST /api/introductions/:id/answer`: their answer (accept, decline, ask), with a note;
 * - `GET /api/introductions/link/:token` and `POST .../answer`: the same for a presenter without
 *   an account, through the signed link e-mailed to them, until it expires.
 * Answers never carry the member's e-mail or telephone before the introduction.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { presenterAnswerSchema } from '#shared/schemas/connections.ts';
import { ApiError } from '../../services/api-error';
import { firestoreFor } from '../../services/members/from-settings';
import { connectionPath, decodeConnection, toPresenterIntroduction } from '../../services/connections/model';
import {
  answerAsPresenter,
  checkIntroductionToken,
  presenterRequests,
  sendAfter,
} from '../../services/connections/introductions';
import { guard, memberOf } from '../../middleware/guard';
import { jsonBody } from '../../middleware/validate';
import { noStore } from './session';

const ANSWER_BODY_LIMIT = 16 * 1024;

export const introductionsApi = new Hono<AppEnv>();
introductionsApi.use('*', noStore);

/** The request a link names, or ApiError 404/410 when the link is wrong or has expired. */
async function linkedRequest(c: Context<AppEnv>) {
  const settings = c.get('settings');
  const check = await checkIntroductionToken(settings, c.req.param('token') ?? '');
  if (!check.valid) {
    throw check.reason === 'expired'
      ? new ApiError(410, 'link_expired', 'presenter:connections.errors.linkExpired')
      : new ApiError(404, 'link_invalid', 'presenter:connections.errors.linkInvalid');
  }
  const db = firestoreFor(settings, c.env);
  const document = await db.get(connectionPath(check.id));
  const connection = document ? decodeConnection(document) : null;
  if (!document || !connection) throw new ApiError(404, 'link_invalid', 'presenter:connections.errors.linkInvalid');
  return { settings, db, connection, document };
}

introductionsApi.get('/link/:token', async (c) => {
  const { connection } = await linkedRequest(c);
  return c.json({ introduction: toPresenterIntroduction(connection) });
});

introductionsApi.post('/link/:token/answer', ...jsonBody(presenterAnswerSchema, ANSWER_BODY_LIMIT), async (c) => {
  const { settings, db, connection, document } = await linkedRequest(c);
  const done = await answerAsPresenter(
    db,
    settings,
    connection.id,
    c.req.valid('json'),
    { uid: connection.presenterUid, name: connection.presenterName },
    document,
  );
  sendAfter((promise) => c.executionCtx.waitUntil(promise), db, settings, c.env, done.mailIds);
  return c.json({ introduction: toPresenterIntroduction(done.connection) });
});

introductionsApi.get('/', guard(), async (c) => {
  const user = memberOf(c);
  const requests = await presenterRequests(firestoreFor(c.get('settings'), c.env), user.uid);
  return c.json({ items: requests.map(toPresenterIntroduction) });
});

introductionsApi.post('/:id/answer', guard(), ...jsonBody(presenterAnswerSchema, ANSWER_BODY_LIMIT), async (c) => {
  const user = memberOf(c);
  const settings = c.get('settings');
  const db = firestoreFor(settings, c.env);
  const done = await answerAsPresenter(db, settings, c.req.param('id'), c.req.valid('json'), {
    presenterUid: user.uid,
    uid: user.uid,
    name: user.name || user.email,
  });
  sendAfter((promise) => c.executionCtx.waitUntil(promise), db, settings, c.env, done.mailIds);
  return c.json({ introduction: toPresenterIntroduction(done.connection) });
});
