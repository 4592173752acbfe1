/**
 * Where a member is in a presentation (seconds into the video) or an article (the share of its
 * text read, 0 to 1), and the rules both sides apply (decision 0025). No validation library here:
 * the browser imports it; the schema is in shared/schemas/progress.ts.
 */

export const PROGRESS_KINDS = ['presentation', 'article'] as const;
export type ProgressKind = (typeof PROGRESS_KINDS)[number];

/** The longest video we expect (12 h), in seconds: a position beyond it is refused. */
export const MAX_POSITION_SECONDS = 12 * 3600;
/** Entries one sync may carry, and entries the dashboard's Continue row shows. */
export const PROGRESS_SYNC_MAX = 20;
export const CONTINUE_ROW_MAX = 6;
/** Below this share (or these seconds) nothing is worth resuming; above it, the item is finished. */
export const ARTICLE_STARTED = 0.05;
export const ARTICLE_FINISHED = 0.95;
export const PRESENTATION_STARTED_SECONDS = 10;
export const PRESENTATION_FINISHED_SHARE = 0.95;

export interface ProgressEntry {
  kind: ProgressKind;
  id: string;
  /** Seconds into the video (presentation) or the share read (article). */
  at: number;
  /** When the device recorded it (ISO 8601): the newest entry of an item wins. */
  updatedAt: string;
}

/** The key of an item's entry (on the device and as its Firestore document id). */
export const progressKey = (entry: Pick<ProgressEntry, 'kind' | 'id'>) => `${entry.kind}-${entry.id}`;

/** The newer of two entries of one item (the first on a tie). */
export function newer(a: ProgressEntry | undefined, b: ProgressEntry | undefined): ProgressEntry | undefined {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(b.updatedAt) > Date.parse(a.updatedAt) ? b : a;
}

/** Whether an entry is worth resuming: started, and not finished (`duration` in seconds, if known). */
export function inProgress(entry: ProgressEntry, duration?: number): boolean {
  if (entry.kind === 'article') return entry.at >= ARTICLE_STARTED && entry.at < ARTICLE_FINISHED;
  if (entry.at < PRESENTATION_STARTED_SECONDS) return false;
  return duration === undefined || duration <= 0 || entry.at < duration * PRESENTATION_FINISHED_SHARE;
}
