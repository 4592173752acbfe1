/**
 * The schema of a progress entry (shared/lib/progress.ts, decision 0025), for the Worker's API and
 * the tests; the browser checks what it stores with the lighter `isProgressEntry`.
 */
import * as v from 'valibot';
import { MAX_POSITION_SECONDS, PROGRESS_KINDS, PROGRESS_SYNC_MAX } from '../lib/progress';
import { listItemId } from './member';

export const progressEntrySchema = v.pipe(
  v.object({
    kind: v.picklist(PROGRESS_KINDS),
    id: listItemId,
    /** Seconds into the video (presentation) or the share read (article). */
    at: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_POSITION_SECONDS)),
    /** When the device recorded it (ISO 8601): the newest entry of an item wins. */
    updatedAt: v.pipe(v.string(), v.isoTimestamp()),
  }),
  v.check((entry) => entry.kind === 'presentation' || entry.at <= 1, 'An article position is a share from 0 to 1.'),
);

export const progressSyncSchema = v.object({
  entries: v.pipe(v.array(progressEntrySchema), v.maxLength(PROGRESS_SYNC_MAX)),
});
