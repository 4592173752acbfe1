/**
 * API routes: connection requests (docs/dev/member-api.md "Connections"). Any signed-in member
 * creates, lists and cancels their own requests; admins may list everyone's (`scope=all`).
 * Answers never carry the presenter's e-mail or telephone.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import {
  connectionListQuerySchema,
  connectionRequestSchema,
  type ConnectionAnswer,
  type ConnectionListAnswer,
} from '../../../../shared/schemas/connections';
import type { Presenter } from '../../../../shared/schemas/content';
import { ApiError } from '../../services/api-error';
import { firestoreFor } from '../../services/members/from-settings';
import { cancelConnection, createConnection, listConnections } from '../../services/connections/store';
import { toMemberConnection } from '../../services/connections/model';
import { createContentClient } from '../../services/content/factory';
import { guard, memberOf } from '../../middleware/guard';
import { jsonBody, validQuery } from '../../middleware/validate';
import { noStore } from './session';

/** `{ "presenterId": "..." }` and nothing much more. */
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
  const presenter = await findPresenter(c, c.req.valid('json').presenterId);
  if (!presenter) throw new ApiError(404, 'presenter_not_found', 'presenter:connections.errors.presenterNotFound');
  const connection = await createConnection(firestoreFor(c.get('settings'), c.env), presenter, user);
  const answer: ConnectionAnswer = { connection: toMemberConnection(connection) };
  return c.json(answer, 201);
});

connectionsApi.post('/:id/cancel', async (c) => {
  const user = memberOf(c);
  const connection = await cancelConnection(firestoreFor(c.get('settings'), c.env), c.req.param('id'), user);
  const answer: ConnectionAnswer = { connection: toMemberConnection(connection) };
  return c.json(answer);
});
