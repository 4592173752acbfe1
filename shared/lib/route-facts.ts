/**
 * What the Worker knows of the site's pages, read from the route table and each route's `handle`:
 * the one typed export of the server build's entry (`routeFacts`, web/app/entry.server.tsx, made by
 * web/app/lib/route-facts.ts), read by the Worker in worker/src/server-build.ts. The page cache,
 * the early head, the form limits, the page views and the sitemap all ask it; none keeps a list.
 */
import type { Locale } from '../constants/spec';

/** The route that answers an address, as the Worker needs it. */
export interface RouteFact {
  /** The route module's id (`routes/presentation`). */
  id: string;
  /** Its address pattern (`/video-presentations/:id`). */
  pattern: string;
  /** Its handle's `pricedByCountry`: its shared copies are kept per country (issue #26). */
  pricedByCountry: boolean;
  /** Its handle's `formFileMaxBytes`: the file its form may post beyond the usual body limit, 0 when none. */
  formFileMaxBytes: number;
}

/** The head of a page before its data (decision 0029; web/app/lib/early-head.ts). */
export interface EarlyHead {
  /** The document from its doctype to the preloads; the head stays open. */
  html: string;
  /** The same files as a `Link` header. */
  link: string;
  /** The page's stylesheets (for a page that has to end without React's head). */
  styles: string[];
  /** The stylesheets `html` carries as `<style data-href>`: React's document leaves its copies out. */
  inlined?: string[];
}

export interface RouteFacts {
  /** The route of a page that answers `pathname`; null for none and for the not-found route. */
  match(pathname: string): RouteFact | null;
  /** Every stylesheet a route of the build links. */
  sheets: ReadonlySet<string>;
  /**
   * The pages search engines are told of (the sitemap): the public routes (not the account area,
   * not the sign-in screens) whose handle does not say `noindex` or `errorPage`. Those of one
   * address are listed as they are; those with parameters by pattern, for the content to fill.
   */
  listed: { paths: readonly string[]; patterns: readonly string[] };
  /** The early head of `pathname`, or null when the page must wait for its loaders. */
  earlyHead(pathname: string, options: { locale: Locale; lite: boolean }): EarlyHead | null;
  /** The last element of the early head that React's document also has, after which it goes on. */
  earlyHeadEnd: string;
}
