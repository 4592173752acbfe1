/**
 * API routes: connection requests (docs/dev/member-api.md "Connections"). Any signed-in member
 * creates (with an optional reason), lists and withdraws their own requests; admins may list
 * everyone's (`scope=all`). Answers carry the presenter's e-mail (and telephone, if they agreed)
 * only once introduced. Each step's mails are sent after the answer (decision 0028).
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import {
  connectionListQuerySchema,
  connectionRequestSchema,
  type ConnectionAnswer,
  type ConnectionListAnswer,
} from '#shared/schemas/connections.ts';
import type { Presenter } from '#shared/schemas/content.ts';
import { ApiError } from '../../services/api-error';
import { firestoreFor } from '../../services/members/from-settings';
import { createConnection, listConnections, withdrawConnection } from '../../services/connections/store';
import { sendAfter } from '../../services/connections/introductions';
import { limitHashKey } from '../../services/limits/rate-limit';
import { toMemberConnection } from '../../services/connections/model';
import { createContentClient } from '../../services/content/factory';
import { guard, memberOf } from '../../middleware/guard';
import { jsonBody, validQuery } from '../../middleware/validate';
import { noStore } from './session';

/** `{ "presenterId": "...", "reason": "..." }` (500 characters, up to 4 bytes each) and little more. */
const REQUEST_BODY_LIMIT = 4 * 1024;

/** The presenter from the content service (with the contact details the team needs), or null. */
async function findPresenter(c: Context<AppEnv>, id: string): Promise<Presenter | null> {
  const onError = (error: unknown) =>
    console.warn('connections: content:', error instanceof Error ? error.message : error);
  const content = createContentClient(c.get('settings'), c.env, onError, (promise) =>
    c.executionCtx.waitUntil(promise),
  );
  return (await content.list('presenters')).find((presenter) => presenter.id === id) ?? null;
}

export const connectionsApi = new Hono<AppEnv>();
connectionsApi.use('*', noStore, guard());

connectionsApi.get('/', validQuery(connectionListQuerySchema), async (c) => {
  const user = memberOf(c);
  const { view, scope } = c.req.valid('query');
  if (scope === 'all' && user.role !== 'admin') {
    throw new ApiError(403, 'forbidden', 'presenter:connections.errors.adminOnly');
  }
  const connections = await listConnections(firestoreFor(c.get('settings'), c.env), {
    view,
    requesterUid: scope === 'all' ? null : user.uid,
  });
  const answer: ConnectionListAnswer = { view, scope, items: connections.map(toMemberConnection) };
  return c.json(answer);
});

connectionsApi.post('/', ...jsonBody(connectionRequestSchema, REQUEST_BODY_LIMIT), async (c) => {
  const user = memberOf(c);
  const { presenterId, reason, publish } = c.req.valid('json');
  const presenter = await findPresenter(c, presenterId);
  if (!presenter) throw new ApiError(404, 'presenter_not_found', 'presenter:connections.errors.presenterNotFound');
  const settings = c.get('settings');
  const db = firestoreFor(settings, c.env);
  const done = await createConnection(db, settings, presenter, user, {
    reason,
    publish,
    locale: c.get('locale'),
    limitKey: limitHashKey(settings, c.env),
  });
  sendAfter((promise) => c.executionCtx.waitUntil(promise), db, settings, c.env, done.mailIds);
  const answer: ConnectionAnswer = { connection: toMemberConnection(done.connection) };
  return c.json(answer, 201);
});

/** Withdraws the member's open request (`/cancel` is its first name, kept for old clients). */
const withdraw = async (c: Context<AppEnv>) => {
  const user = memberOf(c);
  const settings = c.get('settings');
  const db = firestoreFor(settings, c.env);
  const done = await withdrawConnection(db, settings, c.req.param('id') ?? '', user);
  sendAfter((promise) => c.executionCtx.waitUntil(promise), db, settings, c.env, done.mailIds);
  const answer: ConnectionAnswer = { connection: toMemberConnection(done.connection) };
  return c.json(answer);
};
connectionsApi.post('/:id/withdraw', withdraw);
connectionsApi.post('/:id/cancel', withdraw);
