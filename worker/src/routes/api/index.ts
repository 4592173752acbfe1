/** The member JSON APIs under /api, and /media (see docs/dev/member-api.md). */
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { sessionApi } from './session';
import { usersApi } from './users';
import { meApi } from './me';
import { listsApi } from './lists';
import { progressApi } from './progress';
import { pageViewsApi } from './page-views';
import { rungChoicesApi } from './rung-choices';
import { presenterProfileApi } from './presenter-profile';
import { mediaApi } from './media';
import { connectionsApi } from './connections';
import { introductionsApi } from './introductions';
import { adminApi } from './admin';
import { adminProfilesApi } from './admin-profiles';
import { answersApi } from './answers';
import { adminAnswersApi } from './admin-answers';
import { ApiError } from '../../services/api-error';

export const api = new Hono<AppEnv>()
  .route('/api/session', sessionApi)
  .route('/api/users', usersApi)
  .route('/api/me', meApi)
  .route('/api', listsApi)
  .route('/api/progress', progressApi)
  .route('/api/page-views', pageViewsApi)
  .route('/api/rung-choices', rungChoicesApi)
  .route('/api/presenter-profile', presenterProfileApi)
  .route('/api/connections', connectionsApi)
  .route('/api/introductions', introductionsApi)
  .route('/api/answers', answersApi)
  .route('/api/admin/profiles', adminProfilesApi)
  .route('/api/admin/answers', adminAnswersApi)
  .route('/api/admin', adminApi)
  .route('/media', mediaApi)
  // An address under /api that names no route is the API's 404, not a page.
  .all('/api/*', () => {
    throw new ApiError(404, 'not_found');
  });
