/**
 * Where a member is in presentations and articles (decision 0025): one Firestore document per item,
 * `users/{uid}/progress/{kind}-{id}` holding the entry. A sync writes each entry only when it is
 * newer than the stored one, with the stored document's update time as a precondition, so two
 * devices syncing at once never let an older position overwrite a newer one.
 */
import * as v from 'valibot';
import { newer, progressKey, type ProgressEntry } from '#shared/lib/progress.ts';
import { progressEntrySchema } from '#shared/schemas/progress.ts';
import type { Firestore, Write } from '../firestore/client';
import { isFirestoreError } from '../firestore/errors';
import { userPath } from './users';

/** Items kept per member; the oldest go beyond it. */
export const PROGRESS_KEPT = 200;
const ATTEMPTS = 3;

export const progressPath = (uid: string) => `${userPath(uid)}/progress`;

interface Stored {
  entry: ProgressEntry;
  updateTime: string;
}

async function readStored(firestore: Firestore, uid: string): Promise<Map<string, Stored>> {
  const page = await firestore.list(progressPath(uid), { pageSize: 300 });
  const stored = new Map<string, Stored>();
  for (const document of page.documents) {
    const parsed = v.safeParse(progressEntrySchema, document.data);
    if (parsed.success) stored.set(document.id, { entry: parsed.output, updateTime: document.updateTime });
  }
  return stored;
}

const newestFirst = (a: ProgressEntry, b: ProgressEntry) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt);

/** The member's entries, newest first. */
export async function readProgress(firestore: Firestore, uid: string): Promise<ProgressEntry[]> {
  return [...(await readStored(firestore, uid)).values()].map((stored) => stored.entry).sort(newestFirst);
}

/**
 * Keeps the entries that are newer than what is stored and answers the member's entries, newest
 * first. A time ahead of the Worker's clock counts as now (a device's clock may run fast).
 */
export async function syncProgress(
  firestore: Firestore,
  uid: string,
  entries: readonly ProgressEntry[],
  now = new Date(),
): Promise<ProgressEntry[]> {
  const incoming = entries.map((entry) =>
    Date.parse(entry.updatedAt) > now.getTime() ? { ...entry, updatedAt: now.toISOString() } : entry,
  );
  for (let attempt = 1; ; attempt += 1) {
    const stored = await readStored(firestore, uid);
    const writes: Write[] = [];
    const merged = new Map([...stored].map(([key, value]) => [key, value.entry]));
    for (const entry of incoming) {
      const key = progressKey(entry);
      const current = stored.get(key);
      if (current && newer(current.entry, entry) === current.entry) continue;
      merged.set(key, entry);
      writes.push({
        type: 'set',
        path: `${progressPath(uid)}/${key}`,
        data: { ...entry },
        precondition: current ? { updateTime: current.updateTime } : { exists: false },
      });
    }
    const ordered = [...merged.values()].sort(newestFirst);
    for (const old of ordered.slice(PROGRESS_KEPT)) {
      writes.push({ type: 'delete', path: `${progressPath(uid)}/${progressKey(old)}` });
    }
    try {
      if (writes.length > 0) await firestore.commit(writes);
      return ordered.slice(0, PROGRESS_KEPT);
    } catch (error) {
      // Another device wrote meanwhile: read again and compare with what it wrote.
      if (attempt < ATTEMPTS && isFirestoreError(error) && error.preconditionFailed) continue;
      throw error;
    }
  }
}
