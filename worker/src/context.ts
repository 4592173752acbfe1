/** Per-request values the middleware sets and routes read (Hono context variables). */
import type { Locale } from '../../shared/constants/spec';
import type { Bindings, Settings } from './env';
import type { SessionUser } from '../../web/src/lib/loader-types';

export interface AppVariables {
  settings: Settings;
  locale: Locale;
  user: SessionUser | null;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: AppVariables;
}
