/**
 * What reaches React Router: pages are read (GET, HEAD) and forms posted (POST) to an address a
 * page has. Anything else is refused here, body unread (issue #31): 404 where no page is, 405 (204
 * to OPTIONS) for another method. A form post is read within the usual limit plus the file its
 * route's form may carry (`handle.formFileMaxBytes`, issue #25), and only as a form (415, 400;
 * issue #23.3), whatever the route's action would do with it.
 */
import type { MiddlewareHandler } from 'hono';
import { FORM_BODY_MAX_BYTES, limitBody } from '../middleware/validate';
import { ApiError } from '../services/api-error';
import { routeFacts } from '../server-build';

const PAGE_METHODS = ['GET', 'HEAD', 'POST'];

/**
 * Whether a route other than the 404's answers `pathname` (a route's data address, `….data` or
 * `…/_.data` with v8_trailingSlashAwareDataRequests, is its page's).
 */
async function isPageAddress(pathname: string): Promise<boolean> {
  const page = pathname.endsWith('/_.data') ? pathname.slice(0, -'_.data'.length) : pathname.replace(/\.data$/, '');
  return (await routeFacts()).match(page) !== null;
}

export const pageMethods: MiddlewareHandler = async (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD') return next();
  if (!(await isPageAddress(c.req.path))) throw new ApiError(404, 'not_found');
  if (!PAGE_METHODS.includes(method)) {
    c.header('allow', PAGE_METHODS.join(', '));
    if (method === 'OPTIONS') return c.body(null, 204);
    throw new ApiError(405, 'method_not_allowed');
  }
  await next();
};

/** One body limit per size (a handful: the usual one, and each file size a route's form takes). */
const limits = new Map<number, MiddlewareHandler>();

/** The body limit of a form post to this address: the usual one, plus the file its route's form may carry. */
export const formLimit: MiddlewareHandler = async (c, next) => {
  const bytes = FORM_BODY_MAX_BYTES + ((await routeFacts()).match(c.req.path)?.formFileMaxBytes ?? 0);
  let limit = limits.get(bytes);
  if (!limit) {
    limit = limitBody(bytes);
    limits.set(bytes, limit);
  }
  return limit(c, next);
};
