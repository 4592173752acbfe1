/**
 * What a page is made for (issues #25, #26): its language and mode (the app's middleware), lite or
 * not, whether it leads with the cheap ways in (Save-Data, slow connections), and whether its route
 * prices data in the visitor's money (`handle.pricedByCountry`): such a page is made, kept and
 * served per country and connection. Set first, for the middlewares after it and the render.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { prefersCheapMedia } from '#shared/lib/render-mode.ts';
import type { PageRender } from '../page-context';
import { routeFacts } from '../server-build';
import type { PageEnv } from './page-env';
import { visitorRender } from './render';

/** How this request is rendered (every page is whole, issue #25): lite or not. */
function renderOf(c: Context<PageEnv>): PageRender {
  return {
    lite: c.get('mode') === 'lite',
    cheapFirst: prefersCheapMedia({
      mode: c.get('mode'),
      saveData: c.req.header('save-data'),
      ect: c.req.header('ect'),
    }),
  };
}

/** Whether the page at `pathname` shows what data costs in the visitor's money (its route's handle). */
export async function pricedByCountry(pathname: string): Promise<boolean> {
  return (await routeFacts()).match(pathname)?.pricedByCountry === true;
}

export const pageShape: MiddlewareHandler<PageEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  c.set('page', { url, render: renderOf(c), priced: await pricedByCountry(url.pathname) });
  c.set('renderPage', visitorRender(c));
  c.set('pageCache', 'bypass');
  await next();
};
