// Lite or full pages (issue #14, decision 0019). Lite pages carry no JavaScript at all: every task
// works through plain links and forms. A visitor's own choice (the `mode` query, kept in a cookie)
// wins; without one, `Save-Data: on` or an effective connection type of 2g or slower means lite.

/** The two ways a page is sent. */
export type SiteMode = 'lite' | 'full';

/** The query parameter of the switch (`?mode=lite`, `?mode=full`), as the language's `lang`. */
export const MODE_QUERY_PARAM = 'mode';
/** The cookie that keeps the visitor's own choice. */
export const MODE_COOKIE = 'site_mode';
export const MODE_COOKIE_MAX_AGE_DAYS = 365;
/** The client hints a lite decision reads: asked for with Accept-CH, named in Vary. */
export const MODE_HINTS = ['Save-Data', 'ECT'] as const;
/** Effective connection types slow enough for lite pages. */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

/** Connections on which a page leads with the cheapest ways in (issue #26): the transcript and the audio. */
const COSTLY_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/**
 * Whether a page should lead with the cheap ways to take in a talk (read, listen) before the video:
 * on lite pages, with Save-Data on, or on a 3g connection or slower (the ECT hint).
 */
export function prefersCheapMedia(input: { mode: SiteMode; saveData?: string | null; ect?: string | null }): boolean {
  return (
    input.mode === 'lite' ||
    input.saveData?.trim().toLowerCase() === 'on' ||
    (input.ect !== undefined && input.ect !== null && COSTLY_CONNECTIONS.has(input.ect.trim().toLowerCase()))
  );
}

/** A browser's connection as the Network Information API describes it (where the browser has it). */
export interface BrowserConnection {
  effectiveType?: string;
  saveData?: boolean;
}

/** In the browser, what the lite hints say on the server: Save-Data, or 2g and slower. */
export function liteConnection(connection: BrowserConnection | undefined): boolean {
  return Boolean(connection?.saveData) || SLOW_CONNECTIONS.has(connection?.effectiveType ?? '');
}

/** In the browser, what prefersCheapMedia reads on the server: Save-Data, or 3g and slower. */
export function costlyConnection(connection: BrowserConnection | undefined): boolean {
  return Boolean(connection?.saveData) || COSTLY_CONNECTIONS.has(connection?.effectiveType ?? '');
}

/** Where the mode came from: the visitor's choice (query or cookie), a client hint, or neither. */
export type ModeSource = 'query' | 'cookie' | 'save-data' | 'ect' | 'default';

export function isSiteMode(value: unknown): value is SiteMode {
  return value === 'lite' || value === 'full';
}

const toMode = (value: string | null | undefined): SiteMode | undefined => {
  const normalised = value?.trim().toLowerCase();
  return isSiteMode(normalised) ? normalised : undefined;
};

/** The mode of a request: the `mode` query, then the cookie, then Save-Data, then ECT, then full. */
export function negotiateMode(input: {
  query?: string | null;
  cookie?: string | null;
  saveData?: string | null;
  ect?: string | null;
}): { mode: SiteMode; source: ModeSource } {
  const fromQuery = toMode(input.query);
  if (fromQuery) return { mode: fromQuery, source: 'query' };
  const fromCookie = toMode(input.cookie);
  if (fromCookie) return { mode: fromCookie, source: 'cookie' };
  if (input.saveData?.trim().toLowerCase() === 'on') return { mode: 'lite', source: 'save-data' };
  if (input.ect && SLOW_CONNECTIONS.has(input.ect.trim().toLowerCase())) return { mode: 'lite', source: 'ect' };
  return { mode: 'full', source: 'default' };
}

/** `pathname + search` of `url` with the mode switched to `mode` (the rest of the query kept). */
export function addressInMode(pathname: string, search: string, mode: SiteMode): string {
  const query = new URLSearchParams(search);
  query.set(MODE_QUERY_PARAM, mode);
  return `${pathname}?${query}`;
}
