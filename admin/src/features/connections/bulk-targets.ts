/**
 * What a bulk change may offer: only the statuses every selected request may move to, and a report
 * of what happened to each (changed, or skipped and why).
 */
import { BULK_OUTCOMES, type BulkOutcome, type BulkStatusAnswer } from '../../../../shared/schemas/admin';
import { CONNECTION_STATUSES, canTransition, type ConnectionStatus } from '../../../../shared/schemas/connections';

/** Statuses allowed from every one of `statuses` (none for an empty selection). */
export function commonTargets(statuses: readonly ConnectionStatus[]): ConnectionStatus[] {
  if (statuses.length === 0) return [];
  return CONNECTION_STATUSES.filter((to) => statuses.every((from) => canTransition(from, to)));
}

/** Declining or cancelling ends a request for good: the console asks first. */
export const endsRequest = (status: ConnectionStatus) => status === 'declined' || status === 'cancelled';

/** How many requests had each outcome, in the contract's order, zeros left out. */
export function outcomeCounts(answer: BulkStatusAnswer): { outcome: BulkOutcome; count: number }[] {
  return BULK_OUTCOMES.map((outcome) => ({
    outcome,
    count: answer.results.filter((result) => result.outcome === outcome).length,
  })).filter((entry) => entry.count > 0);
}
