/** Per-request values the middleware sets and routes read (Hono context variables). */
import type { Locale } from '#shared/constants/spec.ts';
import type { SiteMode } from '#shared/lib/render-mode.ts';
import type { Bindings, Settings } from './env';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { SessionClaims, SessionUser } from '#shared/schemas/member.ts';

export interface AppVariables extends SecureHeadersVariables {
  settings: Settings;
  locale: Locale;
  /** Lite (no JavaScript) or full pages (middleware/mode.ts). */
  mode: SiteMode;
  /** The visitor's country for the cost of data: a code of the price table, or null (middleware/country.ts). */
  country: string | null;
  user: SessionUser | null;
  /** The claims of the session the user came from (null for a visitor). */
  session: SessionClaims | null;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: AppVariables;
}
