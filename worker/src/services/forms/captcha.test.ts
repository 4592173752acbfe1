// The captcha check against a local stand-in for Google's siteverify endpoint (real HTTP), since
// Google cannot be reached from the tests.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captchaSiteKey, verifyCaptcha } from './captcha';
import { serveOnLocalPort } from '../firestore/test-support';

const SECRET = 'test-secret';
let server: { url: string; close(): Promise<void> };
let url: string;
const seen: { secret: string | null; response: string | null; remoteip: string | null; type: string | null }[] = [];
/** How the stand-in answers the next request. */
let mode: 'google' | 'slow' | 'broken' | 'html' = 'google';

beforeAll(async () => {
  server = await serveOnLocalPort(async (request) => {
    const form = new URLSearchParams(await request.text());
    seen.push({
      secret: form.get('secret'),
      response: form.get('response'),
      remoteip: form.get('remoteip'),
      type: request.headers.get('content-type'),
    });
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 500));
    if (mode === 'broken') return new Response('upstream error', { status: 502 });
    if (mode === 'html') return new Response('<html></html>', { headers: { 'content-type': 'text/html' } });
    // What Google answers: success for the good token, error codes otherwise.
    if (form.get('secret') !== SECRET)
      return Response.json({ success: false, 'error-codes': ['invalid-input-secret'] });
    if (form.get('response') === 'good-token')
      return Response.json({ success: true, challenge_ts: '2026-01-01T00:00:00Z', hostname: '127.0.0.1' });
    if (form.get('response') === 'used-token')
      return Response.json({ success: false, 'error-codes': ['timeout-or-duplicate'] });
    return Response.json({ success: false, 'error-codes': ['invalid-input-response'] });
  });
  url = `${server.url}/recaptcha/api/siteverify`;
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  seen.length = 0;
  mode = 'google';
});

describe('verifyCaptcha', () => {
  it('accepts a token Google confirms, sending secret, token and address form-encoded', async () => {
    expect(await verifyCaptcha({ secret: SECRET, token: 'good-token', remoteIp: '203.0.113.7', url })).toEqual({
      ok: true,
    });
    expect(seen).toEqual([
      {
        secret: SECRET,
        response: 'good-token',
        remoteip: '203.0.113.7',
        type: 'application/x-www-form-urlencoded',
      },
    ]);
  });

  it('refuses a reused or forged token', async () => {
    expect(await verifyCaptcha({ secret: SECRET, token: 'used-token', url })).toMatchObject({
      ok: false,
      reason: 'rejected',
      detail: 'timeout-or-duplicate',
    });
    expect(await verifyCaptcha({ secret: SECRET, token: 'forged', url })).toMatchObject({
      ok: false,
      reason: 'rejected',
    });
  });

  it.each([undefined, null, '', '   ', 42, new Blob(['x'])])(
    'calls a missing token (%s) missing, without asking',
    async (token) => {
      expect(await verifyCaptcha({ secret: SECRET, token, url })).toEqual({ ok: false, reason: 'missing' });
      expect(seen).toEqual([]);
    },
  );

  it('refuses an oversized token without asking', async () => {
    expect(await verifyCaptcha({ secret: SECRET, token: 'x'.repeat(5000), url })).toMatchObject({
      ok: false,
      reason: 'rejected',
    });
    expect(seen).toEqual([]);
  });

  it('gives up after the timeout', async () => {
    // Google's stand-in answers after 500 ms: only the 100 ms limit gives a TimeoutError.
    mode = 'slow';
    expect(await verifyCaptcha({ secret: SECRET, token: 'good-token', url, timeoutMs: 100 })).toMatchObject({
      ok: false,
      reason: 'unavailable',
      detail: 'TimeoutError',
    });
  });

  it('reports an unreachable, failing or odd endpoint as unavailable', async () => {
    expect(await verifyCaptcha({ secret: SECRET, token: 't', url: 'http://127.0.0.1:9/siteverify' })).toMatchObject({
      ok: false,
      reason: 'unavailable',
    });
    mode = 'broken';
    expect(await verifyCaptcha({ secret: SECRET, token: 't', url })).toMatchObject({
      ok: false,
      reason: 'unavailable',
    });
    mode = 'html';
    expect(await verifyCaptcha({ secret: SECRET, token: 't', url })).toMatchObject({
      ok: false,
      reason: 'unavailable',
    });
  });

  it('treats a wrong secret as our configuration problem, not the visitor’s answer', async () => {
    expect(await verifyCaptcha({ secret: 'wrong', token: 'good-token', url })).toMatchObject({
      ok: false,
      reason: 'unavailable',
      detail: 'invalid-input-secret',
    });
  });

  it('uses an injected fetch', async () => {
    const calls: string[] = [];
    const fake: typeof fetch = (input) => {
      calls.push(String(input));
      return Promise.resolve(Response.json({ success: true }));
    };
    expect(await verifyCaptcha({ secret: SECRET, token: 'any', fetch: fake })).toEqual({ ok: true });
    expect(calls).toEqual(['https://www.google.com/recaptcha/api/siteverify']);
  });
});

describe('captchaSiteKey', () => {
  it('is on only with both keys', () => {
    expect(captchaSiteKey({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret' })).toBe('site');
    expect(captchaSiteKey({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: undefined })).toBeNull();
    expect(captchaSiteKey({ RECAPTCHA_SITE_KEY: undefined, RECAPTCHA_SECRET: 'secret' })).toBeNull();
    expect(captchaSiteKey({ RECAPTCHA_SITE_KEY: undefined, RECAPTCHA_SECRET: undefined })).toBeNull();
  });
});
