/**
 * Every error answer of the Worker's APIs (docs/dev/member-api.md, "Errors"): a stable code, a
 * message already in the reader's language and, for a form, field -> message. Its own module so
 * a page reads answers without loading the other schemas.
 */
import * as v from 'valibot';

export const apiErrorAnswer = v.object({
  error: v.object({
    code: v.string(),
    message: v.string(),
    fields: v.optional(v.record(v.string(), v.string())),
  }),
});
export type ApiErrorAnswer = v.InferOutput<typeof apiErrorAnswer>;
