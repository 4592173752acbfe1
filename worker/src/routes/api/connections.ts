/**
 * API routes: connection requests (docs/dev/member-api.md "Connections"). Any signed-in member
 * creates, lists and cancels their own requests; admins may list everyone's (`scope=all`).
 * Answers never carry the presenter's e-mail or telephone.
 */
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import {
  connectionListQuerySchema,
  connectionRequestSchema,
  type ConnectionAnswer,
  type ConnectionListAnswer,
} from '../../../../shared/schemas/connections';
import type { Presenter } from '../../../../shared/schemas/content';
import { ApiError } from '../../services/presenters/api-error';
import { firestoreFor } from '../../services/members/from-settings';
import { cancelConnection, createConnection, listConnections } from '../../services/connections/store';
import { toMemberConnection } from '../../services/connections/model';
import { createContentClient } from '../../services/content/factory';
import { answerApiError, limitBody, readJsonBody, requireUser } from './presenter-profile';

/** `{ "presenterId": "..." }` and nothing much more. */
const REQUEST_BODY_LIMIT = 4 * 1024;

/** Field -> first message key of each invalid field. */
function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** The presenter from the content service (with the contact details the team needs), or null. */
async function findPresenter(c: Context<AppEnv>, id: string): Promise<Presenter | null> {
  const onError = (error: unknown) =>
    console.warn('connections: content:', error instanceof Error ? error.message : error);
  const content = createContentClient(c.get('settings'), c.env, onError, (promise) =>
    c.executionCtx.waitUntil(promise),
  );
  return (await content.list('presenters')).find((presenter) => presenter.id === id) ?? null;
}

const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});

export const connectionsApi = new Hono<AppEnv>();
connectionsApi.onError(answerApiError);
connectionsApi.use('*', signedIn);

connectionsApi.get('/', async (c) => {
  const user = requireUser(c);
  const query = v.safeParse(connectionListQuerySchema, { view: c.req.query('view'), scope: c.req.query('scope') });
  if (!query.success) {
    throw new ApiError(400, 'invalid', 'presenter:errors.invalidFields', { fields: fieldErrors(query.issues) });
  }
  const { view, scope } = query.output;
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

connectionsApi.post('/', limitBody(REQUEST_BODY_LIMIT), async (c) => {
  const user = requireUser(c);
  const body = await readJsonBody(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'invalid_body', 'presenter:errors.invalidBody');
  }
  const input = v.safeParse(connectionRequestSchema, body);
  if (!input.success) {
    throw new ApiError(400, 'invalid', 'presenter:errors.invalidFields', { fields: fieldErrors(input.issues) });
  }
  const presenter = await findPresenter(c, input.output.presenterId);
  if (!presenter) throw new ApiError(404, 'presenter_not_found', 'presenter:connections.errors.presenterNotFound');
  const connection = await createConnection(firestoreFor(c.get('settings'), c.env), presenter, user);
  const answer: ConnectionAnswer = { connection: toMemberConnection(connection) };
  return c.json(answer, 201);
});

connectionsApi.post('/:id/cancel', async (c) => {
  const user = requireUser(c);
  const connection = await cancelConnection(firestoreFor(c.get('settings'), c.env), c.req.param('id'), user);
  const answer: ConnectionAnswer = { connection: toMemberConnection(connection) };
  return c.json(answer);
});
