/**
 * Rewrites requests stored before introductions (workflow 1) in today's statuses, with their
 * history (decision 0028): pending -> requested, in_progress -> sent, connected -> introduced,
 * declined (the team's refusal) -> closed, cancelled -> withdrawn. The cron runs it a batch at a
 * time, resuming after the last document it read (kept in KV) until a pass reads to the end.
 * Each rewrite is guarded by the document's version, so a step taken meanwhile wins (and migrates
 * the request itself).
 */
import type { Firestore } from '../firestore/client';
import { isFirestoreError } from '../firestore/errors';
import { CONNECTION_WORKFLOW, isOpenStatus } from '#shared/schemas/connections.ts';
import { CONNECTIONS, decodeConnection } from './model';

const CURSOR_KEY = 'migration:connections-workflow-2';
const DONE = 'done';
const BATCH = 200;

export async function migrateConnections(
  db: Firestore,
  kv: KVNamespace,
): Promise<{ read: number; migrated: number; done: boolean }> {
  const cursor = await kv.get(CURSOR_KEY);
  if (cursor === DONE) return { read: 0, migrated: 0, done: true };
  let page;
  try {
    page = await db.list(CONNECTIONS, { pageSize: BATCH, ...(cursor ? { pageToken: cursor } : {}) });
  } catch (error) {
    // A page token Firestore no longer takes: start the pass again (migrated requests are skipped).
    if (cursor) await kv.delete(CURSOR_KEY);
    throw error;
  }
  let migrated = 0;
  for (const document of page.documents) {
    if (document.data.workflow === CONNECTION_WORKFLOW) continue;
    const connection = decodeConnection(document);
    if (!connection) continue;
    try {
      await db.update(
        document.path,
        {
          status: connection.status,
          open: isOpenStatus(connection.status),
          workflow: CONNECTION_WORKFLOW,
          history: connection.history,
        },
        { precondition: { updateTime: document.updateTime } },
      );
      migrated += 1;
    } catch (error) {
      if (!isFirestoreError(error) || !error.preconditionFailed) throw error;
    }
  }
  const done = !page.nextPageToken;
  await kv.put(CURSOR_KEY, done ? DONE : page.nextPageToken!);
  return { read: page.documents.length, migrated, done };
}
