/**
 * The member actions of public pages as plain form posts (lite pages and browsers without
 * JavaScript; decision 0019): add to and remove from the watchlist or readlist, and ask to be
 * connected with a presenter. The page posts to MEMBER_ACTION_PATH; the answer is a 303 back to
 * the page with the outcome in its query (`done`, `of`, `id`), which the page's control shows.
 * Removing and connecting ask first, as the dialogs do: the first post answers `confirm`.
 * The post's schema is in member-action-schema.ts (valibot stays out of the pages' bundles).
 */
export const MEMBER_ACTION_PATH = '/account/actions';

/** What a control is about: one of the two lists, or a connection request. */
export const MEMBER_ACTION_KINDS = ['watchlist', 'readlist', 'connect'] as const;
export type MemberActionKind = (typeof MEMBER_ACTION_KINDS)[number];

/** The outcomes a page shows after the redirect. */
export const MEMBER_ACTION_OUTCOMES = ['confirm', 'added', 'removed', 'sent', 'open', 'notFound', 'failed'] as const;
export type MemberActionOutcome = (typeof MEMBER_ACTION_OUTCOMES)[number];

/** Query parameters of the answer's address. */
export const OUTCOME_PARAMS = { done: 'done', of: 'of', id: 'id' } as const;

/** The outcome of an action as the page at `back` reads it from its address, or null. */
export function outcomeOf(
  search: URLSearchParams,
): { done: MemberActionOutcome; of: MemberActionKind; id: string } | null {
  const done = search.get(OUTCOME_PARAMS.done);
  const of = search.get(OUTCOME_PARAMS.of);
  const id = search.get(OUTCOME_PARAMS.id);
  if (!id || !(MEMBER_ACTION_OUTCOMES as readonly (string | null)[]).includes(done)) return null;
  if (!(MEMBER_ACTION_KINDS as readonly (string | null)[]).includes(of)) return null;
  return { done: done as MemberActionOutcome, of: of as MemberActionKind, id };
}

/** `back` (a path of this site) without an earlier outcome, with this one and the control's anchor. */
export function outcomeAddress(back: string, outcome: { done: MemberActionOutcome; of: MemberActionKind; id: string }) {
  const url = new URL(back, 'http://local.invalid');
  for (const name of Object.values(OUTCOME_PARAMS)) url.searchParams.delete(name);
  url.searchParams.set(OUTCOME_PARAMS.done, outcome.done);
  url.searchParams.set(OUTCOME_PARAMS.of, outcome.of);
  url.searchParams.set(OUTCOME_PARAMS.id, outcome.id);
  return `${url.pathname}?${url.searchParams}#${outcome.of}-${outcome.id}`;
}

/** The page's address without an outcome (where "Keep" and "Cancel" lead). */
export function withoutOutcome(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  for (const name of Object.values(OUTCOME_PARAMS)) query.delete(name);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
