/**
 * What the middlewares of a page request (routes/pages.ts) hand each other, beside the app's own
 * variables (context.ts): set on the way in, read further in or on the way out.
 */
import type { AppEnv, AppVariables } from '../context';
import type { PageRender } from '../page-context';
import type { PageCacheState } from '../services/page-cache/page-cache';
import type { Rendered } from './render';

export interface PageVariables extends AppVariables {
  /** What this page is made for (page-shape.ts). */
  page: {
    url: URL;
    render: PageRender;
    /** Its route's `handle.pricedByCountry` (issue #26): made per country and connection. */
    priced: boolean;
  };
  /** Renders the page for this visitor (render.ts); the page cache wraps it to keep a copy. */
  renderPage: (request: Request) => Promise<Rendered>;
  /** The page's own answer, a render's or a kept copy's: what count-views.ts counts. */
  answer?: Promise<Response>;
  /** What the page cache did (its header, page-headers.ts): `bypass` until it says otherwise. */
  pageCache: PageCacheState;
}

export interface PageEnv {
  Bindings: AppEnv['Bindings'];
  Variables: PageVariables;
}
