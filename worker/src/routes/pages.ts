/**
 * Every page of the site, read or posted: React Router's request handler (web/app, framework mode)
 * as the last route, as in its Cloudflare template, with the Worker's middlewares around it. In
 * the order a request passes them (each file says why it is there):
 *
 *   page-methods.ts  GET, HEAD and POST to an address a page has; a post only as a form, within limits
 *   page-shape.ts    what the page is made for: language, mode, connection, country when it is priced
 *   page-headers.ts  on the way out: caching, hints and prefetch headers; the first visit's CSS
 *   count-views.ts   beside the answer: the page view
 *   page-cache.ts    signed-out visitors' shared copies, one render per page at a time
 *   head-first.ts    the head before the data when the loaders are slow
 *   render.ts        the handler's call: React Router with the Worker's services in its load context
 *
 * Route data for client navigations (`*.data`) takes the same path.
 */
import { Hono } from 'hono';
import { pageFormOnly } from '../middleware/validate';
import { countViews } from '../pages/count-views';
import { headFirst } from '../pages/head-first';
import { pageCache } from '../pages/page-cache';
import type { PageEnv } from '../pages/page-env';
import { pageHeaders } from '../pages/page-headers';
import { formLimit, pageMethods } from '../pages/page-methods';
import { pageShape } from '../pages/page-shape';

export const pages = new Hono<PageEnv>()
  .use('*', pageMethods)
  .post('*', formLimit, pageFormOnly)
  .use('*', pageShape)
  .use('*', pageHeaders)
  .use('*', countViews)
  .use('*', pageCache)
  .use('*', headFirst)
  .all('*', async (c) => (await c.get('renderPage')(c.req.raw)).response);
