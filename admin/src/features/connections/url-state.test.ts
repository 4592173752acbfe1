import { describe, expect, it } from 'vitest';
import {
  apiSearch,
  defaultDelimiter,
  exportHref,
  readTableState,
  sortPatch,
  tableSearchParams,
  toggledStatus,
  withFilters,
  withoutFilters,
} from './url-state';

const read = (view: 'all' | 'pending', search: string) => readTableState(view, new URLSearchParams(search));

describe('table state in the URL', () => {
  it('reads every API parameter, hidden columns and the open request', () => {
    const state = read(
      'all',
      'status=requested,introduced&presenter=p1&from=2025-01-01&to=2025-01-31&q=ann&sort=presenterName&dir=asc&size=20&after=c1&cols=presenterTel,nope,requesterTel&open=r9',
    );
    expect(state.query).toEqual({
      view: 'all',
      status: ['requested', 'introduced'],
      presenter: 'p1',
      from: '2025-01-01',
      to: '2025-01-31',
      q: 'ann',
      sort: 'presenterName',
      dir: 'asc',
      size: 20,
      after: 'c1',
    });
    expect(state.hidden).toEqual(['presenterTel', 'requesterTel']);
    expect(state.open).toBe('r9');
    expect(state.ignored).toEqual([]);
  });

  it('drops only the invalid parameters and says which', () => {
    const state = read('all', 'size=7&sort=presenterTel&q=bob&dir=up');
    expect(state.query).toMatchObject({ size: 50, sort: 'dateRequested', dir: 'desc', q: 'bob' });
    expect([...state.ignored].sort()).toEqual(['dir', 'size', 'sort']);
  });

  it('refuses statuses outside the view and an end date before the start', () => {
    const pending = read('pending', 'status=introduced');
    expect(pending.query.status).toEqual([]);
    expect(pending.ignored).toEqual(['status']);
    const range = read('all', 'from=2025-02-01&to=2025-01-01');
    expect(range.query.from).toBe('2025-02-01');
    expect(range.query.to).toBeUndefined();
    expect(range.ignored).toEqual(['to']);
  });

  it('drops the search when the URL also filters by requester (the API refuses both)', () => {
    const state = read('all', 'requester=u1&q=ann');
    expect(state.query.requester).toBe('u1');
    expect(state.query.q).toBeUndefined();
    expect(state.ignored).toEqual(['q']);
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    expect(tableSearchParams(read('all', '')).toString()).toBe('');
    const state = read('pending', 'q=%C3%A9lo&status=sent&size=100&cols=status&open=x');
    const written = tableSearchParams(state);
    expect(written.toString()).toBe('status=sent&q=%C3%A9lo&size=100&cols=status&open=x');
    expect(readTableState('pending', written)).toEqual(state);
  });

  it('sends the view and the same names to the API, leaving out what is asked', () => {
    const { query } = read('pending', 'q=ann&after=c2&size=20');
    expect(apiSearch(query)).toBe('view=pending&q=ann&size=20&after=c2');
    expect(apiSearch(query, ['after', 'size'])).toBe('view=pending&q=ann');
    expect(exportHref(query, 'semicolon')).toBe(
      '/api/admin/connections/export.csv?view=pending&q=ann&delimiter=semicolon',
    );
  });

  it('goes back to the first page when a filter changes, and clears only filters on reset', () => {
    const state = read('all', 'q=ann&presenter=p1&after=c3&size=20&sort=requesterName&cols=status');
    expect(withFilters(state, { presenter: 'p2' }).query).toMatchObject({
      presenter: 'p2',
      after: undefined,
      q: 'ann',
    });
    const reset = withoutFilters(state);
    expect(reset.query).toMatchObject({ q: undefined, presenter: undefined, after: undefined, size: 20 });
    expect(reset.query.sort).toBe('requesterName');
    expect(reset.hidden).toEqual(['status']);
  });

  it("turns the table's sorting into sort and dir, for sortable columns only", () => {
    expect(sortPatch([{ id: 'presenterName', desc: false }])).toEqual({ sort: 'presenterName', dir: 'asc' });
    expect(sortPatch([{ id: 'lastUpdated', desc: true }])).toEqual({ sort: 'lastUpdated', dir: 'desc' });
    expect(sortPatch([{ id: 'presenterTel', desc: true }])).toBeNull();
    expect(sortPatch([])).toBeNull();
  });

  it('toggles statuses in the view order', () => {
    const { query } = read('all', 'status=declined');
    expect(toggledStatus(query, 'requested')).toEqual(['requested', 'declined']);
    expect(toggledStatus(query, 'withdrawn')).toEqual(['declined', 'withdrawn']);
    expect(toggledStatus(query, 'declined')).toEqual([]);
  });

  it('exports with semicolons for French and commas for English', () => {
    expect(defaultDelimiter('fr')).toBe('semicolon');
    expect(defaultDelimiter('en')).toBe('comma');
  });
});
