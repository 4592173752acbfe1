/**
 * The server side of every route's loader (web/src/lib/route-data.ts): the same functions serve
 * the streamed page render and the JSON the browser asks for on client navigations. Slow content
 * is returned as promises (streamed in <Suspense>) that never reject: a failing section is null.
 */
import { redirect } from 'react-router-dom';
import { guardRedirect } from '../../../shared/lib/route-guard';
import type { RouteLoadArgs } from '../../../web/src/lib/route-data';
import type { RootData } from '../../../web/src/lib/loader-types';
import type { GuardData } from '../../../web/src/lib/firebase-config';
import { contained, type LoaderServices, type ServerLoader } from './types';
import { presentationLoaders } from './presentations';
import { peopleLoaders } from './people';
import { eventLoaders } from './events';
import { blogLoaders } from './blog';
import { pageLoaders } from './pages';
import { searchLoaders } from './search';
import { accountLoaders } from './account';
import { formLoaders } from './forms';

export type { LoaderServices };

/** The route guard, and the public Firebase configuration the auth and account pages need. */
function guard({ url }: RouteLoadArgs, { user, firebase }: LoaderServices): Promise<GuardData> {
  const location = guardRedirect(url.pathname, user !== null);
  if (location) throw redirect(location);
  return Promise.resolve({ firebase });
}

const coreLoaders: Record<string, ServerLoader> = {
  root: async (_args, services): Promise<RootData> => ({
    locale: services.locale,
    origin: services.origin,
    user: services.user,
    contact: contained(services.content.contact(), services),
  }),
  protected: guard,
  guest: guard,
};

/** Every route's server loader by key; each feature contributes its own. */
export const serverLoaders: Record<string, ServerLoader> = {
  ...coreLoaders,
  ...presentationLoaders,
  ...peopleLoaders,
  ...eventLoaders,
  ...blogLoaders,
  ...pageLoaders,
  ...searchLoaders,
  ...formLoaders,
  ...accountLoaders,
};

export const isRouteKey = (key: string): boolean => Object.hasOwn(serverLoaders, key);
