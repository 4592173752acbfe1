/**
 * `/api/admin/*`: the admin console's API (docs/dev/admin-api.md). Every route needs the session
 * of a member with the `admin` role (a session the Worker signed after verifying a Firebase ID
 * token): 401 without one, 403 for any other role. Answers are personal (no-store); errors have
 * the member APIs' shape, in the request's language.
 */
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import {
  ADMIN_EXPORT_COLUMNS,
  ADMIN_EXPORT_MAX_ROWS,
  adminConnectionQuerySchema,
  bulkStatusChangeSchema,
  contactMessageHandledSchema,
  contactMessageQuerySchema,
  EXPORT_DELIMITERS,
  noteSchema,
  statusChangeSchema,
  type AdminConnectionAnswer,
  type AdminConnectionQuery,
  type AdminMeAnswer,
  type AdminPresenterChoices,
} from '../../../../shared/schemas/admin';
import { uiLanguage } from '../../../../shared/i18n/create-i18n';
import { ApiError } from '../../services/presenters/api-error';
import { translate } from '../../services/presenters/messages';
import { firestoreFor } from '../../services/members/from-settings';
import { createContentClient } from '../../services/content/factory';
import {
  addConnectionNote,
  bulkChangeStatus,
  changeConnectionStatus,
  connectionRows,
  countConnections,
  listConnectionPage,
  readConnectionDetail,
  type Actor,
} from '../../services/admin/connections-admin';
import { listContactMessages, markContactMessage } from '../../services/admin/contact-messages';
import { CSV_CONTENT_TYPE, csvDateTime, csvStream } from '../../services/admin/csv';
import { answerApiError, limitBody, readJsonBody } from './presenter-profile';
import { isCurrentAdmin } from '../../services/admin/current-admin';
import { identityAdminFor } from '../../services/members/from-settings';
import { noStore } from './session';
import { displayNameOf, getUserProfile } from '../../services/members/users';
import { isDocumentId } from '../../services/connections/model';
import type { SessionUser } from '../../../../shared/schemas/member';

/** Status, note and bulk bodies: a hundred items with their versions fit well within this. */
const BODY_LIMIT = 32 * 1024;

/** Field (top-level name) -> first message key of each invalid field. */
function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const first: unknown = issue.path?.[0]?.key;
    const key = typeof first === 'string' ? first : 'body';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** `value` checked against `schema`, or ApiError 400 naming each invalid field. */
function parse<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    const fields = fieldErrors(result.issues);
    // One bad value: its own message says more than "some values are not valid".
    const only = Object.values(fields);
    const message = only.length === 1 && only[0] ? only[0] : 'admin:errors.invalidFields';
    throw new ApiError(400, 'invalid', message, { fields });
  }
  return result.output;
}

async function jsonBody<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): Promise<v.InferOutput<S>> {
  const body = await readJsonBody(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'invalid_body', 'admin:errors.invalidBody');
  }
  return parse(schema, body);
}

const connectionQuery = (c: Context<AppEnv>): AdminConnectionQuery => parse(adminConnectionQuerySchema, c.req.query());

/**
 * The signed-in admin, or 401 (no session) / 403 (another role, or a role Firebase no longer
 * gives: the session's role is re-checked once a minute, see services/admin/current-admin.ts).
 */
const adminOnly = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  if (!user) throw new ApiError(401, 'unauthenticated', 'admin:errors.unauthenticated');
  if (user.role !== 'admin') throw new ApiError(403, 'forbidden', 'admin:errors.forbidden');
  const settings = c.get('settings');
  let current: boolean;
  try {
    current = await isCurrentAdmin(
      identityAdminFor(settings, c.env),
      user.uid,
      settings.ADMIN_ROLE_CHECK_SECONDS * 1000,
    );
  } catch (error) {
    console.error('admin API: role check failed:', error instanceof Error ? error.message : error);
    throw new ApiError(503, 'unavailable', 'admin:errors.unavailable');
  }
  if (!current) throw new ApiError(403, 'forbidden', 'admin:errors.forbidden');
  await next();
});

/** The admin `adminOnly` let in. */
function adminOf(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new ApiError(401, 'unauthenticated', 'admin:errors.unauthenticated');
  return user;
}

function actorOf(c: Context<AppEnv>): Actor {
  const user = adminOf(c);
  return { uid: user.uid, name: user.name || user.email };
}

const db = (c: Context<AppEnv>) => firestoreFor(c.get('settings'), c.env);

export const adminApi = new Hono<AppEnv>();
adminApi.onError(answerApiError);
adminApi.use('*', noStore, adminOnly);

adminApi.get('/me', (c) => {
  const user = adminOf(c);
  const answer: AdminMeAnswer = { user: { uid: user.uid, email: user.email, name: user.name, role: 'admin' } };
  return c.json(answer);
});

adminApi.get('/connections', async (c) => {
  const query = connectionQuery(c);
  const firestore = db(c);
  const [page, requester] = await Promise.all([
    listConnectionPage(firestore, query),
    query.requester && isDocumentId(query.requester)
      ? getUserProfile(firestore, query.requester).catch(() => null)
      : Promise.resolve(null),
  ]);
  if (query.requester) {
    const fromRows = page.items[0]?.requesterName ?? '';
    page.requester = {
      uid: query.requester,
      name: (requester && displayNameOf(requester)) || fromRows || query.requester,
    };
  }
  return c.json(page);
});

adminApi.get('/connections/counts', async (c) => c.json(await countConnections(db(c), connectionQuery(c))));

adminApi.get('/connections/export.csv', (c) => {
  const query = connectionQuery(c);
  const locale = c.get('locale');
  const delimiterName = parse(
    v.optional(v.picklist(EXPORT_DELIMITERS, 'admin:errors.delimiterInvalid')),
    c.req.query('delimiter'),
  );
  const delimiter = (delimiterName ?? (uiLanguage(locale) === 'fr' ? 'semicolon' : 'comma')) === 'comma' ? ',' : ';';
  const t = (key: string, values?: Record<string, string | number>) => translate(`admin:${key}`, locale, values);
  const columns = ADMIN_EXPORT_COLUMNS;
  async function* lines() {
    let count = 0;
    for await (const row of connectionRows(db(c), query, ADMIN_EXPORT_MAX_ROWS + 1)) {
      count += 1;
      if (count > ADMIN_EXPORT_MAX_ROWS) {
        yield [t('export.truncated', { count: ADMIN_EXPORT_MAX_ROWS })];
        return;
      }
      yield columns.map((column) => {
        if (column === 'status') return t(`status.${row.status}`);
        if (column === 'dateRequested' || column === 'lastUpdated') return csvDateTime(row[column]);
        return row[column];
      });
    }
  }
  const body = csvStream(
    columns.map((column) => t(`export.columns.${column}`)),
    delimiter,
    lines(),
    (error) => {
      console.error('admin export failed:', error instanceof Error ? error.message : error);
      return t('errors.unavailable');
    },
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'content-type': CSV_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${t('export.fileName')}-${query.view}-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
});

adminApi.get('/connections/:id', async (c) => {
  const answer: AdminConnectionAnswer = { connection: await readConnectionDetail(db(c), c.req.param('id')) };
  return c.json(answer);
});

adminApi.post('/connections/bulk-status', limitBody(BODY_LIMIT), async (c) => {
  const input = await jsonBody(c, bulkStatusChangeSchema);
  return c.json(await bulkChangeStatus(db(c), input, actorOf(c)));
});

adminApi.post('/connections/:id/status', limitBody(BODY_LIMIT), async (c) => {
  const input = await jsonBody(c, statusChangeSchema);
  const answer: AdminConnectionAnswer = {
    connection: await changeConnectionStatus(db(c), c.req.param('id'), input, actorOf(c)),
  };
  return c.json(answer);
});

adminApi.post('/connections/:id/notes', limitBody(BODY_LIMIT), async (c) => {
  const input = await jsonBody(c, noteSchema);
  const answer: AdminConnectionAnswer = {
    connection: await addConnectionNote(db(c), c.req.param('id'), input.text, actorOf(c)),
  };
  return c.json(answer, 201);
});

adminApi.get('/presenters', async (c) => {
  const onError = (error: unknown) =>
    console.warn('admin presenters: content:', error instanceof Error ? error.message : error);
  const content = createContentClient(c.get('settings'), c.env, onError, (promise) =>
    c.executionCtx.waitUntil(promise),
  );
  const presenters = await content.list('presenters');
  const answer: AdminPresenterChoices = {
    items: presenters
      .map((presenter) => ({
        id: presenter.id,
        name: [presenter.name.trim(), presenter.surname.trim()].filter(Boolean).join(' ') || presenter.id,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, uiLanguage(c.get('locale')))),
  };
  return c.json(answer);
});

adminApi.get('/messages', async (c) =>
  c.json(await listContactMessages(db(c), parse(contactMessageQuerySchema, c.req.query()))),
);

adminApi.post('/messages/:id/handled', limitBody(BODY_LIMIT), async (c) => {
  const input = await jsonBody(c, contactMessageHandledSchema);
  return c.json({ message: await markContactMessage(db(c), c.req.param('id'), input.handled, actorOf(c)) });
});
