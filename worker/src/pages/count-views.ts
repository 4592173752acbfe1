/**
 * Page views (services/analytics, decision 0016): the page's own answer (a render's, or a kept
 * copy's; for a page sent head first, the render that follows) is counted beside the answer, once it
 * is known. Counting never delays or fails a page.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { pageViewOf } from '../services/analytics/page-views';
import { recordPageView } from '../services/analytics/record';
import { routeFacts } from '../server-build';
import type { PageEnv } from './page-env';

/** Counts the answered request when it is a page view; never throws. */
async function countPageView(c: Context<PageEnv>, response: Response): Promise<void> {
  try {
    const settings = c.get('settings');
    const facts = await routeFacts();
    const view = pageViewOf(
      {
        method: c.req.method,
        url: c.get('page').url,
        headers: c.req.raw.headers,
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        locale: c.get('locale'),
        siteUrl: settings.SITE_URL,
      },
      facts.match,
    );
    if (view) await recordPageView(c.env, view, settings.LOCAL_PAGE_VIEWS_COPY === 'on');
  } catch (error) {
    console.warn('page view not counted:', error instanceof Error ? error.message : error);
  }
}

export const countViews: MiddlewareHandler<PageEnv> = async (c, next) => {
  await next();
  const answer = c.get('answer');
  // A page that could not be made is no page view.
  if (answer)
    c.executionCtx.waitUntil(
      answer.then(
        (response) => countPageView(c, response),
        () => undefined,
      ),
    );
};
