import { describe, it, expect } from 'vitest';
import { parse } from 'hono/utils/cookie';
import { localeCookie, serializeCookie } from './cookies';

describe('serializeCookie', () => {
  it('writes the pair with Path=/ by default', () => {
    expect(serializeCookie('a', 'b')).toBe('a=b; Path=/');
  });

  it('writes every attribute', () => {
    expect(
      serializeCookie('session', 'x y', {
        maxAge: 60.9,
        path: '/account',
        sameSite: 'Strict',
        secure: true,
        httpOnly: true,
        domain: 'example.org',
      }),
    ).toBe('session=x%20y; Max-Age=60; Domain=example.org; Path=/account; SameSite=Strict; Secure; HttpOnly');
  });

  it('writes Max-Age=0 to delete a cookie', () => {
    expect(serializeCookie('a', '', { maxAge: 0 })).toBe('a=; Max-Age=0; Path=/');
  });

  it('rejects names and attributes that would break the header', () => {
    expect(() => serializeCookie('bad name', 'x')).toThrow(TypeError);
    expect(() => serializeCookie('a;b', 'x')).toThrow(TypeError);
    expect(() => serializeCookie('a', 'x', { path: '/; HttpOnly' })).toThrow(TypeError);
    expect(() => serializeCookie('a', 'x', { maxAge: Number.NaN })).toThrow(TypeError);
  });

  it('rejects SameSite=None without Secure', () => {
    expect(() => serializeCookie('a', 'x', { sameSite: 'None' })).toThrow(TypeError);
    expect(serializeCookie('a', 'x', { sameSite: 'None', secure: true })).toBe('a=x; Path=/; SameSite=None; Secure');
  });

  it('round-trips a value through the cookie parser the Worker uses (hono/cookie)', () => {
    const header = serializeCookie('note', 'ça; va=oui').split('; ')[0] ?? '';
    expect(parse(header, 'note')).toEqual({ note: 'ça; va=oui' });
  });
});

describe('localeCookie', () => {
  it('keeps the locale for 365 days with SameSite=Lax', () => {
    expect(localeCookie('combined')).toBe('i18n_redirected=combined; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('leaves out Secure for plain-http development', () => {
    expect(localeCookie('fr', false)).toBe('i18n_redirected=fr; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
