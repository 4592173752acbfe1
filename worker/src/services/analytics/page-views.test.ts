// What counts as a page view, and under which route, without the Worker (the workerd suite,
// worker/test/analytics.test.ts, covers the real route table and bindings).
import { describe, expect, it } from 'vitest';
import { externalReferrerHost, pageViewOf, type PageViewRequest, type RouteMatcher } from './page-views';

// The route table's own matching is tested with it (web/app/lib/route-facts.test.ts).
const match: RouteMatcher = (path) =>
  path === '/'
    ? { id: 'home', pattern: '/' }
    : /^\/items\/[^/]+$/.test(path)
      ? { id: 'item', pattern: '/items/:id' }
      : null;

const request = (path: string, init: Partial<PageViewRequest> = {}): PageViewRequest => ({
  method: 'GET',
  url: new URL(path, 'https://site.example'),
  headers: new Headers(),
  status: 200,
  contentType: 'text/html; charset=utf-8',
  locale: 'en',
  siteUrl: 'https://www.site.example',
  ...init,
});

describe('page views', () => {
  it('keeps only the host of a referrer on another site', () => {
    const own = ['site.example', 'www.site.example'];
    expect(externalReferrerHost('https://News.Example.org:8443/a?b=c', own)).toBe('news.example.org');
    expect(externalReferrerHost('https://www.site.example/x', own)).toBe('');
    expect(externalReferrerHost('android-app://com.example/', own)).toBe('');
    expect(externalReferrerHost('not a url', own)).toBe('');
    expect(externalReferrerHost(null, own)).toBe('');
  });

  it('counts documents and the page route’s data, nothing else', () => {
    expect(pageViewOf(request('/items/42/?q=secret'), match)).toEqual({
      path: '/items/42',
      route: '/items/:id',
      routeId: 'item',
      locale: 'en',
      referrerHost: '',
    });
    const data = { contentType: 'text/x-script' };
    expect(pageViewOf(request('/items/42.data?_routes=item', data), match)?.path).toBe('/items/42');
    expect(pageViewOf(request('/_root.data', data), match)?.route).toBe('/');
    expect(pageViewOf(request('/items/42.data?_routes=layout', data), match)).toBeNull();
    expect(pageViewOf(request('/items/42', { status: 404 }), match)).toBeNull();
    expect(pageViewOf(request('/items/42', { method: 'HEAD' }), match)).toBeNull();
    expect(pageViewOf(request('/items/42', { contentType: 'application/json' }), match)).toBeNull();
    expect(pageViewOf(request('/items/42', { headers: new Headers({ DNT: '1' }) }), match)).toBeNull();
    expect(pageViewOf(request('/items/42', { headers: new Headers({ 'Sec-GPC': '1' }) }), match)).toBeNull();
    expect(
      pageViewOf(request('/items/42', { headers: new Headers({ 'user-agent': 'bingbot/2.0' }) }), match),
    ).toBeNull();
  });
});
