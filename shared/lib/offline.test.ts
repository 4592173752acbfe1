import { describe, expect, it } from 'vitest';
import {
  keptPageFits,
  lateFailure,
  offlineLanguage,
  offlinePageUrl,
  offlineRoute,
  pageOfRouteData,
  reloadAsDocument,
} from './offline';

describe('offlineRoute', () => {
  it('keeps build files, images and public pages; never members, the team, APIs or sign-in', () => {
    expect(offlineRoute('/assets/entry.client-abc.js', 'script')).toBe('asset');
    expect(offlineRoute('/images/welcome.svg', 'image')).toBe('image');
    expect(offlineRoute('/api/media/presenters/p1.jpg', 'image')).toBe('image');
    for (const path of [
      '/',
      '/blog',
      '/blog/an-article',
      '/blog/an-article.data',
      '/video-presentations/p-1',
      '/saved',
    ]) {
      expect(offlineRoute(path, 'document'), path).toBe('page');
    }
    for (const path of [
      '/account',
      '/account/watchlist',
      '/account/watchlist.data',
      '/account.data',
      '/profile',
      '/admin',
      '/admin/connections',
      '/api/me',
      '/login',
      '/signup',
      '/forgot',
      '/resend-email-verification',
      '/dev/mailbox',
      '/sitemap.xml',
      '/events/calendar.ics',
      '/sw.js',
      '/__saved__/index.json',
    ]) {
      expect(offlineRoute(path, 'document'), path).toBe('private');
    }
    // A private address asked for as an image stays private.
    expect(offlineRoute('/api/me', 'image')).toBe('private');
  });

  it("sends a talk's renditions to the media route, whoever asks for them", () => {
    for (const destination of ['audio', 'video', '', 'document']) {
      expect(offlineRoute('/video-presentations/p-1/media/audio-en.ogg', destination), destination).toBe('media');
    }
    expect(offlineRoute('/video-presentations/p-1/media/video-144p.webm', 'video')).toBe('media');
    // The presentation itself, and what is not a rendition's address, are not media.
    expect(offlineRoute('/video-presentations/p-1', 'document')).toBe('page');
    expect(offlineRoute('/video-presentations/p-1/media', 'document')).toBe('page');
    expect(offlineRoute('/video-presentations/p-1/media/a/b.ogg', 'audio')).toBe('page');
  });

  it('does not mistake a page whose name starts like a private one', () => {
    expect(offlineRoute('/accounting-for-rangers', 'document')).toBe('page');
    expect(offlineRoute('/profiles', 'document')).toBe('page');
  });
});

describe('the offline page', () => {
  it('follows the page language: combined pages are French', () => {
    expect(offlineLanguage('fr')).toBe('fr');
    expect(offlineLanguage('fr-FR')).toBe('fr');
    expect(offlineLanguage('en')).toBe('en');
    expect(offlineLanguage(null)).toBe('en');
    expect(offlinePageUrl('fr')).toBe('/offline?lang=fr&mode=lite');
  });
});

describe('lateFailure', () => {
  it('finds the mark a page sent head first gets when its data made it an error page', () => {
    expect(lateFailure('<head><meta name="robots" content="noindex" data-late-status="404"/><title>')).toBe(true);
    expect(lateFailure('<head><meta name="robots" content="noindex"/><title>Page not found')).toBe(false);
    // A page that merely mentions the attribute in its text is still a page.
    expect(lateFailure('<p>data-late-status="404"</p>')).toBe(false);
  });
});

describe('route data the device cannot get', () => {
  it('names the page a .data address is for', () => {
    const of = (address: string) => pageOfRouteData(new URL(address, 'https://example.org'));
    expect(of('/events.data')).toBe('/events');
    expect(of('/_root.data')).toBe('/');
    expect(of('/blog/a-post.data?_routes=routes%2Farticle')).toBe('/blog/a-post');
    expect(of('/events.data?page=2&_routes=routes%2Fevents')).toBe('/events?page=2');
    expect(of('/events/_.data')).toBe('/events/');
    expect(of('/events')).toBeNull();
  });

  it("answers with React Router's reload-the-document redirect to that page", () => {
    const answer = reloadAsDocument('/events?page=2');
    expect(answer.status).toBe(204);
    expect(answer.headers['X-Remix-Redirect']).toBe('/events?page=2');
    expect(answer.headers['X-Remix-Reload-Document']).toBe('true');
  });
});

describe('priced pages kept on the device (issue #26)', () => {
  const kept = (country: string, cheap: '0' | '1') => new Headers({ 'x-site-country': country, 'x-site-cheap': cheap });

  it('shows a kept priced page first only for the same country and connection', () => {
    expect(keptPageFits(kept('ZA', '1'), { country: 'ZA', cheapFirst: true })).toBe(true);
    expect(keptPageFits(kept('ZA', '1'), { country: 'KE', cheapFirst: true })).toBe(false);
    expect(keptPageFits(kept('ZA', '0'), { country: 'ZA', cheapFirst: true })).toBe(false);
    expect(keptPageFits(kept('none', '1'), { country: null, cheapFirst: true })).toBe(true);
    // A page that is not priced (the Worker sends it without the headers) fits, whatever it was made for.
    expect(keptPageFits(new Headers(), { country: 'KE', cheapFirst: true })).toBe(true);
  });
});
