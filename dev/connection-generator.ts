// Generated connection requests, written straight into Firestore in the stored shape
// (connectionData of worker/src/services/connections/model.ts, workflow 2 of introductions): a
// few dozen for the demo stack of `npm start`, twenty thousand for `npm run bench`. Deterministic
// for a given seed.
import type { Firestore, Write } from '#worker/src/services/firestore/client.ts';
import {
  connectionData,
  connectionPath,
  lockPath,
  newConnectionId,
  type StoredChange,
} from '#worker/src/services/connections/model.ts';
import {
  canTransition,
  CONNECTION_STEPS,
  isOpenStatus,
  WITH_PRESENTER_STATUSES,
  type ConnectionStatus,
} from '#shared/schemas/connections.ts';

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
  ['requested', 0.08],
  ['sent', 0.06],
  ['question', 0.03],
  ['accepted', 0.03],
  ['introduced', 0.45],
  ['declined', 0.1],
  ['closed', 0.1],
  ['withdrawn', 0.15],
];
/**
 * The ways to each status from `requested`, one picked at random: every step is one the table of
 * shared/schemas/connections.ts allows, taken by its one actor (checked as the history is written).
 */
const PATHS: Record<ConnectionStatus, ConnectionStatus[][]> = {
  requested: [[]],
  sent: [['sent'], ['sent', 'question', 'sent']],
  question: [['sent', 'question']],
  accepted: [
    ['sent', 'accepted'],
    ['sent', 'question', 'sent', 'accepted'],
  ],
  introduced: [
    ['sent', 'accepted', 'introduced'],
    ['sent', 'question', 'sent', 'accepted', 'introduced'],
  ],
  declined: [
    ['sent', 'declined'],
    ['sent', 'question', 'sent', 'declined'],
  ],
  closed: [['closed'], ['sent', 'closed'], ['sent', 'question', 'closed'], ['sent', 'accepted', 'closed']],
  withdrawn: [['withdrawn'], ['sent', 'withdrawn'], ['sent', 'accepted', 'withdrawn']],
};
const REASONS = [
  'Our community reserve would like advice on monitoring its wetlands.',
  'Je coordonne un club nature au lycée et j’aimerais inviter ce présentateur.',
  'We are starting a seed bank and would value a conversation.',
  '',
];
/** The product's default INTRO_CAP_PER_PRESENTER (worker/src/env.ts). */
const DEFAULT_CAP_PER_PRESENTER = 5;

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
  /** Uid recorded for the team's changes (and as the assignee of the requests it worked). */
  teamUid?: string;
  teamName?: string;
  /**
   * Open introductions (sent, question, accepted) per presenter at most, as the team's cap allows
   * (default the product's 5); a request that would pass it is left requested, waiting.
   */
  capPerPresenter?: number;
}

/**
 * Writes `count` requests (workflow 2: today's statuses, every history entry with the role of its
 * actor) in commits of 500 and returns their ids. Open requests also get their lock, so members
 * cannot open a second one for the same presenter (as the API guarantees), and no presenter has
 * more open introductions than the cap.
 */
export async function generateConnections(db: Firestore, options: GenerateOptions): Promise<string[]> {
  const next = random(options.seed ?? 20261122);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const requesterCount = options.requesters ?? Math.max(10, Math.floor(options.count / 6));
  const until = (options.until ?? new Date()).getTime();
  const spanMs = (options.days ?? 730) * 24 * 60 * 60 * 1000;
  const cap = options.capPerPresenter ?? DEFAULT_CAP_PER_PRESENTER;
  const teamUid = options.teamUid ?? 'generated-team';
  const teamName = options.teamName ?? 'Facilitation team';
  const openPairs = new Set<string>();
  const withPresenter = new Map<string, number>();
  const ids: string[] = [];
  let writes: Write[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const requesterIndex = Math.floor(next() * requesterCount);
    const first = FIRST_NAMES[requesterIndex % FIRST_NAMES.length] ?? 'Amina';
    const last = LAST_NAMES[Math.floor(requesterIndex / FIRST_NAMES.length) % LAST_NAMES.length] ?? 'Diallo';
    const requesterUid = `generated${String(requesterIndex).padStart(6, '0')}`;
    const presenter = pick(options.presenters);
    let roll = next();
    let status: ConnectionStatus = 'introduced';
    for (const [candidate, weight] of STATUS_WEIGHTS) {
      if (roll < weight) {
        status = candidate;
        break;
      }
      roll -= weight;
    }
    const pair = `${requesterUid}|${presenter.id}`;
    if (isOpenStatus(status) && openPairs.has(pair)) status = 'withdrawn';
    if (WITH_PRESENTER_STATUSES.includes(status) && (withPresenter.get(presenter.id) ?? 0) >= cap) {
      status = 'requested';
    }
    const requested = new Date(until - Math.floor(next() * spanMs));
    const history: StoredChange[] = [{ at: requested, by: requesterUid, role: 'member', from: null, to: 'requested' }];
    const notes = { briefNote: '', introNote: '', presenterNote: '', presenterSharesTel: false };
    let at = requested.getTime();
    let from: ConnectionStatus = 'requested';
    for (const to of pick(PATHS[status])) {
      at += Math.floor(next() * 3 * 24 * 60 * 60 * 1000) + 60_000;
      const role = CONNECTION_STEPS[from][to];
      if (!role || !canTransition(from, to, role)) throw new Error(`generator: no step ${from} -> ${to}`);
      const by = {
        member: { by: requesterUid },
        team: { by: teamUid, byName: teamName },
        presenter: { by: '', byName: presenter.name },
      }[role];
      history.push({ at: new Date(at), ...by, role, from, to });
      if (to === 'sent') notes.briefNote = next() < 0.5 ? 'A keen member; see their reason.' : '';
      if (to === 'question') notes.presenterNote = 'Which region does the member work in?';
      if (to === 'accepted') {
        notes.presenterNote = next() < 0.5 ? 'Happy to help.' : '';
        notes.presenterSharesTel = next() < 0.5;
      }
      if (to === 'declined') notes.presenterNote = next() < 0.5 ? 'Not available this season, sorry.' : '';
      if (to === 'introduced') notes.introNote = 'You may now write to each other directly.';
      from = to;
    }
    if (from !== status) throw new Error(`generator: a path to ${status} ended at ${from}`);
    const worked = history.some((change) => change.role === 'team');
    const locale = next() < 0.5 ? 'en' : 'fr';
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
        presenterUid: '',
        presenterLocale: '',
        requesterUid,
        requesterName: `${first} ${last}`,
        requesterEmail: `${first}.${last}.${requesterIndex}@example.org`
          .normalize('NFD')
          .replace(/\p{M}+/gu, '')
          .toLowerCase(),
        requesterTel: `+27 82 555 ${String(1000 + (requesterIndex % 9000)).padStart(4, '0')}`,
        requesterLocale: locale,
        status,
        reason: pick(REASONS),
        publishQuestion: 'no',
        requesterFirstName: '',
        ...notes,
        assigneeUid: worked ? teamUid : '',
        assigneeName: worked ? teamName : '',
        dateRequested: requested,
        lastUpdated: new Date(at),
        history,
      }),
    });
    if (WITH_PRESENTER_STATUSES.includes(status))
      withPresenter.set(presenter.id, (withPresenter.get(presenter.id) ?? 0) + 1);
    if (isOpenStatus(status)) {
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
