// The W3C HTML validator (vnu-jar, needs Java) on a sample of every page type, in en and fr, the
// account area included (signed in as a presenter).
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnu from 'vnu-jar';
import { BASE_URL, expect, test, VISITOR_USER_AGENT, withoutSiteCss } from './fixtures';
import type { SamplePage } from '#worker/test/sample-pages.ts';
import { SAMPLE_PAGES } from '#worker/test/sample-pages-of-config.ts';

const run = promisify(execFile);

/** Runs the validator on `files`; its errors, each named by `name(file)`. */
async function validatorErrors(files: string[], name: (file: string) => string | undefined): Promise<string[]> {
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
  return messages
    .filter((message) => message.type === 'error' && !VALIDATOR_GAPS.some((gap) => gap.test(message.message)))
    .map((message) => `${name(path.basename(message.url))}: ${message.message} ${message.extract ?? ''}`);
}

/**
 * What the validator's CSS checker does not know yet, though browsers do: the opt-in to
 * cross-document view transitions, inline in the head (components/view-transition-opt-in.tsx).
 */
const VALIDATOR_GAPS = [
  /^CSS: Unrecognized at-rule “@view-transition”/,
  // The HTML standard's speculation rules allow eagerness "immediate" (the idle rule's); vnu knows
  // only eager, moderate and conservative.
  /^The “eagerness” property in a speculation rule must be one of “eager”, “moderate”, or “conservative”/,
];

/** The ids an HTML text gives more than one element. */
function duplicateIds(html: string): string[] {
  const seen = new Map<string, number>();
  for (const match of html.matchAll(/<[a-zA-Z][^>]*?\sid="([^"]*)"/g)) {
    const id = match[1] ?? '';
    seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([id, count]) => `${id} ×${count}`);
}

async function firstLink(listPath: string, prefix: string): Promise<string> {
  const html = await (await fetch(`${BASE_URL}${listPath}`, { headers: { accept: 'text/html' } })).text();
  const match = new RegExp(`href="(${prefix}[^"?#]+)"`).exec(html);
  if (!match?.[1]) throw new Error(`no link starting with ${prefix} on ${listPath}`);
  return match[1];
}

test.describe('HTML validity', () => {
  test('reports no errors on a sample of every page type', async ({ presenter }) => {
    test.setTimeout(240_000);
    // Every page of the route table (worker/test/sample-pages.ts), and a few states of some.
    const samples: Pick<SamplePage, 'path' | 'audience' | 'status'>[] = [
      ...SAMPLE_PAGES,
      // At a moment: timed transcript lines, one marked, the disclosure open.
      { path: '/video-presentations/presentation-1?t=1290', audience: 'all', status: 200 },
      { path: '/search', audience: 'all', status: 200 },
      { path: '/search?q=dehorned+stump', audience: 'all', status: 200 },
    ];
    const paths = samples.map((sample) => sample.path);
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
            // The account area's pages signed in as the presenter (the presenter profile form included).
            ...(samples[index]!.audience === 'member' ? { cookie } : {}),
          },
        });
        expect(response.status, pagePath).toBe(samples[index]!.status);
        const file = path.join(folder, `${index}-${lang}.html`);
        writeFileSync(file, withoutSiteCss(await response.text()));
        files.push(file);
      }
    }
    const errors = await validatorErrors(files, (file) => paths[Number(file.split('-')[0])]);
    expect(errors).toEqual([]);
  });

  test("reports no errors and no duplicate id in the HTML a visitor's browser receives, streamed", async () => {
    test.setTimeout(120_000);
    // A visitor (not a crawler) gets each page streamed: the shell and the skeletons of the slow
    // parts first, then each part as it resolves, in the same response. The browser parses all
    // of it, so the raw bytes must be valid HTML with each id once.
    const paths = [
      '/',
      '/about',
      '/video-presentations',
      await firstLink('/video-presentations', '/video-presentations/'),
      '/search?q=elephant',
      await firstLink('/presenters', '/presenters/'),
      await firstLink('/events', '/events/'),
    ];
    const folder = mkdtempSync(path.join(tmpdir(), 'cta-vnu-streamed-'));
    const files: string[] = [];
    const duplicates: string[] = [];
    for (const [index, pagePath] of paths.entries()) {
      for (const lang of ['en', 'fr']) {
        const separator = pagePath.includes('?') ? '&' : '?';
        const response = await fetch(`${BASE_URL}${pagePath}${separator}lang=${lang}`, {
          headers: { accept: 'text/html', 'accept-encoding': 'identity', 'user-agent': VISITOR_USER_AGENT },
        });
        expect(response.status, pagePath).toBe(200);
        const html = await response.text();
        for (const duplicate of duplicateIds(html)) duplicates.push(`${pagePath} (${lang}): ${duplicate}`);
        const file = path.join(folder, `${index}-${lang}.html`);
        writeFileSync(file, withoutSiteCss(html));
        files.push(file);
      }
    }
    expect(duplicates).toEqual([]);
    const errors = await validatorErrors(files, (file) => paths[Number(file.split('-')[0])]);
    expect(errors).toEqual([]);
  });
});
