// The route facts the Worker reads of the server build (shared/lib/route-facts.ts): matching as
// React Router does, each route's handle, and the pages the sitemap lists.
import { describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { routeFacts } from './route-facts';
import { matchedIds, routeTree } from './route-table';

const route = (id: string, parentId: string | undefined, extra: object = {}, handle?: object) => ({
  id,
  parentId,
  module: { default: () => null, ...(handle ? { handle } : {}) },
  ...extra,
});

const routes = {
  root: route('root', undefined, { path: '' }),
  layout: route('layout', 'root'),
  home: route('home', 'layout', { index: true }, { titleKey: 'home' }),
  item: route('item', 'layout', { path: 'items/:id' }, { titleKey: 'item' }),
  costs: route('costs', 'layout', { path: 'costs' }, { titleKey: 'costs', pricedByCountry: true }),
  upload: route('upload', 'layout', { path: 'upload' }, { titleKey: 'upload', formFileMaxBytes: 1000 }),
  offline: route('offline', 'layout', { path: 'offline' }, { titleKey: 'offline', noindex: true }),
  missing: route('missing', 'layout', { path: '*' }, { titleKey: 'missing', errorPage: true }),
  protected: route('protected', 'layout'),
  account: route('account', 'protected', { path: 'account' }, { titleKey: 'account' }),
  guest: route('guest', 'root'),
  login: route('login', 'guest', { path: 'login' }, { titleKey: 'login' }),
} as unknown as ServerBuild['routes'];
const build = { routes, assets: { routes: { home: { css: ['/a.css'] }, item: { css: ['/a.css', '/b.css'] } } } };
const facts = routeFacts(build as unknown as Pick<ServerBuild, 'assets' | 'routes'>);

describe('route facts', () => {
  it('names the route of an address by its pattern, never the catch-all', () => {
    expect(facts.match('/')).toMatchObject({ id: 'home', pattern: '/' });
    expect(facts.match('/items/42')).toMatchObject({ id: 'item', pattern: '/items/:id' });
    expect(facts.match('/nothing/here')).toBeNull();
    expect(matchedIds(routes, '/nothing/here')).toEqual(['root', 'layout', 'missing']);
  });

  it("reads each route's handle", () => {
    expect(facts.match('/costs')).toMatchObject({ pricedByCountry: true, formFileMaxBytes: 0 });
    expect(facts.match('/upload')).toMatchObject({ pricedByCountry: false, formFileMaxBytes: 1000 });
  });

  it('lists the public pages, not the account area, the sign-in screens or a noindex page', () => {
    expect(facts.listed).toEqual({ paths: ['/', '/costs', '/upload'], patterns: ['/items/:id'] });
  });

  it('knows every stylesheet of the build, and builds the route tree once per table', () => {
    expect([...facts.sheets]).toEqual(['/a.css', '/b.css']);
    expect(routeTree(routes)).toBe(routeTree(routes));
    expect(routeFacts(build as unknown as Pick<ServerBuild, 'assets' | 'routes'>)).toBe(facts);
  });
});
