// The W3C HTML validator (vnu-jar, needs Java) on a sample of every page type, in en and fr.
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnu from 'vnu-jar';
import { BASE_URL } from './browser';

const run = promisify(execFile);

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
      '/legal',
      '/legal/privacy-policy',
      '/contact',
      '/search',
      '/search?q=elephant',
      '/video-presentations',
      await firstLink('/video-presentations', '/video-presentations/'),
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
    ];
    const folder = mkdtempSync(path.join(tmpdir(), 'cta-vnu-'));
    const files: string[] = [];
    for (const [index, pagePath] of paths.entries()) {
      for (const lang of ['en', 'fr']) {
        const separator = pagePath.includes('?') ? '&' : '?';
        // As a crawler sees it: the complete document in one piece.
        const response = await fetch(`${BASE_URL}${pagePath}${separator}lang=${lang}`, {
          headers: { accept: 'text/html', 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
        });
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
