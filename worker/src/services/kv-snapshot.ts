/**
 * A published snapshot in KV (decisions 0018, 0040): a list of public items and its version (a
 * digest of them), rebuilt by the Worker after each decision that changes what is public, read by
 * every page that shows them and held a few seconds per isolate (another isolate's decision shows
 * after that). The approved presenters' profiles and the approved answers are two of them.
 */

export interface Snapshot<T> {
  version: string;
  items: T[];
}

/** How long an isolate reuses the snapshot it read. */
const MEMORY_MS = 5_000;

/** The first 8 bytes of the SHA-256 of `text`, in hex: a snapshot's version. */
export async function snapshotDigest(text: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(hash).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const isSnapshot = <T>(value: unknown): value is Snapshot<T> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Snapshot<T>).version === 'string' &&
  Array.isArray((value as Snapshot<T>).items);

/** The snapshot kept in KV under `key`: read (held per isolate), stored, forgotten (tests). */
export function kvSnapshot<T>(key: string) {
  const empty: Snapshot<T> = { version: '0', items: [] };
  let memory: { kv: KVNamespace; at: number; snapshot: Promise<Snapshot<T>> } | null = null;
  return {
    empty,
    /** The snapshot (empty before the first decision, or when KV holds no valid one). */
    read(kv: KVNamespace, now = Date.now()): Promise<Snapshot<T>> {
      if (memory && memory.kv === kv && now - memory.at < MEMORY_MS) return memory.snapshot;
      const snapshot = kv.get(key, 'json').then((value) => (isSnapshot<T>(value) ? value : empty));
      memory = { kv, at: now, snapshot };
      snapshot.catch(() => {
        if (memory?.snapshot === snapshot) memory = null;
      });
      return snapshot;
    },
    /** Stores `snapshot` and holds it in this isolate. */
    async store(kv: KVNamespace, snapshot: Snapshot<T>): Promise<void> {
      await kv.put(key, JSON.stringify(snapshot));
      memory = { kv, at: Date.now(), snapshot: Promise.resolve(snapshot) };
    },
    /** Forgets the snapshot held in this isolate (tests). */
    reset(): void {
      memory = null;
    },
  };
}
