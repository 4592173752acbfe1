/**
 * `/api/admin/*`: the admin console's API (docs/dev/admin-api.md). Every route needs the session
 * of a member with the `admin` role (a session the Worker signed after verifying a Firebase ID
 * token): 401 without one, 403 for any other role. Answers are personal (no-store); errors have
 * the member APIs' shape, in the request's language.
 */
import { Hono, type Context } from 'hono';
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
  pageViewsQuerySchema,
  PAGE_VIEW_ROWS_MAX,
  RUNG_CHOICE_TALKS_MAX,
  statusChangeSchema,
  assignSchema,
  reportQuerySchema,
  type AdminMailAnswer,
  type AdminConnectionAnswer,
  type AdminMeAnswer,
  type AdminPageViewsAnswer,
  type AdminRungChoicesAnswer,
  type AdminPresenterChoices,
} from '#shared/schemas/admin.ts';
import { LOCALES, type Locale } from '#shared/constants/spec.ts';
import { uiLanguage } from '#shared/i18n/create-i18n.ts';
import { translate } from '../../services/messages';
import { firestoreFor } from '../../services/members/from-settings';
import { createContentClient } from '../../services/content/factory';
import {
  addConnectionNote,
  assignConnection,
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
import { adminGuard, memberOf } from '../../middleware/guard';
import { jsonBody, validQuery } from '../../middleware/validate';
import { noStore } from './session';
import { displayNameOf, getUserProfile } from '../../services/members/users';
import { isDocumentId } from '../../services/connections/model';
import { ApiError } from '../../services/api-error';
import { pageViewReaderFor, rungChoiceReaderFor } from '../../services/analytics/reader';
import { rungChoiceReport, titleIn } from '../../services/admin/rung-choice-report';
import { mailPreviews, sendAfter } from '../../services/connections/introductions';
import { retryMailNow, unsentMail } from '../../services/mail/outbox';
import { introductionReport } from '../../services/admin/introduction-report';

/** Status, note and bulk bodies: a hundred items with their versions fit well within this. */
const BODY_LIMIT = 32 * 1024;

function actorOf(c: Context<AppEnv>): Actor {
  const user = memberOf(c);
  return { uid: user.uid, name: user.name || user.email };
}

const db = (c: Context<AppEnv>) => firestoreFor(c.get('settings'), c.env);

export const adminApi = new Hono<AppEnv>();
adminApi.use('*', noStore, adminGuard);

adminApi.get('/me', (c) => {
  const user = memberOf(c);
  const answer: AdminMeAnswer = { user: { uid: user.uid, email: user.email, name: user.name, role: 'admin' } };
  return c.json(answer);
});

adminApi.get('/connections', validQuery(adminConnectionQuerySchema), async (c) => {
  const query = c.req.valid('query');
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

adminApi.get('/connections/counts', validQuery(adminConnectionQuerySchema), async (c) =>
  c.json(await countConnections(db(c), c.req.valid('query'))),
);

const exportQuerySchema = v.intersect([
  adminConnectionQuerySchema,
  v.object({ delimiter: v.optional(v.picklist(EXPORT_DELIMITERS, 'admin:errors.delimiterInvalid')) }),
]);

adminApi.get('/connections/export.csv', validQuery(exportQuerySchema), (c) => {
  const { delimiter: delimiterName, ...query } = c.req.valid('query');
  const locale = c.get('locale');
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

adminApi.get('/connections/report', validQuery(reportQuerySchema), async (c) =>
  c.json(await introductionReport(db(c), c.req.valid('query').month)),
);

adminApi.get('/connections/report.csv', validQuery(reportQuerySchema), async (c) => {
  const { month } = c.req.valid('query');
  const locale = c.get('locale');
  const delimiter = uiLanguage(locale) === 'fr' ? ';' : ',';
  const t = (key: string, values?: Record<string, string | number>) => translate(`admin:${key}`, locale, values);
  const report = await introductionReport(db(c), month);
  const days = (value: number | null) => (value === null ? '' : String(value));
  async function* lines() {
    for (const row of report.perPresenter) {
      yield [
        row.presenterName,
        String(row.total),
        String(row.introduced),
        String(row.declined),
        String(row.open),
        days(row.medianDaysToIntroduction),
      ];
    }
    yield [
      t('report.all'),
      String(report.total),
      String(report.byOutcome.introduced),
      String(report.byOutcome.declined),
      String(report.perPresenter.reduce((sum, row) => sum + row.open, 0)),
      days(report.medianDaysToIntroduction),
    ];
  }
  const header = ['presenter', 'total', 'introduced', 'declined', 'open', 'medianDays'].map((column) =>
    t(`report.columns.${column}`),
  );
  const body = csvStream(header, delimiter, lines(), () => t('errors.unavailable'));
  return new Response(body, {
    headers: {
      'content-type': CSV_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${t('report.fileName')}-${month}.csv"`,
      'cache-control': 'no-store',
    },
  });
});

adminApi.get('/connections/:id', async (c) => {
  const answer: AdminConnectionAnswer = { connection: await readConnectionDetail(db(c), c.req.param('id')) };
  return c.json(answer);
});

/** Sends a step's mails after the answer (the outbox keeps them for the cron if this fails). */
const sendMails = (c: Context<AppEnv>, mailIds: readonly string[]) =>
  sendAfter((promise) => c.executionCtx.waitUntil(promise), db(c), c.get('settings'), c.env, mailIds);

adminApi.post('/connections/bulk-status', ...jsonBody(bulkStatusChangeSchema, BODY_LIMIT), async (c) => {
  const input = c.req.valid('json');
  const { results, mailIds } = await bulkChangeStatus(db(c), c.get('settings'), input, actorOf(c));
  sendMails(c, mailIds);
  return c.json({ results });
});

adminApi.post('/connections/:id/status', ...jsonBody(statusChangeSchema, BODY_LIMIT), async (c) => {
  const input = c.req.valid('json');
  const { connection, mailIds } = await changeConnectionStatus(
    db(c),
    c.get('settings'),
    c.req.param('id'),
    input,
    actorOf(c),
  );
  sendMails(c, mailIds);
  const answer: AdminConnectionAnswer = { connection };
  return c.json(answer);
});

adminApi.post('/connections/:id/assign', ...jsonBody(assignSchema, BODY_LIMIT), async (c) => {
  const { assignee } = c.req.valid('json');
  let who: Actor | null = null;
  if (assignee) {
    const me = actorOf(c);
    if (assignee === me.uid) who = me;
    else {
      const profile = isDocumentId(assignee) ? await getUserProfile(db(c), assignee) : null;
      if (!profile || profile.role !== 'admin') {
        throw new ApiError(400, 'invalid_body', 'admin:errors.assigneeInvalid', {
          fields: { assignee: 'admin:errors.assigneeInvalid' },
        });
      }
      who = { uid: assignee, name: displayNameOf(profile) };
    }
  }
  const answer: AdminConnectionAnswer = { connection: await assignConnection(db(c), c.req.param('id'), who) };
  return c.json(answer);
});

adminApi.get('/mail', async (c) => {
  const answer: AdminMailAnswer = { items: await unsentMail(db(c)) };
  return c.json(answer);
});

adminApi.post('/mail/:id/retry', async (c) => {
  const outcome = await retryMailNow(db(c), c.get('settings'), c.env, c.req.param('id'));
  return c.json({ outcome });
});

adminApi.get('/mail/templates', async (c) => c.json({ items: await mailPreviews(c.get('settings')) }));

adminApi.post('/connections/:id/notes', ...jsonBody(noteSchema, BODY_LIMIT), async (c) => {
  const input = c.req.valid('json');
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

adminApi.get('/messages', validQuery(contactMessageQuerySchema), async (c) =>
  c.json(await listContactMessages(db(c), c.req.valid('query'))),
);

adminApi.post('/messages/:id/handled', ...jsonBody(contactMessageHandledSchema, BODY_LIMIT), async (c) => {
  const input = c.req.valid('json');
  return c.json({ message: await markContactMessage(db(c), c.req.param('id'), input.handled, actorOf(c)) });
});

adminApi.get('/analytics/page-views', validQuery(pageViewsQuerySchema), async (c) => {
  const { days } = c.req.valid('query');
  const reader = pageViewReaderFor(c.get('settings'), c.env);
  if (!reader) throw new ApiError(503, 'unavailable', 'admin:errors.analyticsNotConfigured');
  const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  // A failure of the SQL API is the one error handler's 503 (AnalyticsUnavailableError).
  const rows = await reader.count(days, PAGE_VIEW_ROWS_MAX + 1);
  const truncated = rows.length > PAGE_VIEW_ROWS_MAX;
  const shown = rows.slice(0, PAGE_VIEW_ROWS_MAX);
  const totals = Object.fromEntries(LOCALES.map((locale) => [locale, 0])) as Record<Locale, number>;
  for (const row of shown) totals[row.locale] += row.views;
  const answer: AdminPageViewsAnswer = {
    days,
    since: since.toISOString(),
    source: reader.source,
    rows: shown,
    totals,
    total: shown.reduce((sum, row) => sum + row.views, 0),
    truncated,
  };
  return c.json(answer);
});

/** The catalogue's titles of the presentations in `language`; none when the content service fails. */
async function presentationTitles(c: Context<AppEnv>): Promise<(id: string) => string | null> {
  const onError = (error: unknown) =>
    console.warn('admin rung choices: content:', error instanceof Error ? error.message : error);
  try {
    const content = createContentClient(c.get('settings'), c.env, onError, (promise) =>
      c.executionCtx.waitUntil(promise),
    );
    const language = uiLanguage(c.get('locale'));
    const titles = new Map((await content.list('presentations')).map((item) => [item.id, item.title]));
    return (id) => (titles.has(id) ? titleIn(titles.get(id), language) : null);
  } catch (error) {
    onError(error);
    return () => null;
  }
}

adminApi.get('/analytics/rung-choices', validQuery(pageViewsQuerySchema), async (c) => {
  const { days } = c.req.valid('query');
  const reader = rungChoiceReaderFor(c.get('settings'), c.env);
  if (!reader) throw new ApiError(503, 'unavailable', 'admin:errors.analyticsNotConfigured');
  const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  // The talks shown, and one more to tell that more exist (the report keeps the first ones).
  const [counts, titleOf] = await Promise.all([reader.count(days, RUNG_CHOICE_TALKS_MAX + 1), presentationTitles(c)]);
  const report = rungChoiceReport(counts, titleOf, RUNG_CHOICE_TALKS_MAX);
  const answer: AdminRungChoicesAnswer = { days, since: since.toISOString(), source: reader.source, ...report };
  return c.json(answer);
});
