/**
 * `/api/admin/profiles`: the facilitation team's review of presenter profiles (decision 0018,
 * docs/dev/admin-api.md "Presenter profiles"). Admins only, personal answers (no-store).
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import {
  profileDecisionSchema,
  profileListQuerySchema,
  type AdminProfileAnswer,
} from '#shared/schemas/profile-review.ts';
import { adminGuard, memberOf } from '../../middleware/guard';
import { jsonBody, validQuery } from '../../middleware/validate';
import { noStore } from './session';
import { firestoreFor } from '../../services/members/from-settings';
import { decideProfile, listProfiles, readProfileForTeam } from '../../services/presenters/profile-review';
import { createContentClient } from '../../services/content/factory';

/** A decision with a 1,000-character note, in any UTF-8 and JSON escaping. */
const BODY_LIMIT = 16 * 1024;

const db = (c: Context<AppEnv>) => firestoreFor(c.get('settings'), c.env);

/**
 * `profile` with the titles of its categories from the content service, for the console to show
 * names in its own language (none when the content cannot be read: the console shows the ids).
 */
async function withCategories(c: Context<AppEnv>, profile: AdminProfileAnswer['profile']) {
  const warn = (error: unknown) =>
    console.warn('admin profiles: content:', error instanceof Error ? error.message : error);
  const content = createContentClient(c.get('settings'), c.env, warn, (promise) => c.executionCtx.waitUntil(promise));
  const ids = new Set([...profile.saved.categoryIds, ...(profile.published?.categoryIds ?? [])]);
  const categories = await content.list('categories').catch((error: unknown) => {
    warn(error);
    return [];
  });
  const answer: AdminProfileAnswer = {
    profile: {
      ...profile,
      categories: categories.filter((category) => ids.has(category.id)).map(({ id, title }) => ({ id, title })),
    },
  };
  return c.json(answer);
}

export const adminProfilesApi = new Hono<AppEnv>();
adminProfilesApi.use('*', noStore, adminGuard);

adminProfilesApi.get('/', validQuery(profileListQuerySchema), async (c) =>
  c.json(await listProfiles(db(c), c.req.valid('query').state)),
);

adminProfilesApi.get('/:uid', async (c) => withCategories(c, await readProfileForTeam(db(c), c.req.param('uid'))));

adminProfilesApi.post('/:uid/decision', ...jsonBody(profileDecisionSchema, BODY_LIMIT), async (c) => {
  const user = memberOf(c);
  const profile = await decideProfile(db(c), c.env.CONTENT_KV, c.req.param('uid'), c.req.valid('json'), {
    uid: user.uid,
    name: user.name || user.email,
  });
  return withCategories(c, profile);
});
