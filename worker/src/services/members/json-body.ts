/**
 * Reads a member API request's JSON body: JSON only (415), at most 16 KB whatever the
 * Content-Length claims (413, read no further), valid UTF-8 JSON (400 invalid_json) that matches
 * the payload's schema (400 invalid_body with a message key per field).
 */
import * as v from 'valibot';
import { fieldErrors, MEMBER_BODY_MAX_BYTES } from '../../../../shared/schemas/member';
import { MemberApiError } from './api-errors';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** The bytes of a body, refusing (413) as soon as it passes `maxBytes`. */
async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    throw new MemberApiError(413, 'body_too_large');
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new MemberApiError(413, 'body_too_large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The request's JSON body checked against `schema`; throws a MemberApiError when it is not acceptable. */
export async function readJsonBody<S extends v.GenericSchema>(
  request: Request,
  schema: S,
  maxBytes: number = MEMBER_BODY_MAX_BYTES,
): Promise<v.InferOutput<S>> {
  if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) {
    await request.body?.cancel().catch(() => undefined);
    throw new MemberApiError(415, 'unsupported_media_type');
  }
  const bytes = await readLimited(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes));
  } catch {
    throw new MemberApiError(400, 'invalid_json');
  }
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw new MemberApiError(400, 'invalid_body', { fields: fieldErrors(parsed.issues) });
  return parsed.output;
}
