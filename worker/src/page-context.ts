/**
 * What the Worker hands to every page's loader and action: React Router's load context. Route
 * modules (web/app/routes) reach the Worker's services only through it, typed by this file.
 */
import type { Locale } from '#shared/constants/spec.ts';
import type { SessionClaims, SessionUser } from '#shared/schemas/member.ts';
import type { FirebasePublicConfig } from '#shared/schemas/firebase-config.ts';
import type { ContentReader } from './services/content/client';
import type { Bindings, Settings } from './env';

export interface PageServices {
  locale: Locale;
  /** The visitor's country for the cost of data: a code of the price table, or null (issue #26). */
  country: string | null;
  user: SessionUser | null;
  /** The claims of the session cookie (null for a visitor), to end it at sign-out. */
  session: SessionClaims | null;
  /** The content the reader is shown: in fr only what has a French version (spec §1). */
  content: ContentReader;
  /** All the content, whatever the language (a detail page in fr that has no French, counts). */
  allContent: ContentReader;
  /** The Worker's settings (e.g. whether a captcha is configured). */
  settings: Settings;
  /** The Worker's bindings (KV, R2, assets). */
  env: Bindings;
  /** Public Firebase web configuration (for the auth and account pages). */
  firebase: FirebasePublicConfig;
  /** The site's public origin (SITE_URL), for share links and absolute addresses. */
  origin: string;
  /** Logs a failure that the page survives. */
  onError: (error: unknown) => void;
  /** Keeps work going after the response (ctx.waitUntil). */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** The client's address (CF-Connecting-IP), for rate limits. */
  clientIp: string;
}

/** How this response is rendered (see entry.server, decisions 0019 and 0033). */
export interface PageRender {
  /** Lite pages: no prefetch, no image variants, no player preview (decision 0019). */
  lite: boolean;
  /** Lead with reading and listening before the video (lite, Save-Data, 3g or slower; issue #26). */
  cheapFirst: boolean;
}

export interface PageContext {
  services: PageServices;
  render: PageRender;
}
