/**
 * The cron's search task (wrangler.toml `[triggers]`, decision 0038): every run refreshes the
 * tables from the content (only what changed); the daily rebuild cron writes every item again.
 * `npm run search:rebuild` fires the rebuild cron on the local stack.
 */
import { readSettings, type Bindings } from '../../env';
import { createContentClient, createServiceClient } from '../content/factory';
import { publishedAnswerItems } from '../answers/search-document';
import { refreshSearch, type RefreshResult } from './search-service';

/** The cron expression of the daily rebuild (as in wrangler.toml). */
export const SEARCH_REBUILD_CRON = '17 3 * * *';

/** Refreshes (or, for the rebuild cron, rebuilds) the search tables; logs what it did. */
export async function scheduledSearch(
  env: Bindings,
  cron: string,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<RefreshResult> {
  const onError = (error: unknown) => console.error('search refresh:', error instanceof Error ? error.message : error);
  const settings = readSettings(env);
  const content = createContentClient(settings, env, onError, waitUntil);
  const result = await refreshSearch({
    db: env.SEARCH_DB,
    content,
    source: createServiceClient(settings, env, onError, waitUntil),
    onError,
    force: cron === SEARCH_REBUILD_CRON,
    answers: publishedAnswerItems(env.CONTENT_KV),
  });
  console.info(
    `search ${cron === SEARCH_REBUILD_CRON ? 'rebuild' : 'refresh'}: ${
      result.ran
        ? `${result.items} items, ${result.written} written, ${result.removed} removed, ${result.moments} moments, ` +
          `${result.statements} statements in ${result.batches} batches, ${result.ms} ms`
        : 'another refresh is running'
    }`,
  );
  return result;
}
