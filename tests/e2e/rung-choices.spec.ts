// Rung choices in a real browser (issue #26, docs/decisions/0016-analytics.md): a reader on a
// presentation's page reports the rungs the Worker cannot see with the pages' own helper
// (web/scripts/_rung-beacon.ts, bundled here as the build bundles the page scripts: a real
// navigator.sendBeacon to POST /api/rung-choices); an admin then finds the counts per talk in the
// console's "Page views" view, in English and in French. Headless Chromium calls itself
// HeadlessChrome, a bot, so the reader's browser sends a desktop Chrome user agent. Other suites may
// count at the same time: counts are compared, never equal.
import path from 'node:path';
import { build } from 'esbuild';
import { BASE_URL, expect, newAdmin, PASSWORD, test, type Page } from './fixtures';
import { seriousViolations } from './audit';
import { AUTH_HOST } from './accounts';

const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const TALK = 'presentation-1';
const RUNGS = ['read', 'listen', 'watch-small', 'watch'] as const;
type Counts = Record<(typeof RUNGS)[number], number>;

interface Row {
  presentationId: string;
  title: string | null;
  counts: Counts;
}

/** The pages' beacon helper as one script that leaves `rungBeacon.sendRungChoice` on the window. */
async function beaconHelper(): Promise<string> {
  const result = await build({
    entryPoints: [path.resolve(import.meta.dirname, '../../web/scripts/_rung-beacon.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'rungBeacon',
    target: 'es2022',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** The admin API's rows, asked from the console's page (its session cookie). */
async function apiRows(page: Page): Promise<Row[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/admin/analytics/rung-choices?days=30');
    return ((await response.json()) as { rows: Row[] }).rows;
  });
}

const countsOf = (rows: Row[], id: string): Counts =>
  rows.find((row) => row.presentationId === id)?.counts ?? { read: 0, listen: 0, 'watch-small': 0, watch: 0 };

/** The counts the console's table shows for talk `id` (null when it has no such row). */
async function tableCounts(page: Page, id: string): Promise<Counts | null> {
  return page.evaluate(
    ({ id, rungs }) => {
      for (const row of Array.from(document.querySelectorAll('tbody tr'))) {
        if (row.querySelector('.cell-talk .talk-id')?.textContent !== id) continue;
        const count = (rung: string) =>
          Number((row.querySelector(`.cell-${rung}`)?.textContent ?? '').replace(/\D/g, ''));
        return Object.fromEntries(rungs.map((rung) => [rung, count(rung)])) as Counts;
      }
      return null;
    },
    { id, rungs: [...RUNGS] },
  );
}

test.describe('rung choices', () => {
  test('a reader’s choices on a talk’s page are counted per rung, and the console lists them per talk', async ({
    open,
  }) => {
    test.setTimeout(90_000);
    expect(AUTH_HOST, 'FIREBASE_AUTH_EMULATOR_HOST (npm test sets it)').not.toBe('');
    const account = await newAdmin('Rungs');
    const admin = await open();
    await admin.page.goto(`${BASE_URL}/admin/page-views`);
    await admin.page.getByLabel('E-mail').fill(account.email);
    await admin.page.getByLabel('Password').fill(PASSWORD);
    await admin.page.getByRole('button', { name: 'Sign in' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Page views' }).waitFor({ timeout: 20_000 });
    const before = countsOf(await apiRows(admin.page), TALK);

    // The reader takes the transcript and presses Play on the player: the page reports both, once.
    const reader = await open({ userAgent: DESKTOP_CHROME });
    await reader.page.goto(`${BASE_URL}/video-presentations/${TALK}`);
    const helper = await beaconHelper();
    const sent = await reader.page.evaluate(
      `${helper}; [rungBeacon.sendRungChoice(${JSON.stringify(TALK)}, 'read'),
        rungBeacon.sendRungChoice(${JSON.stringify(TALK)}, 'watch'),
        rungBeacon.sendRungChoice(${JSON.stringify(TALK)}, 'read')]`,
    );
    expect(sent).toEqual([true, true, false]);
    // What is not a choice is refused, with a message.
    const refused = await reader.page.evaluate(async (talk) => {
      const response = await fetch('/api/rung-choices', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ presentationId: talk, rung: 'skim' }),
      });
      return { status: response.status, body: (await response.json()) as { error: { code: string } } };
    }, TALK);
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 'invalid_body' } } });
    reader.errors.length = 0; // the browser logs the refused fetch's 400

    await expect
      .poll(
        async () => {
          const now = countsOf(await apiRows(admin.page), TALK);
          return [now.read > before.read, now.watch > before.watch];
        },
        { timeout: 10_000 },
      )
      .toEqual([true, true]);

    const { page } = admin;
    await page.reload();
    const section = page.getByRole('region', { name: 'How each talk was taken' });
    await section.getByRole('table', { name: /^Choices per talk, last 30 days/ }).waitFor();
    await expect.poll(async () => (await tableCounts(page, TALK))?.read ?? 0).toBeGreaterThan(before.read);
    const shown = await tableCounts(page, TALK);
    expect(shown?.watch).toBeGreaterThan(before.watch);
    // Rungs nobody chose show 0, never an empty cell.
    expect(Object.values(shown ?? {}).every((count) => Number.isInteger(count))).toBe(true);
    // The talk is named by its title, linked to its page.
    const title = (await apiRows(page)).find((row) => row.presentationId === TALK)?.title ?? '';
    expect(title).not.toBe('');
    await expect(section.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      `/video-presentations/${TALK}`,
    );
    const totals = section.getByRole('region', { name: 'Choices, all talks' });
    for (const name of ['Read', 'Listen', 'Watch small', 'Watch', 'Total']) {
      await expect(totals.getByText(name, { exact: true })).toHaveCount(1);
    }
    // Most chosen first; a rung's header sorts by it, and says so.
    await expect(section.getByRole('columnheader', { name: 'Total', exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await section.getByRole('button', { name: 'Read', exact: true }).click();
    await expect(section.getByRole('columnheader', { name: 'Read', exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(await seriousViolations(page)).toEqual([]);

    // In French.
    await page.getByRole('button', { name: 'FR – Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const french = page.getByRole('region', { name: 'Comment chaque présentation a été suivie' });
    await french.getByRole('table', { name: /^Choix par présentation, 30 derniers jours/ }).waitFor();
    for (const name of ['Présentation', 'Lire', 'Écouter', 'Regarder la vidéo légère', 'Regarder', 'Total']) {
      await expect(french.getByRole('columnheader', { name, exact: true })).toHaveCount(1);
    }
    expect((await tableCounts(page, TALK))?.read).toBe(shown?.read);
    expect(await seriousViolations(page)).toEqual([]);
    expect(admin.errors).toEqual([]);
  });
});
