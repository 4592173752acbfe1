/**
 * The Worker entry: the Hono app's fetch, and the cron trigger's run (wrangler.toml `[triggers]`):
 * mail that could not be sent is sent again, and requests stored before introductions are
 * migrated (decision 0028); search is refreshed from the content, or rebuilt (decision 0038).
 */
import { createApp } from './app';
import { readSettings, type Bindings } from './env';
import { firestoreFor } from './services/members/from-settings';
import { retryDueMail } from './services/mail/outbox';
import { migrateConnections } from './services/connections/migrate';
import { SEARCH_REBUILD_CRON, scheduledSearch } from './services/search/scheduled';

const app = createApp();

/** One run of the cron: each task on its own, a failure of one logged and never the other's. */
export async function scheduledRun(env: Bindings, now: Date = new Date()) {
  const settings = readSettings(env);
  const db = firestoreFor(settings, env);
  const [mail, migration] = await Promise.allSettled([
    retryDueMail(db, settings, env, now),
    migrateConnections(db, env.CONTENT_KV),
  ]);
  for (const [name, result] of [
    ['mail', mail],
    ['migration', migration],
  ] as const) {
    if (result.status === 'rejected') {
      console.error(`cron ${name} failed:`, result.reason instanceof Error ? result.reason.message : result.reason);
    }
  }
  return { mail, migration };
}

export default {
  fetch: app.fetch,
  scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext) {
    if (controller.cron !== SEARCH_REBUILD_CRON) ctx.waitUntil(scheduledRun(env));
    ctx.waitUntil(
      scheduledSearch(env, controller.cron, (promise) => ctx.waitUntil(promise)).catch((error: unknown) =>
        console.error('cron search failed:', error instanceof Error ? error.message : error),
      ),
    );
  },
} satisfies ExportedHandler<Bindings>;
