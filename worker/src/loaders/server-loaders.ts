/**
 * The server side of every route's loader (web/src/lib/route-data.ts): the same functions serve
 * the streamed page render and the JSON the browser asks for on client navigations. Slow content
 * is returned as promises (streamed in <Suspense>) that never reject: a failing section is null.
 */
import { redirect } from 'react-router-dom';
import type { Locale } from '../../../shared/constants/spec';
import { guardRedirect } from '../../../shared/lib/route-guard';
import type { RouteKey, RouteLoadArgs } from '../../../web/src/lib/route-data';
import type { CollectionCard, HomeData, RootData, SessionUser } from '../../../web/src/lib/loader-types';
import type { ContentClient } from '../services/content/client';

export interface LoaderServices {
  locale: Locale;
  user: SessionUser | null;
  content: ContentClient;
  /** Logs a failure that the page survives. */
  onError: (error: unknown) => void;
}

type ServerLoader = (args: RouteLoadArgs, services: LoaderServices) => Promise<unknown>;

/** A slow part: resolves to null instead of failing the page. */
function contained<T>(promise: Promise<T>, services: LoaderServices): Promise<T | null> {
  return promise.catch((error: unknown) => {
    services.onError(error);
    return null;
  });
}

const LATEST_COLLECTIONS = 6;

async function latestCollections(content: ContentClient): Promise<CollectionCard[]> {
  const [collections, presentations] = await Promise.all([content.list('collections'), content.list('presentations')]);
  const counts = new Map<string, number>();
  for (const presentation of presentations) {
    for (const id of presentation.collectionIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...collections]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, LATEST_COLLECTIONS)
    .map(({ id, title, description, image }) => ({ id, title, description, image, videoCount: counts.get(id) ?? 0 }));
}

function guard({ url }: RouteLoadArgs, { user }: LoaderServices): Promise<null> {
  const location = guardRedirect(url.pathname, user !== null);
  if (location) throw redirect(location);
  return Promise.resolve(null);
}

export const serverLoaders: Record<RouteKey, ServerLoader> = {
  root: async (_args, services): Promise<RootData> => ({
    locale: services.locale,
    user: services.user,
    contact: contained(services.content.contact(), services),
  }),
  home: async (_args, services): Promise<HomeData> => ({
    latestCollections: contained(latestCollections(services.content), services),
  }),
  protected: guard,
  guest: guard,
};

export const isRouteKey = (key: string): key is RouteKey => Object.hasOwn(serverLoaders, key);
