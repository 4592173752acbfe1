// The W3C HTML validator (vnu-jar, needs Java) on a sample of every page type, in en and fr, the
// account area included (signed in as a presenter).
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnu from 'vnu-jar';
import { BASE_URL } from './browser';
import { identity, registerVerifiedMember } from './accounts';

const run = promisify(execFile);

/** The session cookie of a new, verified presenter registered as the sign-up page does it. */
async function presenterSession(): Promise<string> {
  const email = `valid.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
  const password = 'validator-pass-1';
  await registerVerifiedMember(BASE_URL, {
    email,
    password,
    firstName: 'Vera',
    lastName: 'Validator',
    accountType: 'presenter',
  });
  const signedIn = await identity('accounts:signInWithPassword?key=any', { email, password, returnSecureToken: true });
  const session = await fetch(`${BASE_URL}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ idToken: signedIn.idToken }),
  });
  const cookie = session.headers
    .getSetCookie()
    .find((value) => value.startsWith('__session='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`no session cookie (${session.status})`);
  return cookie;
}

async function firstLink(listPath: string, prefix: string): Promise<string> {
  const html = await (await fetch(`${BASE_URL}${listPath}`, { headers: { accept: 'text/html' } })).text();
  const match = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html);
  if (!match?.[1]) throw new Error(`no link starting with ${prefix} on ${listPath}`);
  return match[1];
}

describe('HTML validity', () => {
  it('reports no errors on a sample of every page type', async () => {
    const paths = [
      '/',
      '/about',
      '/faq',
      '/offline',
      '/saved',
      '/legal',
      '/legal/privacy-policy',
      '/contact',
      '/search',
      '/search?q=elephant',
      '/video-presentations',
      await firstLink('/video-presentations', '/video-presentations/'),
      // At a moment: timed transcript lines, one marked, the disclosure open.
      '/video-presentations/presentation-1?t=1290',
      '/search?q=dehorned+stump',
      '/collections',
      await firstLink('/collections', '/collections/'),
      '/presenters',
      await firstLink('/presenters', '/presenters/'),
      '/events',
      await firstLink('/events', '/events/'),
      '/blog',
      await firstLink('/blog', '/blog/'),
      '/projects',
      '/login',
      '/signup',
      '/no-such-page',
      // The account area, signed in as a presenter (the presenter profile form included).
      '/profile',
      '/account/profile',
      '/account/connections',
      '/account/watchlist',
      '/account/readlist',
      // Introductions (decision 0028): the presenter's requests, and a link that names none.
      '/account/introductions',
      '/introductions/AAAAAAAAAAAAAAAAAAAA.1.not-a-signature',
    ];
    const cookie = await presenterSession();
    const folder = mkdtempSync(path.join(tmpdir(), 'cta-vnu-'));
    const files: string[] = [];
    for (const [index, pagePath] of paths.entries()) {
      for (const lang of ['en', 'fr']) {
        const separator = pagePath.includes('?') ? '&' : '?';
        // As a crawler sees it: the complete document in one piece.
        const response = await fetch(`${BASE_URL}${pagePath}${separator}lang=${lang}`, {
          headers: {
            accept: 'text/html',
            'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
            ...(pagePath.startsWith('/profile') || pagePath.startsWith('/account') ? { cookie } : {}),
          },
        });
        const missing = pagePath === '/no-such-page' || pagePath.startsWith('/introductions/');
        expect(response.status, pagePath).toBe(missing ? 404 : 200);
        const file = path.join(folder, `${index}-${lang}.html`);
        writeFileSync(file, await response.text());
        files.push(file);
      }
    }
    let output: string;
    try {
      output = (
        await run('java', ['-jar', vnu, '--errors-only', '--format', 'json', ...files], { maxBuffer: 32 * 1024 * 1024 })
      ).stderr;
    } catch (error) {
      output = (error as { stderr?: string }).stderr ?? String(error);
    }
    const messages = (
      JSON.parse(output) as { messages: { type: string; url: string; message: string; extract?: string }[] }
    ).messages;
    const errors = messages
      .filter((message) => message.type === 'error')
      .map(
        (message) =>
          `${paths[Number(path.basename(message.url).split('-')[0])]}: ${message.message} ${message.extract ?? ''}`,
      );
    expect(errors).toEqual([]);
  }, 120_000);
});
