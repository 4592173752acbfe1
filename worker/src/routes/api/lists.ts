/**
 * API routes: the watchlist (presentations) and readlist (articles), mounted at /api (see
 * docs/dev/member-api.md).
 * - `GET /api/{list}`: `{ items }` joined with the content, newest first.
 * - `PUT /api/{list}/:id`: idempotent add (204); 404 when the content has no such item.
 * - `DELETE /api/{list}/:id`: idempotent remove (204, also when absent).
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { createContentClient } from '../../services/content/factory';
import { ApiError } from '../../services/api-error';
import { addItem, listItems, removeItem, type ListKind } from '../../services/members/lists';
import { firestoreFor } from '../../services/members/from-settings';
import { guard, memberOf } from '../../middleware/guard';
import { noStore } from './session';

const NOT_FOUND = { watchlist: 'presentation_not_found', readlist: 'article_not_found' } as const;

function contentFor(c: Context<AppEnv>) {
  return createContentClient(
    c.get('settings'),
    c.env,
    (error) => console.warn('lists: contained content failure:', error instanceof Error ? error.message : error),
    (promise) => c.executionCtx.waitUntil(promise),
  );
}

/** GET, PUT and DELETE of one list. */
function listRoutes(kind: ListKind) {
  return new Hono<AppEnv>()
    .use('*', noStore, guard())
    .get('/', async (c) => {
      const user = memberOf(c);
      const items = await listItems(
        firestoreFor(c.get('settings'), c.env),
        contentFor(c),
        user.uid,
        kind,
        c.get('locale'),
      );
      return c.json({ items }, 200);
    })
    .put('/:id', async (c) => {
      const user = memberOf(c);
      const outcome = await addItem(
        firestoreFor(c.get('settings'), c.env),
        contentFor(c),
        user.uid,
        kind,
        c.req.param('id'),
      );
      if (outcome === 'not_found') throw new ApiError(404, NOT_FOUND[kind]);
      return c.body(null, 204);
    })
    .delete('/:id', async (c) => {
      const user = memberOf(c);
      await removeItem(firestoreFor(c.get('settings'), c.env), user.uid, kind, c.req.param('id'));
      return c.body(null, 204);
    });
}

export const listsApi = new Hono<AppEnv>()
  .route('/watchlist', listRoutes('watchlist'))
  .route('/readlist', listRoutes('readlist'));
