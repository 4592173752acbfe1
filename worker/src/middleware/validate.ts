/**
 * One way to read and check what a request sends: a valibot schema (shared with the browser)
 * through `@hono/standard-validator`, behind a body limit. A refusal is an ApiError:
 * 413 `body_too_large` (declared or streamed, read no further), 415 `unsupported_media_type`
 * (not JSON, not a form), 400 `invalid_json`, 400 `invalid_body` / `invalid_query` with a message
 * per field.
 */
import { sValidator } from '@hono/standard-validator';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type * as v from 'valibot';
import type { AppEnv } from '../context';
import { ApiError } from '../services/api-error';
import { issueFields } from '#shared/schemas/form-basics.ts';

/** JSON bodies of the member APIs: a profile is the largest, well within this. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

/**
 * Form posts (route actions and the Worker's own forms): the contact message is the largest,
 * 5,000 characters, which even percent-encoded 4-byte characters keep well within this.
 */
export const FORM_BODY_MAX_BYTES = 128 * 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json$/i;
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** Refuses (413) a body over `maxBytes`, declared or streamed, without reading further. */
export const limitBody = (maxBytes: number, refusal: () => ApiError = () => new ApiError(413, 'body_too_large')) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw refusal();
    },
  });

/** 400 with a message per field; one field's own message says more than the general one. */
function refusal(code: 'invalid_body' | 'invalid_query', issues: readonly StandardSchemaV1.Issue[]): ApiError {
  const fields = issueFields(issues, 'body');
  const only = Object.values(fields);
  const message = only.length === 1 && /^[a-z]+:[\w.]+$/.test(only[0] ?? '') ? only[0] : undefined;
  return new ApiError(400, code, message, { fields });
}

/** JSON only (415), parsed once (400 `invalid_json`); the validator then reads the parsed body. */
const jsonOnly = createMiddleware<AppEnv>(async (c, next) => {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (!JSON_TYPE.test(mediaType)) throw new ApiError(415, 'unsupported_media_type');
  try {
    await c.req.json<unknown>();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, 'invalid_json');
  }
  await next();
});

/** Forms only (415); a form that `read` cannot read is a 400 (with the keys of `messages` when given). */
const formsOnly = (read: (c: Context<AppEnv>) => Promise<unknown>, messages: { type?: string; body?: string } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!FORM_TYPES.has(mediaType)) throw new ApiError(415, 'unsupported_media_type', messages.type);
    try {
      await read(c);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(400, 'invalid_body', messages.body);
    }
    await next();
  });

/** The Worker's own forms: parsed once here, the validator then reads the parsed form. */
const formOnly = formsOnly((c) => c.req.formData());

/**
 * Every post to a page (issue #23.3), before React Router runs the route's action: a body that is
 * not a form is refused with 415, a form that cannot be read with 400, each with a message a
 * person understands in their language, so no action, present or future, can answer such a post
 * with a 500. The action reads the body itself, so it is parsed here from a copy.
 */
export const pageFormOnly = formsOnly((c) => c.req.raw.clone().formData(), {
  type: 'member:api.form_required',
  body: 'member:api.form_unreadable',
});

/**
 * A posted form, at most `maxBytes`, checked by `schema`: `c.req.valid('form')`. An invalid form
 * is a 400 with a message per field, or what `onInvalid` answers (a page that shows the form again).
 */
export const formBody = <S extends v.GenericSchema>(
  schema: S,
  onInvalid?: (c: Context) => Response,
  maxBytes = FORM_BODY_MAX_BYTES,
) =>
  [
    limitBody(maxBytes),
    formOnly,
    sValidator('form', schema, (result, c) => {
      if (result.success) return;
      if (onInvalid) return onInvalid(c);
      throw refusal('invalid_body', result.error);
    }),
  ] as const;

/** The JSON body, at most `maxBytes`, checked by `schema`: `c.req.valid('json')`. */
export const jsonBody = <S extends v.GenericSchema>(schema: S, maxBytes = JSON_BODY_MAX_BYTES) =>
  [
    limitBody(maxBytes),
    jsonOnly,
    sValidator('json', schema, (result) => {
      if (!result.success) throw refusal('invalid_body', result.error);
    }),
  ] as const;

/** The query checked by `schema` (a repeated name arrives as an array): `c.req.valid('query')`. */
export const validQuery = <S extends v.GenericSchema>(schema: S) =>
  sValidator('query', schema, (result) => {
    if (!result.success) throw refusal('invalid_query', result.error);
  });
