/** Business constants of the product specification (§9), in one table. */

export const LOCALES = ['en', 'fr', 'combined'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const LANGUAGE_RELOAD_DELAY_MS = 50;
export const CONTROLLED_LANGUAGE_SWITCH_KEY = 'controlled-language-switch';
export const LAYOUT_ERROR_KEY = 'layout-error';
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export const PAGE_SIZE = 20;
export const DEFAULT_PAGE = 1;
export const ALL_SIZE = 200;

export const SITE_NAME = 'Conservation Tutorials Africa';
export const THEME_COLOR = '#9AB27C';

export const PROGRESS_BAR = { throttleMs: 200, durationMs: 5000, heightPx: 2, minDisplayMs: 200 } as const;
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;
export const CHAT_DIALOG_DELAY_MS = 4000;
export const CHAT_AVAILABILITY = 'Mon-Fri 8:30-17:00';
/** The same hours, to be written in the reader's language (`formatClock`). */
export const TEAM_HOURS = { opens: { hours: 8, minutes: 30 }, closes: { hours: 17, minutes: 0 } } as const;

export const BREAKPOINTS = { sm: 600, md: 960, lg: 1264, xl: 1904, custom: 1440 } as const;

export const PROFILE_IMAGE = {
  maxBytes: 800 * 1024,
  width: 515,
  height: 286,
  types: ['image/jpeg', 'image/png'],
} as const;

/** Sort options of every listing (spec §3), ids 1 to 4. */
export const SORT_OPTIONS = [
  { id: 1, key: 'titleAsc' },
  { id: 2, key: 'titleDesc' },
  { id: 3, key: 'dateDesc' },
  { id: 4, key: 'dateAsc' },
] as const;
export type SortId = (typeof SORT_OPTIONS)[number]['id'];
