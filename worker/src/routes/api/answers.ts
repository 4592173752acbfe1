/**
 * `/api/answers` (decision 0040): the presenter's published answers closest to a question, for the
 * request form's "ask the library first" as the member types (public, from the published snapshot,
 * nothing personal; the form's post asks the same without JavaScript).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { validQuery } from '../../middleware/validate';
import { suggestedAnswers } from '../../services/answers/search-document';

const suggestQuerySchema = v.object({
  presenter: v.pipe(
    v.string('member:errors.invalid'),
    v.trim(),
    v.nonEmpty('member:errors.invalid'),
    v.maxLength(200, 'member:errors.invalid'),
  ),
  q: v.pipe(v.string('member:errors.invalid'), v.trim(), v.maxLength(500, 'member:errors.invalid')),
});

export const answersApi = new Hono<AppEnv>();

answersApi.get('/suggest', validQuery(suggestQuerySchema), async (c) => {
  const { presenter, q } = c.req.valid('query');
  const answers = await suggestedAnswers(c.env.SEARCH_DB, c.env.CONTENT_KV, presenter, q);
  c.header('cache-control', 'private, max-age=60');
  return c.json({ answers });
});
