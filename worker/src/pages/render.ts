/**
 * The handler's one call: React Router's request handler (worker/src/server-build.ts), with the
 * Worker's services, this response's CSP nonce and the rendering mode in its load context
 * (page-context.ts), and a note of what content the render read and whether a part of it failed
 * (the page cache keeps only whole pages, and checks the parts before serving a copy).
 */
import type { Context } from 'hono';
import { pageServices } from '../page-services';
import { handleRequest } from '../server-build';
import { ReadParts } from '../services/page-cache/page-cache';
import type { PageEnv } from './page-env';

/** A page made by React Router, what it read and whether a part of it failed. */
export interface Rendered {
  response: Response;
  parts: ReadParts;
  failed: () => boolean;
}

/** A tab, line feed or carriage return, percent-encoded in a path. */
const ENCODED_CONTROL = /%(09|0a|0d)/i;

/**
 * `request` with the tabs and line breaks of its path made spaces. React Router decodes the path
 * and makes addresses of it, and URL parsing drops those characters: `/%09/%2F` became `//`, no
 * address at all (a 500), and `/%09/%2Fexample.org` another host. No page has them in its address.
 */
export function withoutControlCharacters(request: Request): Request {
  const url = new URL(request.url);
  if (!ENCODED_CONTROL.test(url.pathname)) return request;
  url.pathname = url.pathname.replace(new RegExp(ENCODED_CONTROL, 'gi'), '%20');
  return new Request(url, request);
}

/** Renders `request` (the visitor's, or the page cache's own refresh) as page `c` is made. */
export async function renderPage(c: Context<PageEnv>, visitor: Request): Promise<Rendered> {
  const request = withoutControlCharacters(visitor);
  let failed = false;
  const parts = new ReadParts();
  const observer = {
    failed: () => {
      failed = true;
    },
    read: parts.add,
  };
  const response = await handleRequest(request, {
    services: pageServices(c, observer),
    render: c.get('page').render,
  });
  return { response, parts, failed: () => failed };
}

/** This visitor's render, its answer noted for the page views (count-views.ts). */
export function visitorRender(c: Context<PageEnv>) {
  return (request: Request) => {
    const rendered = renderPage(c, request);
    c.set(
      'answer',
      rendered.then(({ response }) => response),
    );
    return rendered;
  };
}

/** A warning that names what did not happen, for the work done beside an answer. */
export const warn = (what: string) => (error: unknown) =>
  console.warn(`${what}:`, error instanceof Error ? error.message : error);
