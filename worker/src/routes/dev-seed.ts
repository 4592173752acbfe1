/**
 * `POST /dev/seed/answers` (decision 0040): the local stack's sample answers (dev/seed.ts posts
 * dev/content-service/sample-answers.ts with the recordings as files), stored as the Worker stores
 * a presenter's answer (the recording checked from its bytes, into R2) and approved, then the
 * published snapshot rebuilt. Idempotent: a sample is keyed by its slug. A sample may instead be
 * left waiting for review (`status: 'pending'`, with the presenter's address and language for the
 * decision mails): the console's browser tests make their queue this way. Answers with the ids
 * stored. Exists ONLY in emulator mode (FIREBASE_AUTH_EMULATOR_HOST set); everywhere else it
 * answers 404.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import type { AppEnv } from '../context';
import { firestoreFor } from '../services/members/from-settings';
import { answerDocPath } from '../services/answers/model';
import { checkRecording, isGivenFile, storeRecording } from '../services/answers/recording';
import { rebuildPublishedAnswers } from '../services/answers/published';

const sampleSchema = v.array(
  v.object({
    slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/)),
    presenterId: v.string(),
    presenterName: v.string(),
    talkId: v.string(),
    moment: v.nullable(v.number()),
    question: v.string(),
    questionLanguage: v.picklist(['en', 'fr']),
    askerName: v.string(),
    text: v.string(),
    language: v.picklist(['en', 'fr']),
    recorded: v.boolean(),
    status: v.optional(v.picklist(['approved', 'pending']), 'approved'),
    presenterEmail: v.optional(v.string(), ''),
    presenterLocale: v.optional(v.picklist(['en', 'fr'])),
  }),
);

/** The answer id of a sample: 24 hex characters from its slug, so seeding again replaces it. */
async function sampleId(slug: string): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`sample-answer:${slug}`));
  return [...new Uint8Array(hash).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const devSeed = new Hono<AppEnv>();

devSeed.post('/dev/seed/answers', async (c) => {
  if (!c.get('settings').FIREBASE_AUTH_EMULATOR_HOST) throw new HTTPException(404);
  const form = await c.req.formData();
  const samples = v.parse(sampleSchema, JSON.parse(String(form.get('answers') ?? '[]')));
  const db = firestoreFor(c.get('settings'), c.env);
  const day = 24 * 3600_000;
  const ids: string[] = [];
  for (const [index, sample] of samples.entries()) {
    const id = await sampleId(sample.slug);
    const file = form.get(sample.slug);
    const recording =
      sample.recorded && isGivenFile(file) ? await storeRecording(c.env.MEDIA, id, await checkRecording(file)) : null;
    const at = new Date(Date.now() - (index + 1) * 3 * day);
    const approved = sample.status === 'approved';
    ids.push(id);
    await db.set(answerDocPath(id), {
      connectionId: '',
      presenterId: sample.presenterId,
      presenterName: sample.presenterName,
      presenterUid: '',
      presenterEmail: sample.presenterEmail,
      presenterLocale: sample.presenterLocale ?? sample.language,
      requesterUid: 'sample-member',
      publishAs: sample.askerName ? 'firstName' : 'anonymous',
      askerFirstName: sample.askerName,
      question: sample.question,
      questionLanguage: sample.questionLanguage,
      text: sample.text,
      language: sample.language,
      recording,
      talkId: sample.talkId,
      moment: sample.moment,
      status: sample.status,
      helpful: approved ? samples.length - index : 0,
      reports: 0,
      createdAt: at,
      updatedAt: at,
      approvedAt: approved ? at : null,
      history: [
        { at: at.toISOString(), role: 'presenter', byName: sample.presenterName, action: 'created', note: '' },
        ...(approved
          ? [{ at: at.toISOString(), role: 'team', byName: 'Demo Admin', action: 'approved', note: '' }]
          : []),
      ],
    });
  }
  const snapshot = await rebuildPublishedAnswers(db, c.env.CONTENT_KV);
  return c.json({ published: snapshot.items.length, ids });
});
