/**
 * The connection views' table state in the address bar, with exactly the API's parameter names
 * (so the console passes them through): filters, sort, page size and page cursor, plus `cols`
 * (hidden columns) and `open` (the request in the detail panel). Bad values are dropped one by one
 * and reported, so a mistyped link still opens the view with everything else it says.
 */
import * as v from 'valibot';
import {
  ADMIN_COLUMNS,
  ADMIN_SORT_FIELDS,
  ADMIN_VIEW_STATUSES,
  adminConnectionQuerySchema,
  type AdminColumn,
  type AdminConnectionQuery,
  type AdminView,
  type ExportDelimiter,
} from '#shared/schemas/admin.ts';
import type { ConnectionStatus } from '#shared/schemas/connections.ts';

/** The API's query parameters a view keeps in its URL (the view itself is the path). */
export const QUERY_PARAMS = [
  'status',
  'presenter',
  'requester',
  'assignee',
  'from',
  'to',
  'q',
  'sort',
  'dir',
  'size',
  'after',
] as const;
export type QueryParam = (typeof QUERY_PARAMS)[number];

export interface TableState {
  query: AdminConnectionQuery;
  hidden: AdminColumn[];
  open: string | undefined;
  /** Parameters of the URL that were not valid and are ignored. */
  ignored: QueryParam[];
}

export const defaultQuery = (view: AdminView): AdminConnectionQuery => v.parse(adminConnectionQuerySchema, { view });
const DEFAULTS = defaultQuery('all');

function readHidden(value: string | null): AdminColumn[] {
  const named = new Set((value ?? '').split(',').map((item) => item.trim()));
  return ADMIN_COLUMNS.filter((column) => named.has(column));
}

const isQueryParam = (key: string | undefined): key is QueryParam =>
  key !== undefined && (QUERY_PARAMS as readonly string[]).includes(key);

/** The table state of `view` from the URL's search parameters. */
export function readTableState(view: AdminView, params: URLSearchParams): TableState {
  const input: Record<string, string> = { view };
  for (const key of QUERY_PARAMS) {
    const value = params.get(key);
    if (value !== null) input[key] = value;
  }
  const ignored: QueryParam[] = [];
  let query = defaultQuery(view);
  // Each round drops the parameters the schema refused; cross-field checks can refuse a second one.
  for (let round = 0; round <= QUERY_PARAMS.length; round += 1) {
    const result = v.safeParse(adminConnectionQuerySchema, input);
    if (result.success) {
      query = result.output;
      break;
    }
    const refused = result.issues.map((issue) => v.getDotPath(issue)?.split('.')[0]).filter(isQueryParam);
    if (refused.length === 0) break;
    for (const key of refused) {
      delete input[key];
      if (!ignored.includes(key)) ignored.push(key);
    }
  }
  return { query, hidden: readHidden(params.get('cols')), open: params.get('open')?.trim() || undefined, ignored };
}

/** The query's parameters that differ from the defaults, in a fixed order. */
function queryEntries(query: AdminConnectionQuery, omit: readonly QueryParam[]): [string, string][] {
  const values: Record<QueryParam, string | undefined> = {
    status: query.status.length > 0 ? query.status.join(',') : undefined,
    presenter: query.presenter,
    requester: query.requester,
    assignee: query.assignee,
    from: query.from,
    to: query.to,
    q: query.q,
    sort: query.sort === DEFAULTS.sort ? undefined : query.sort,
    dir: query.dir === DEFAULTS.dir ? undefined : query.dir,
    size: query.size === DEFAULTS.size ? undefined : String(query.size),
    after: query.after,
  };
  return QUERY_PARAMS.flatMap((key) => {
    const value = values[key];
    return value === undefined || omit.includes(key) ? [] : [[key, value] as [string, string]];
  });
}

/** The API's query string for `query` (with `view`), without the parameters in `omit`. */
export function apiSearch(query: AdminConnectionQuery, omit: readonly QueryParam[] = []): string {
  return new URLSearchParams([['view', query.view], ...queryEntries(query, omit)]).toString();
}

/** The URL's search parameters for a table state (the view is the path). */
export function tableSearchParams(state: Pick<TableState, 'query' | 'hidden' | 'open'>): URLSearchParams {
  const params = new URLSearchParams(queryEntries(state.query, []));
  if (state.hidden.length > 0) params.set('cols', state.hidden.join(','));
  if (state.open) params.set('open', state.open);
  return params;
}

export type FilterPatch = Partial<
  Pick<AdminConnectionQuery, 'status' | 'presenter' | 'requester' | 'from' | 'to' | 'q' | 'sort' | 'dir' | 'size'>
>;

/** The state after a change of filters, sort or page size: back to the first page. */
export function withFilters(state: TableState, patch: FilterPatch): TableState {
  return { ...state, query: { ...state.query, ...patch, after: undefined } };
}

/** Every filter cleared; sort, page size and columns stay as they are. */
export function withoutFilters(state: TableState): TableState {
  return withFilters(state, {
    status: [],
    presenter: undefined,
    requester: undefined,
    from: undefined,
    to: undefined,
    q: undefined,
  });
}

export const hasFilters = (query: AdminConnectionQuery) =>
  query.status.length > 0 || Boolean(query.presenter || query.requester || query.from || query.to || query.q);

/**
 * The sort TanStack Table asks for (a header was clicked) as URL parameters; null when it names
 * no column the API sorts by. Single-column sorting only, never "unsorted".
 */
export function sortPatch(sorting: readonly { id: string; desc: boolean }[]): FilterPatch | null {
  const [first] = sorting;
  const column = ADMIN_SORT_FIELDS.find((field) => field === first?.id);
  return first && column ? { sort: column, dir: first.desc ? 'desc' : 'asc' } : null;
}

/** The status filter with `status` toggled, in the view's order. */
export function toggledStatus(query: AdminConnectionQuery, status: ConnectionStatus): ConnectionStatus[] {
  const chosen = query.status.includes(status)
    ? query.status.filter((item) => item !== status)
    : [...query.status, status];
  return ADMIN_VIEW_STATUSES[query.view].filter((item) => chosen.includes(item));
}

/** The CSV export of the filtered view (every page, so no cursor or page size). */
export function exportHref(query: AdminConnectionQuery, delimiter: ExportDelimiter): string {
  return `/api/admin/connections/export.csv?${apiSearch(query, ['after', 'size'])}&delimiter=${delimiter}`;
}

/** The separator a spreadsheet of that language expects: French Excel reads `;`. */
export const defaultDelimiter = (language: 'en' | 'fr'): ExportDelimiter => (language === 'fr' ? 'semicolon' : 'comma');
