/**
 * `/api/answers` (decision 0040): the presenter's published answers closest to a question, for the
 * request form's "ask the library first" as the member types (public, from the published snapshot,
 * nothing personal; the form's post asks the same without JavaScript).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../../context';
import { SUGGESTIONS_MAX } from '#shared/constants/answers.ts';
import { answerPath } from '#shared/schemas/answers.ts';
import { validQuery } from '../../middleware/validate';
import { readPublishedAnswers } from '../../services/answers/published';
import { closestAnswers } from '../../services/answers/search-document';

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
  const snapshot = await readPublishedAnswers(c.env.CONTENT_KV);
  const answers = (await closestAnswers(c.env.SEARCH_DB, snapshot, presenter, q, SUGGESTIONS_MAX)).map((item) => ({
    id: item.id,
    url: answerPath(item.id),
    question: item.question,
    excerpt: item.text.length > 200 ? `${item.text.slice(0, 200)}…` : item.text,
  }));
  c.header('cache-control', 'private, max-age=60');
  return c.json({ answers });
});
