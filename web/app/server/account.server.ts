/**
 * Server loaders of the account area (dashboard, general profile, connections, watchlist and
 * readlist). They read the member's data straight from Firestore through the member services, in
 * the reader's language, and each checks the session itself: a child loader runs beside the
 * guard of the `protected` layout (and alone on client navigations), so it must not trust it.
 * A part that cannot be read is null (the page says so); the page itself still renders.
 */
import { serverT } from '#shared/i18n/server-i18n.ts';
import * as v from 'valibot';
import { redirect } from 'react-router';
import { CATEGORY_IDS } from '#shared/constants/content.ts';
import type { Locale } from '#shared/constants/spec.ts';
import { parseListingQuery } from '#shared/lib/listing-query.ts';
import { localize } from '#shared/lib/localize.ts';
import { paginate } from '#shared/lib/paging.ts';
import { guardRedirect } from '#shared/lib/route-guard.ts';
import { sortListing } from '#shared/lib/sort.ts';
import { connectionListQuerySchema, isOpenStatus } from '#shared/schemas/connections.ts';
import type { ListItem } from '#shared/schemas/member.ts';
import type { SessionUser } from '#shared/schemas/member.ts';
import { QUESTION_WITHDRAWN_PARAM, WITHDRAWN_PARAM } from '../features/account/types';
import type {
  CategoryChoice,
  ConnectionRow,
  ContinueItem,
  ConnectionsPageData,
  DashboardCounts,
  DashboardData,
  GeneralPageData,
  GeneralProfileView,
  ListKind,
  ListPageData,
  ListRow,
  PresenterSectionData,
} from '../features/account/types';
import type { SeoData } from '../lib/view-models';
import type { Firestore } from '#worker/src/services/firestore/client.ts';
import { collection } from '#worker/src/services/firestore/query.ts';
import { listConnections } from '#worker/src/services/connections/store.ts';
import {
  CONNECTIONS,
  connectionPath,
  decodeConnection,
  isConnectionId,
  toMemberConnection,
} from '#worker/src/services/connections/model.ts';
import { isListItemId, listItems, listPath } from '#worker/src/services/members/lists.ts';
import { getUserProfile, userPath } from '#worker/src/services/members/users.ts';
import { readProgress } from '#worker/src/services/members/progress.ts';
import { CONTINUE_ROW_MAX, inProgress } from '#shared/lib/progress.ts';
import { firestoreFor } from '#worker/src/services/members/from-settings.ts';
import { readProfile } from '#worker/src/services/presenters/profile-store.ts';
import type { LoaderServices, RouteLoadArgs, ServerLoader } from './types.server';

/** The member data store of this request. */
function memberStore(services: LoaderServices): Firestore {
  return firestoreFor(services.settings, services.env);
}

/** The signed-in member, or the guard's redirect to sign in (and back). */
function requireMember(url: URL, services: LoaderServices): SessionUser {
  if (services.user) return services.user;
  throw redirect(guardRedirect(url.pathname, false) ?? '/login');
}

/** Account strings in the reader's language (page titles for the head). */
function accountT(locale: Locale): (key: string) => string {
  const t = serverT(locale, 'account');
  return (key: string) => t(key);
}

const seo = (services: LoaderServices, titleKey: string): SeoData => ({
  title: accountT(services.locale)(titleKey),
  noindex: true,
});

/** Resolves to null (logged) instead of failing the page. */
function orNull<T>(promise: Promise<T>, services: LoaderServices): Promise<T | null> {
  return promise.catch((error: unknown) => {
    services.onError(error);
    return null;
  });
}

const countList = (db: Firestore, uid: string, kind: ListKind) => db.count(userPath(uid), collection(kind));

async function dashboardCounts(db: Firestore, user: SessionUser): Promise<DashboardCounts> {
  const [watchlist, readlist, open, waiting] = await Promise.all([
    countList(db, user.uid, 'watchlist'),
    countList(db, user.uid, 'readlist'),
    listConnections(db, { view: 'pending', requesterUid: user.role === 'admin' ? null : user.uid }),
    user.role === 'presenter'
      ? db.count('', collection(CONNECTIONS).where('presenterUid', '==', user.uid).where('status', '==', 'sent'))
      : undefined,
  ]);
  return {
    watchlist,
    readlist,
    openConnections: open.length,
    ...(waiting === undefined ? {} : { introductionsWaiting: waiting }),
  };
}

/** "Biodiversity conservation" from "biodiversity-conservation": a title when the content fails. */
const titleFromId = (id: string) => {
  const words = id.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The nine categories in their fixed order, titled from the content in the reader's language.
 * Never fails: the form must always offer all nine, or saving would drop the presenter's choices.
 */
async function categoryChoices(services: LoaderServices): Promise<CategoryChoice[]> {
  const titles = await services.content
    .list('categories')
    .then(
      (categories) => new Map(categories.map((category) => [category.id, localize(category.title, services.locale)])),
    )
    .catch((error: unknown) => {
      services.onError(error);
      return new Map<string, string>();
    });
  return CATEGORY_IDS.map((id) => ({ id, title: titles.get(id) || titleFromId(id) }));
}

/** The general profile, from `users/{uid}` or, when there is none, from the session. */
async function generalProfile(db: Firestore, user: SessionUser): Promise<GeneralProfileView> {
  const profile = await getUserProfile(db, user.uid);
  if (profile) return { firstName: profile.firstName, lastName: profile.lastName, email: profile.email || user.email };
  const [firstName = '', ...rest] = user.name.split(' ');
  return { firstName, lastName: rest.join(' '), email: user.email };
}

async function presenterSection(
  db: Firestore,
  user: SessionUser,
  services: LoaderServices,
): Promise<PresenterSectionData> {
  const [profile, categories] = await Promise.all([readProfile(db, user.uid), categoryChoices(services)]);
  return { profile, categories };
}

/**
 * The presenter's name of the member's own request that the withdraw form has just withdrawn (the
 * action's 303 names it in the address), for the page to say so; null for any other address.
 */
async function withdrawnName(id: string | null, user: SessionUser, services: LoaderServices): Promise<string | null> {
  if (!id || !isConnectionId(id)) return null;
  const document = await orNull(memberStore(services).get(connectionPath(id)), services);
  const connection = document ? decodeConnection(document) : null;
  return connection?.requesterUid === user.uid && connection.status === 'withdrawn' ? connection.presenterName : null;
}

const isPresent = (item: ListItem): item is Exclude<ListItem, { missing: true }> => !('missing' in item);

function listPage(kind: ListKind) {
  return async ({ url }: RouteLoadArgs, services: LoaderServices): Promise<ListPageData> => {
    const user = requireMember(url, services);
    const query = parseListingQuery(url.searchParams);
    const items = await orNull(
      listItems(memberStore(services), services.content, user.uid, kind, services.locale),
      services,
    );
    const sorted = items
      ? sortListing(
          items,
          query.sort,
          (item) => (isPresent(item) ? item.title : ''),
          (item) => (isPresent(item) ? item.date : undefined),
          services.locale,
        )
      : [];
    const page = paginate(sorted, query.page);
    const first = (page.page - 1) * page.pageSize;
    const rows = page.items.map((item, index): ListRow => {
      const row: ListRow = { number: first + index + 1, id: item.id };
      if (!isPresent(item)) return { ...row, missing: true };
      return {
        ...row,
        title: item.title,
        url: item.url,
        ...(item.image ? { image: item.image } : {}),
        ...(item.date ? { date: item.date } : {}),
      };
    });
    return {
      seo: seo(services, `lists.${kind}.title`),
      kind,
      sort: query.sort,
      page: page.page,
      pageCount: page.pageCount,
      total: page.total,
      rows: items ? rows : null,
    };
  };
}

/**
 * The dashboard's Continue row (decision 0025): the presentations started and articles partly read
 * that the member's account knows, newest first, with where to resume (the browser adds what only
 * the device knows yet).
 */
async function continueRow(db: Firestore, services: LoaderServices, uid: string): Promise<ContinueItem[]> {
  const entries = await readProgress(db, uid);
  if (entries.length === 0) return [];
  const [presentations, articles] = await Promise.all([
    services.content.list('presentations'),
    services.content.list('articles'),
  ]);
  const byId = {
    presentation: new Map(presentations.map((item) => [item.id, item])),
    article: new Map(articles.map((item) => [item.id, item])),
  };
  const rows: ContinueItem[] = [];
  for (const entry of entries) {
    if (entry.kind === 'presentation') {
      const item = byId.presentation.get(entry.id);
      if (!item || !inProgress(entry, item.durationSeconds)) continue;
      const path = `/video-presentations/${item.id}`;
      rows.push({ ...entry, title: localize(item.title, services.locale), path, duration: item.durationSeconds });
    } else {
      const item = byId.article.get(entry.id);
      if (!item || !inProgress(entry)) continue;
      rows.push({ ...entry, title: localize(item.title, services.locale), path: `/blog/${item.slug}` });
    }
    if (rows.length === CONTINUE_ROW_MAX) break;
  }
  return rows;
}

export const accountLoaders = {
  dashboard: async ({ url }, services): Promise<DashboardData> => {
    const user = requireMember(url, services);
    const db = memberStore(services);
    const [profile, counts, resume] = await Promise.all([
      orNull(getUserProfile(db, user.uid), services),
      orNull(dashboardCounts(db, user), services),
      orNull(continueRow(db, services, user.uid), services),
    ]);
    return {
      seo: seo(services, 'dashboard.title'),
      firstName: profile?.firstName || user.name.split(' ')[0] || '',
      counts,
      continue: resume ?? [],
    };
  },

  accountProfile: async ({ url }, services): Promise<GeneralPageData> => {
    const user = requireMember(url, services);
    const db = memberStore(services);
    const [profile, presenter] = await Promise.all([
      orNull(generalProfile(db, user), services),
      user.role === 'presenter' ? orNull(presenterSection(db, user, services), services) : undefined,
    ]);
    return {
      seo: seo(services, 'general.title'),
      profile,
      ...(presenter !== undefined ? { presenter } : {}),
    };
  },

  connections: async ({ url }, services): Promise<ConnectionsPageData> => {
    const user = requireMember(url, services);
    const parsed = v.safeParse(connectionListQuerySchema, { view: url.searchParams.get('view') ?? undefined });
    const view = parsed.success ? parsed.output.view : 'pending';
    const admin = user.role === 'admin';
    const stored = await orNull(
      listConnections(memberStore(services), { view, requesterUid: admin ? null : user.uid }),
      services,
    );
    const rows = stored?.map((connection): ConnectionRow => ({
      id: connection.id,
      presenterId: connection.presenterId,
      presenterName: connection.presenterName,
      ...(admin ? { requesterName: connection.requesterName } : {}),
      status: connection.status,
      dateRequested: connection.dateRequested.toISOString(),
      lastUpdated: connection.lastUpdated.toISOString(),
      cancellable: connection.requesterUid === user.uid && isOpenStatus(connection.status),
      // The member's question may be in the answer library: they can take it back (decision 0040).
      questionPublishable: connection.requesterUid === user.uid && connection.publishQuestion !== 'no',
      ...(connection.requesterUid === user.uid && connection.status === 'introduced'
        ? { introduction: toMemberConnection(connection).introduction ?? undefined }
        : {}),
    }));
    return {
      seo: seo(services, admin ? 'connections.allTitle' : 'connections.myTitle'),
      view,
      scope: admin ? 'all' : 'own',
      rows: rows ?? null,
      withdrawn: await withdrawnName(url.searchParams.get(WITHDRAWN_PARAM), user, services),
      questionWithdrawn: url.searchParams.has(QUESTION_WITHDRAWN_PARAM),
    };
  },

  watchlist: listPage('watchlist'),
  readlist: listPage('readlist'),
} satisfies Record<string, ServerLoader>;

/**
 * For the pages that place a ListToggle (presentation, article): whether the signed-in member
 * has the item in that list; undefined for visitors or when it cannot be read (the toggle then
 * asks the API itself).
 */
export async function listMembership(
  services: LoaderServices,
  kind: ListKind,
  itemId: string,
): Promise<boolean | undefined> {
  if (!services.user || !isListItemId(itemId)) return undefined;
  try {
    return (await memberStore(services).get(`${listPath(services.user.uid, kind)}/${itemId}`)) !== null;
  } catch (error) {
    services.onError(error);
    return undefined;
  }
}
