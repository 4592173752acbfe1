/**
 * The schema of a member action posted as a plain form (see member-action.ts): the Worker's check.
 * Apart from the constants, so the pages' controls do not ship valibot.
 */
import * as v from 'valibot';

const itemId = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200));
const confirmed = v.optional(v.literal('1'));
const back = v.optional(v.pipe(v.string(), v.maxLength(2000)));

export const memberActionSchema = v.variant('intent', [
  v.object({
    intent: v.picklist(['add', 'remove']),
    list: v.picklist(['watchlist', 'readlist']),
    id: itemId,
    back,
    confirmed,
  }),
  v.object({
    intent: v.literal('connect'),
    id: itemId,
    back,
    confirmed,
    /** Why the member asks (optional, at most 500 characters; decision 0028). */
    reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500))),
    /** Whether the answer library may publish the question (decision 0040). */
    publish: v.optional(v.picklist(['no', 'anonymous', 'firstName']), 'no'),
    /** The member saw the library's answers and sends the request anyway (decision 0040). */
    anyway: v.optional(v.literal('1')),
  }),
]);
