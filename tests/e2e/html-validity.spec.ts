// The W3C HTML validator (vnu-jar, needs Java) on a sample of every page type, in en and fr, the
// account area included (signed in as a presenter).
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnu from 'vnu-jar';
import { BASE_URL, expect, test } from './fixtures';

const run = promisify(execFile);

async function firstLink(listPath: string, prefix: string): Promise<string> {
  const html = await (await fetch(`${BASE_URL}${listPath}`, { headers: { accept: 'text/html' } })).text();
  const match = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html);
  if (!match?.[1]) throw new Error(`no link starting with ${prefix} on ${listPath}`);
  return match[1];
}

test.describe('HTML validity', () => {
  test('reports no errors on a sample of every page type', async ({ presenter }) => {
    test.setTimeout(120_000);
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
    // The signed-in presenter's session cookie, sent with the account area's requests.
    const session = (await presenter.context.cookies()).find((stored) => stored.name === '__session');
    if (!session) throw new Error('the presenter has no session cookie');
    const cookie = `__session=${session.value}`;
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
  });
});
