// Generated connection requests, written straight into Firestore in the stored shape
// (connectionData of worker/src/services/connections/model.ts): a few dozen for the demo stack of
// `npm start`, twenty thousand for `npm run bench`. Deterministic for a given seed.
import type { Firestore, Write } from '../worker/src/services/firestore/client';
import {
  connectionData,
  connectionPath,
  lockPath,
  newConnectionId,
  type StoredChange,
} from '../worker/src/services/connections/model';
import type { ConnectionStatus } from '../shared/schemas/connections';

const FIRST_NAMES = [
  'Amina',
  'Kwame',
  'Thandiwe',
  'Émile',
  'Aïcha',
  'Bongani',
  'Fatou',
  'Chidi',
  'Njeri',
  'Sipho',
  'Zoë',
  'Kofi',
  'Mariam',
  'Tendai',
  'Léa',
  'Oumar',
];
const LAST_NAMES = [
  'Diallo',
  'Mensah',
  'Mokoena',
  'Zoungrana',
  'Traoré',
  'Dlamini',
  'Ndiaye',
  'Okafor',
  'Kamau',
  'Nkosi',
  'Sènè',
  'Boateng',
  'Coulibaly',
  'Moyo',
  'Ouédraogo',
  'Banda',
];
/** Ended requests are the common case once the service has run a while. */
const STATUS_WEIGHTS: [ConnectionStatus, number][] = [
  ['pending', 0.15],
  ['in_progress', 0.1],
  ['connected', 0.5],
  ['declined', 0.15],
  ['cancelled', 0.1],
];
const PATHS: Record<ConnectionStatus, ConnectionStatus[]> = {
  pending: [],
  in_progress: ['in_progress'],
  connected: ['in_progress', 'connected'],
  declined: ['in_progress', 'declined'],
  cancelled: ['cancelled'],
};

/** A small seeded generator (mulberry32), so runs are repeatable. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratedPresenter {
  id: string;
  name: string;
  email: string;
  tel: string;
}

export interface GenerateOptions {
  count: number;
  presenters: GeneratedPresenter[];
  /** Distinct requesters (each gets a name and an e-mail). */
  requesters?: number;
  /** Requests are spread over the days before `until`. */
  days?: number;
  until?: Date;
  seed?: number;
  /** Uid recorded for the team's changes. */
  teamUid?: string;
  teamName?: string;
}

/**
 * Writes `count` requests in commits of 500 and returns their ids. Open requests also get their
 * lock, so members cannot open a second one for the same presenter (as the API guarantees).
 */
export async function generateConnections(db: Firestore, options: GenerateOptions): Promise<string[]> {
  const next = random(options.seed ?? 20261122);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const requesterCount = options.requesters ?? Math.max(10, Math.floor(options.count / 6));
  const until = (options.until ?? new Date()).getTime();
  const spanMs = (options.days ?? 730) * 24 * 60 * 60 * 1000;
  const openPairs = new Set<string>();
  const ids: string[] = [];
  let writes: Write[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const requesterIndex = Math.floor(next() * requesterCount);
    const first = FIRST_NAMES[requesterIndex % FIRST_NAMES.length] ?? 'Amina';
    const last = LAST_NAMES[Math.floor(requesterIndex / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Diallo';
    const requesterUid = `generated${String(requesterIndex).padStart(6, '0')}`;
    const presenter = pick(options.presenters);
    let roll = next();
    let status: ConnectionStatus = 'connected';
    for (const [candidate, weight] of STATUS_WEIGHTS) {
      if (roll < weight) {
        status = candidate;
        break;
      }
      roll -= weight;
    }
    const pair = `${requesterUid}|${presenter.id}`;
    if ((status === 'pending' || status === 'in_progress') && openPairs.has(pair)) status = 'cancelled';
    const requested = new Date(until - Math.floor(next() * spanMs));
    const history: StoredChange[] = [{ at: requested, by: requesterUid, from: null, to: 'pending' }];
    let at = requested.getTime();
    let from: ConnectionStatus = 'pending';
    for (const to of PATHS[status]) {
      at += Math.floor(next() * 3 * 24 * 60 * 60 * 1000) + 60_000;
      const byRequester = to === 'cancelled';
      history.push({
        at: new Date(at),
        by: byRequester ? requesterUid : (options.teamUid ?? 'generated-team'),
        ...(byRequester ? {} : { byName: options.teamName ?? 'Facilitation team' }),
        from,
        to,
      });
      from = to;
    }
    const id = newConnectionId();
    ids.push(id);
    writes.push({
      type: 'set',
      path: connectionPath(id),
      data: connectionData({
        presenterId: presenter.id,
        presenterName: presenter.name,
        presenterEmail: presenter.email,
        presenterTel: presenter.tel,
        requesterUid,
        requesterName: `${first} ${last}`,
        requesterEmail: `${first}.${last}.${requesterIndex}@example.org`
          .normalize('NFD')
          .replace(/\p{M}+/gu, '')
          .toLowerCase(),
        requesterTel: `+27 82 555 ${String(1000 + (requesterIndex % 9000)).padStart(4, '0')}`,
        status,
        dateRequested: requested,
        lastUpdated: new Date(at),
        history,
      }),
    });
    if (status === 'pending' || status === 'in_progress') {
      openPairs.add(pair);
      writes.push({
        type: 'set',
        path: lockPath(requesterUid, presenter.id),
        data: { connectionId: id, requesterUid, presenterId: presenter.id, createdAt: requested },
      });
    }
    if (writes.length >= 498) {
      await db.commit(writes);
      writes = [];
    }
  }
  if (writes.length > 0) await db.commit(writes);
  return ids;
}
