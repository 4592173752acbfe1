/**
 * Builds the content reader of one request from the Worker's settings and bindings: the content
 * service's collections, with the presenters' own approved profiles among its presenters, and the
 * published answers' digest in the presenters' version (decision 0040).
 */
import type { Bindings, Settings } from '../../env';
import { ContentClient, type ContentReader } from './client';
import { withMemberPresenters } from '../presenters/published';
import { withPublishedAnswers } from '../answers/published';
import { ContentTokenProvider } from './token';

export function createContentClient(
  settings: Settings,
  env: Bindings,
  onError: (error: unknown) => void,
  waitUntil: (promise: Promise<unknown>) => void,
): ContentReader {
  const client = createServiceClient(settings, env, onError, waitUntil);
  return withPublishedAnswers(withMemberPresenters(client, env.CONTENT_KV, onError), env.CONTENT_KV, onError);
}

/**
 * The content service's own client, without the members' profiles or the answers: what a search
 * refresh reads the presentations through, page by page (ContentPages, decision 0038).
 */
export function createServiceClient(
  settings: Settings,
  env: Bindings,
  onError: (error: unknown) => void,
  waitUntil: (promise: Promise<unknown>) => void,
): ContentClient {
  const tokens = new ContentTokenProvider(
    {
      identityUrl: settings.CONTENT_IDENTITY_URL,
      clientId: settings.CONTENT_CLIENT_ID,
      clientSecret: settings.CONTENT_CLIENT_SECRET,
      scope: settings.CONTENT_SCOPE,
      timeoutMs: settings.CONTENT_TIMEOUT_MS,
    },
    env.CONTENT_KV,
    undefined,
    waitUntil,
  );
  return new ContentClient({
    apiUrl: settings.CONTENT_API_URL,
    timeoutMs: settings.CONTENT_TIMEOUT_MS,
    cacheTtlSeconds: settings.CONTENT_CACHE_TTL_SECONDS,
    tokens,
    cache: caches.default,
    onError,
    waitUntil,
  });
}
