/**
 * What a bulk change may offer: only the statuses every selected request may move to, and a report
 * of what happened to each (changed, or skipped and why).
 */
import { BULK_OUTCOMES, type BulkOutcome, type BulkStatusAnswer } from '#shared/schemas/admin.ts';
import { CONNECTION_STATUSES, canTransition, type ConnectionStatus } from '#shared/schemas/connections.ts';

/**
 * The team's steps allowed from every one of `statuses` (none for an empty selection). Sending
 * and introducing carry a message of their own and are taken one request at a time.
 */
export function commonTargets(statuses: readonly ConnectionStatus[]): BulkTarget[] {
  if (statuses.length === 0) return [];
  return CONNECTION_STATUSES.filter(
    (to): to is BulkTarget =>
      to !== 'sent' && to !== 'introduced' && statuses.every((from) => canTransition(from, to, 'team')),
  );
}
export type BulkTarget = Exclude<ConnectionStatus, 'sent' | 'introduced'>;

/** Closing ends a request for good: the console asks first. */
export const endsRequest = (status: ConnectionStatus) => status === 'closed';

/** How many requests had each outcome, in the contract's order, zeros left out. */
export function outcomeCounts(answer: BulkStatusAnswer): { outcome: BulkOutcome; count: number }[] {
  return BULK_OUTCOMES.map((outcome) => ({
    outcome,
    count: answer.results.filter((result) => result.outcome === outcome).length,
  })).filter((entry) => entry.count > 0);
}
