// Test controls of the local content service: request counters and injected faults (status or delay).
import { collectionNames } from '#shared/schemas/content.ts';
import type { CollectionName } from '#shared/schemas/content.ts';

/** What a fault can target: a collection, the contact record, the token endpoint, or the rendition files. */
export type FaultTarget = CollectionName | 'contact' | 'token' | 'renditions';

export const FAULT_TARGETS: readonly FaultTarget[] = [...collectionNames, 'contact', 'token', 'renditions'];

export function isFaultTarget(value: string): value is FaultTarget {
  return (FAULT_TARGETS as readonly string[]).includes(value);
}

export interface Fault {
  /** Answer this HTTP status instead of the normal answer. */
  status?: number;
  /** Wait this long before answering (normally, or with `status`). */
  delayMs?: number;
  /** Answer the collection as having no items (a season without events). */
  empty?: boolean;
  /**
   * Hold the answer until the test releases it (`/__control/release`, or a reset): a test can then
   * check what a client got while the service had not answered, without guessing a duration.
   */
  hold?: boolean;
  /** Rendition files only: answer a Range request with the whole file (200), as some hosts do. */
  ignoreRange?: boolean;
  /** How many more requests the fault applies to; `undefined` means until reset. */
  remaining?: number;
}

/** Fields set on one item over what the pack holds (`/__control/items`), until reset. */
export interface ItemOverride {
  collection: CollectionName;
  id: string;
  set: Record<string, unknown>;
  /** Serve the collection without this item (a deleted item) until reset. */
  remove?: boolean;
}

export interface ServiceStats {
  tokenRequests: number;
  requests: Record<CollectionName | 'contact', number>;
  /** Requests for rendition files: the `Range` header of each (null without one), oldest first. */
  renditionRanges: (string | null)[];
}

/** How many rendition requests the stats remember. */
const RENDITION_RANGES_KEPT = 100;

export class ControlState {
  #tokenRequests = 0;
  #requests = emptyRequestCounts();
  readonly #faults = new Map<FaultTarget, Fault>();
  readonly #overrides = new Map<string, Record<string, unknown>>();
  readonly #removed = new Set<string>();
  #renditionRanges: (string | null)[] = [];
  #held: (() => void)[] = [];

  /** Resolves when the held answers are released. */
  hold(): Promise<void> {
    return new Promise((resolve) => this.#held.push(resolve));
  }

  /** How many answers are held now. */
  heldCount(): number {
    return this.#held.length;
  }

  /** Lets every held answer go; returns how many there were. */
  release(): number {
    const held = this.#held;
    this.#held = [];
    for (const resolve of held) resolve();
    return held.length;
  }

  countTokenRequest(): void {
    this.#tokenRequests += 1;
  }

  countRequest(target: CollectionName | 'contact'): void {
    this.#requests[target] += 1;
  }

  countRenditionRequest(range: string | null): void {
    this.#renditionRanges.push(range);
    if (this.#renditionRanges.length > RENDITION_RANGES_KEPT) this.#renditionRanges.shift();
  }

  stats(): ServiceStats {
    return {
      tokenRequests: this.#tokenRequests,
      requests: { ...this.#requests },
      renditionRanges: [...this.#renditionRanges],
    };
  }

  /** Sets fields of one item (merged over earlier overrides of it) until reset. */
  override({ collection, id, set, remove }: ItemOverride): void {
    const key = `${collection}/${id}`;
    this.#overrides.set(key, { ...this.#overrides.get(key), ...set });
    if (remove) this.#removed.add(key);
  }

  /** The item as served now: with its override's fields, if it has one; undefined when it is removed. */
  served(collection: CollectionName, item: unknown): unknown {
    if (this.#overrides.size === 0 || typeof item !== 'object' || item === null) return item;
    const id = (item as { id?: unknown }).id;
    const key = `${collection}/${String(id)}`;
    if (this.#removed.has(key)) return undefined;
    const set = typeof id === 'string' ? this.#overrides.get(key) : undefined;
    return set ? { ...item, ...set } : item;
  }

  /** Sets the fault of `target`, replacing any earlier one. */
  setFault(target: FaultTarget, fault: Fault): void {
    this.#faults.set(target, { ...fault });
  }

  faults(): Partial<Record<FaultTarget, Fault>> {
    return Object.fromEntries(this.#faults);
  }

  clearFaults(): void {
    this.#faults.clear();
  }

  /** The fault that applies to the current request to `target`, if any, using up one of its `times`. */
  takeFault(target: FaultTarget): Fault | undefined {
    const fault = this.#faults.get(target);
    if (fault === undefined) return undefined;
    if (fault.remaining !== undefined) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.#faults.delete(target);
    }
    return fault;
  }

  /** Zeroes the counters, clears every fault and override and releases held answers (issued tokens stay valid). */
  reset(): void {
    this.release();
    this.#tokenRequests = 0;
    this.#requests = emptyRequestCounts();
    this.#renditionRanges = [];
    this.#faults.clear();
    this.#overrides.clear();
    this.#removed.clear();
  }
}

function emptyRequestCounts(): ServiceStats['requests'] {
  const counts = { contact: 0 } as ServiceStats['requests'];
  for (const name of collectionNames) counts[name] = 0;
  return counts;
}
