/**
 * The contact messages' list state in the URL, with the API's parameter names (`state`, `size`,
 * `after`); invalid values fall back to the defaults one by one.
 */
import * as v from 'valibot';
import { contactMessageQuerySchema, type ContactMessageQuery } from '#shared/schemas/admin.ts';

const PARAMS = ['state', 'size', 'after'] as const;
type Param = (typeof PARAMS)[number];
const DEFAULTS = v.parse(contactMessageQuerySchema, {});

export function readMessagesQuery(params: URLSearchParams): ContactMessageQuery {
  const input: Partial<Record<Param, string>> = {};
  for (const key of PARAMS) {
    const value = params.get(key);
    if (value !== null) input[key] = value;
  }
  for (let round = 0; round <= PARAMS.length; round += 1) {
    const result = v.safeParse(contactMessageQuerySchema, input);
    if (result.success) return result.output;
    const refused = result.issues.map((issue) => v.getDotPath(issue)).filter((key) => PARAMS.some((p) => p === key));
    if (refused.length === 0) break;
    for (const key of refused) delete input[key as Param];
  }
  return DEFAULTS;
}

/** Search parameters for the URL and the API alike (defaults left out). */
export function messagesSearchParams(query: ContactMessageQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.state !== DEFAULTS.state) params.set('state', query.state);
  if (query.size !== DEFAULTS.size) params.set('size', String(query.size));
  if (query.after) params.set('after', query.after);
  return params;
}

/** The API's query string: the filter always named, so the answer never depends on a default. */
export function messagesApiSearch(query: ContactMessageQuery): string {
  const params = messagesSearchParams(query);
  params.set('state', query.state);
  return params.toString();
}
