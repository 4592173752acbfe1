/**
 * The type of React Router's load context: what the Worker (worker/src/routes/pages.ts) hands to
 * every loader and action. Type only: no Worker code reaches a browser bundle.
 */
import type { PageContext } from '#worker/src/page-context.ts';

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageContext {}
}
