/**
 * The month's report of introductions (decision 0028): the requests made in a calendar month
 * (UTC), by where each stands now, the median working days from the request to its
 * introduction, and the same per presenter. At most REPORT_MAX requests are read (far above the
 * team's scale); the answer says when there were more.
 */
import type { Firestore } from '../firestore/client';
import { collection } from '../firestore/query';
import { CONNECTION_STATUSES, isOpenStatus, type ConnectionStatus } from '#shared/schemas/connections.ts';
import type { IntroductionReport } from '#shared/schemas/admin.ts';
import { medianOf, workingDaysBetween } from '#shared/lib/working-days.ts';
import { CONNECTIONS, decodeConnection, type StoredConnection } from '../connections/model';

const REPORT_MAX = 10_000;
const PAGE = 500;

/** The first moment of `month` (YYYY-MM) and of the month after, UTC. */
export function monthRange(month: string): { start: Date; end: Date } {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return { start: new Date(Date.UTC(year, index - 1, 1)), end: new Date(Date.UTC(year, index, 1)) };
}

async function requestsOf(db: Firestore, month: string): Promise<StoredConnection[]> {
  const { start, end } = monthRange(month);
  const found: StoredConnection[] = [];
  let after: Date | null = null;
  let afterId = '';
  while (found.length < REPORT_MAX) {
    let query = collection(CONNECTIONS)
      .where('dateRequested', '>=', start)
      .where('dateRequested', '<', end)
      .orderBy('dateRequested')
      .orderBy('__name__');
    if (after) query = query.startAfter([after, db.reference(`${CONNECTIONS}/${afterId}`)]);
    const documents = await db.query('', query.limit(PAGE));
    for (const document of documents) {
      const connection = decodeConnection(document);
      if (connection) found.push(connection);
    }
    const last = documents.at(-1);
    if (!last || documents.length < PAGE) break;
    after = last.data.dateRequested as Date;
    afterId = last.id;
  }
  return found;
}

/** Working days from the request to its introduction, or null when it was not introduced. */
function daysToIntroduction(connection: StoredConnection): number | null {
  const introduced = connection.history.find((change) => change.to === 'introduced');
  return introduced ? workingDaysBetween(connection.dateRequested, introduced.at) : null;
}

export async function introductionReport(db: Firestore, month: string): Promise<IntroductionReport> {
  const requests = await requestsOf(db, month);
  const byOutcome = Object.fromEntries(CONNECTION_STATUSES.map((status) => [status, 0])) as Record<
    ConnectionStatus,
    number
  >;
  const presenters = new Map<string, { name: string; requests: StoredConnection[] }>();
  for (const request of requests) {
    byOutcome[request.status] += 1;
    const entry = presenters.get(request.presenterId) ?? { name: request.presenterName, requests: [] };
    entry.requests.push(request);
    presenters.set(request.presenterId, entry);
  }
  const days = (list: StoredConnection[]) =>
    list.map(daysToIntroduction).filter((value): value is number => value !== null);
  return {
    month,
    total: requests.length,
    byOutcome,
    medianDaysToIntroduction: medianOf(days(requests)),
    perPresenter: [...presenters]
      .map(([presenterId, { name, requests: list }]) => ({
        presenterId,
        presenterName: name,
        total: list.length,
        introduced: list.filter((request) => request.status === 'introduced').length,
        declined: list.filter((request) => request.status === 'declined').length,
        open: list.filter((request) => isOpenStatus(request.status)).length,
        medianDaysToIntroduction: medianOf(days(list)),
      }))
      .sort((a, b) => b.total - a.total || a.presenterName.localeCompare(b.presenterName)),
  };
}
