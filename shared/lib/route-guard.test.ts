import { describe, expect, it } from 'vitest';
import { guardRedirect } from './route-guard';

describe('guardRedirect', () => {
  it.each(['/profile', '/account', '/account/watchlist', '/account/profile'])(
    'sends a visitor from %s to /login, remembering the page',
    (path) => expect(guardRedirect(path, false)).toBe(`/login?redirect=${encodeURIComponent(path)}`),
  );
  it.each(['/login', '/signup', '/forgot'])('sends a signed-in user from %s to /profile', (path) =>
    expect(guardRedirect(path, true)).toBe('/profile'),
  );
  it.each(['/', '/about', '/video-presentations', '/login', '/signup'])('lets a visitor open %s', (path) =>
    expect(guardRedirect(path, false)).toBeNull(),
  );
  it.each(['/account', '/profile', '/about'])('lets a signed-in user open %s', (path) =>
    expect(guardRedirect(path, true)).toBeNull(),
  );
  it.each(['/account/no-such', '/profile/x', '/my-account'])(
    'sends a visitor from the unknown %s to /login too',
    (path) => expect(guardRedirect(path, false)).toBe(`/login?redirect=${encodeURIComponent(path)}`),
  );
  it.each(['//evil.example/account', '/\\evil.example/profile'])(
    'gives no return address that would leave the site (%s)',
    (path) => expect(guardRedirect(path, false)).toBe('/login'),
  );
  it('lets a visitor resend the verification e-mail', () =>
    expect(guardRedirect('/resend-email-verification', false)).toBeNull());
});
