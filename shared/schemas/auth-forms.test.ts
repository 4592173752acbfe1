import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { checkForm } from './forms';
import { loginSchema, safeRedirect, signupSchema } from './auth-forms';

const valid = {
  firstName: ' Amara ',
  lastName: 'Okafor',
  email: 'amara@example.org',
  telephone: '+27 82 123 4567',
  password: 'savanna42',
  accountType: 'presenter',
  acceptTerms: 'on',
};

describe('the sign-up form', () => {
  it('accepts every field of the spec and normalises names and telephone', () => {
    const result = v.safeParse(signupSchema, valid);
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({ firstName: 'Amara', telephone: '+27821234567', acceptTerms: true });
  });

  it.each([
    ['short1', 'auth:errors.passwordTooShort'],
    ['onlyletters', 'auth:errors.passwordLettersDigits'],
    ['1234567890', 'auth:errors.passwordLettersDigits'],
    ['', 'auth:errors.passwordRequired'],
  ])('refuses the password %j', (password, message) => {
    const result = checkForm(signupSchema, { ...valid, password });
    expect(result.success ? null : result.errors.password).toBe(message);
  });

  it('requires the acceptance of the terms and the privacy policy', () => {
    const result = checkForm(signupSchema, { ...valid, acceptTerms: undefined });
    expect(result.success ? null : result.errors.acceptTerms).toBe('auth:errors.acceptTermsRequired');
  });

  it('refuses an account type other than user or presenter', () => {
    const result = checkForm(signupSchema, { ...valid, accountType: 'admin' });
    expect(result.success ? null : result.errors.accountType).toBe('member:errors.accountTypeInvalid');
  });

  it('reads a browser FormData, an unticked box being absent', () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) if (key !== 'acceptTerms') form.set(key, value);
    const result = checkForm(signupSchema, form);
    expect(result.success).toBe(false);
    expect(result.success ? [] : Object.keys(result.errors)).toEqual(['acceptTerms']);
  });
});

describe('the sign-in form', () => {
  it('only requires the password of an existing account', () => {
    expect(v.safeParse(loginSchema, { email: 'a@example.org', password: 'x' }).success).toBe(true);
    expect(v.safeParse(loginSchema, { email: 'a@example.org', password: '' }).success).toBe(false);
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/account/watchlist?page=2', '/account/watchlist?page=2'],
    ['/profile#top', '/profile#top'],
    [null, '/profile'],
    ['', '/profile'],
    ['https://evil.example/', '/profile'],
    ['//evil.example/path', '/profile'],
    ['/\\evil.example', '/profile'],
    ['/\tevil', '/profile'],
    ['javascript:alert(1)', '/profile'],
    // Issue #23.1: the URL parser's normalisation must not make another origin of a path.
    ['/.//evil.example', '/profile'],
    ['/..//evil.example', '/profile'],
    ['/./..//evil.example/a?b#c', '/profile'],
    ['/%2e/%2e%2e//evil.example', '/profile'],
    ['/x/../..//evil.example', '/profile'],
    ['/account/../profile', '/profile'],
    ['/a/./b/../c?d=//e', '/a/c?d=//e'],
  ])('answers %j with %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  const ORIGIN = 'https://site.example';
  /** Strings built of the pieces that make parsers disagree: slashes, dots, encodings, controls. */
  const tricky = fc
    .array(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('/', '//', '/.', '/..', '/./', '/../') },
        fc.constantFrom('/', '\\', '.', '..', '%2e', '%2E', '%2f', '%2F', '%5c', '%00', '%', '@', ':', '?', '#'),
        fc.constantFrom('\t', '\n', '\r', ' ', '\u0000', '\u00a0', '\u200b', '\u202e', '\uff0f', '\u2215', '\ufe68'),
        fc.constantFrom('evil.example', 'http:', 'https:', 'javascript:', 'profile', 'account'),
        fc.string({ maxLength: 6 }),
      ),
      { maxLength: 12 },
    )
    .chain((parts) => fc.constantFrom(parts.join(''), `/${parts.join('')}`));

  it('gives a path of this site for any input, as the URL parser (and so a browser) reads it', () => {
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string(), fc.string({ unit: 'grapheme' })), (value) => {
        const target = safeRedirect(value);
        expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
        expect(new URL(target, `${ORIGIN}/deep/page/`).origin).toBe(ORIGIN);
        expect(target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')).toBe(true);
        // What comes out is itself safe and comes out the same (the login page reads it again).
        expect(safeRedirect(target)).toBe(target);
      }),
      { numRuns: 5_000 },
    );
  });
});
