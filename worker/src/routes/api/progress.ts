/**
 * API routes: where the member is in presentations and articles (decision 0025).
 * - `GET /api/progress`: `{ entries }`, newest first.
 * - `PUT /api/progress` `{ entries }` (at most 20): keeps each entry newer than the stored one of
 *   its item and answers the member's entries, newest first.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { progressSyncSchema } from '#shared/schemas/progress.ts';
import { jsonBody } from '../../middleware/validate';
import { guard, memberOf } from '../../middleware/guard';
import { firestoreFor } from '../../services/members/from-settings';
import { readProgress, syncProgress } from '../../services/members/progress';
import { noStore } from './session';

/** Twenty entries of a few dozen bytes each, with room to spare. */
const PROGRESS_BODY_MAX_BYTES = 8 * 1024;

export const progressApi = new Hono<AppEnv>()
  .use('*', noStore, guard())
  .get('/', async (c) => {
    const user = memberOf(c);
    return c.json({ entries: await readProgress(firestoreFor(c.get('settings'), c.env), user.uid) }, 200);
  })
  .put('/', ...jsonBody(progressSyncSchema, PROGRESS_BODY_MAX_BYTES), async (c) => {
    const user = memberOf(c);
    const { entries } = c.req.valid('json');
    return c.json({ entries: await syncProgress(firestoreFor(c.get('settings'), c.env), user.uid, entries) }, 200);
  });
