/**
 * The page layer as the Worker sees it: React Router's server build (web/app), its request
 * handler, and the one typed export of its entry the Worker reads (`routeFacts`: each page's
 * route and handle, the sitemap's pages, the early head; shared/lib/route-facts.ts). Nothing else
 * in the Worker walks the build.
 */
import { createRequestHandler } from 'react-router';
import type { RouteFacts } from '#shared/lib/route-facts.ts';

const loadBuild = () => import('virtual:react-router/server-build');

/** React Router's request handler, as in its Cloudflare template (workers/app.ts). */
export const handleRequest = createRequestHandler(loadBuild, import.meta.env.MODE);

/** What the server build's entry exports for the Worker (web/app/entry.server.tsx). */
interface WorkerEntry {
  routeFacts(build: Awaited<ReturnType<typeof loadBuild>>): RouteFacts;
}

/** The route facts of the server build (made once per build by the entry). */
export async function routeFacts(): Promise<RouteFacts> {
  const build = await loadBuild();
  const entry = build.entry.module as unknown as Partial<WorkerEntry>;
  if (typeof entry.routeFacts !== 'function') throw new Error('the server build exports no routeFacts');
  return entry.routeFacts(build);
}

/** The build's version (its assets manifest's): a kept page is kept per build. */
export async function buildVersion(): Promise<string> {
  return (await loadBuild()).assets.version;
}
