// Resume (issue #15, decision 0025): the dashboard's Continue row lists the articles partly read
// (and the presentations started), kept on the device first and synced to the member's account;
// opening one resumes where the member left it, after a reload and on another device.
import { describe, expect, it } from 'vitest';
import { BASE_URL, browserSuite, seriousViolations, waitForHydration } from './browser';
import { registerVerifiedMember } from './accounts';
import { installYouTubeDouble, waitForYouTubeDoubleTime, youtubeDouble } from './youtube-double';

const suite = browserSuite();
const ARTICLE = '/blog/ten-years-of-rhino-protection';

describe('resume', () => {
  it('lists an article partly read in the Continue row and opens it where the member left it', async () => {
    const email = `resume-${Date.now()}@example.org`;
    await registerVerifiedMember(BASE_URL, {
      email,
      password: 'resume-pass-1',
      firstName: 'Resume',
      lastName: 'Reader',
      accountType: 'user',
    });
    // A short screen, so the article is longer than it.
    const context = await suite.browser.newContext({
      baseURL: BASE_URL,
      locale: 'fr-FR',
      viewport: { width: 390, height: 500 },
    });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await waitForHydration(page);
      await page.getByLabel(/^(E-mail|Adresse e-mail|Courriel)/).fill(email);
      await page.getByLabel(/^(Password|Mot de passe)/).fill('resume-pass-1');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });

      await page.goto(ARTICLE);
      await waitForHydration(page);
      const share = await page.evaluate(async () => {
        const body = document.querySelector<HTMLElement>('.article-body');
        if (!body) throw new Error('no article body');
        const rect = body.getBoundingClientRect();
        // The bottom of the screen halfway down the text.
        window.scrollTo({ top: window.scrollY + rect.top + rect.height * 0.5 - window.innerHeight });
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return JSON.parse(localStorage.getItem('cta-progress') ?? '{}') as Record<string, { entry: { at: number } }>;
      });
      const recorded = Object.values(share)[0]?.entry.at ?? 0;
      expect(recorded).toBeGreaterThan(0.4);
      expect(recorded).toBeLessThan(0.6);

      // The dashboard lists it, from the device first, then from the account after a reload.
      await page.goto('/profile');
      await waitForHydration(page);
      const row = page.getByTestId('continue-row');
      await row.waitFor();
      await expect(row.getByRole('heading', { name: 'Continuer' }).count()).resolves.toBe(1);
      await expect(row.getByTestId('continue-item').first().innerText()).resolves.toMatch(/\d+\s?%\s?lu/);
      await expect
        .poll(
          async () =>
            (await fetch(`${BASE_URL}/api/progress`, {
              headers: { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
            }).then((r) => r.json())) as { entries: unknown[] },
          { timeout: 10_000 },
        )
        .toMatchObject({ entries: [expect.objectContaining({ kind: 'article' })] });
      expect(await seriousViolations(page)).toEqual([]);

      // Another device (no local progress): the account's row, and the article opens at its place.
      const other = await context
        .browser()!
        .newContext({ baseURL: BASE_URL, locale: 'fr-FR', viewport: { width: 390, height: 500 } });
      try {
        await other.addCookies(await context.cookies());
        const second = await other.newPage();
        await second.goto('/profile');
        await waitForHydration(second);
        const item = second.getByTestId('continue-item').first();
        await item.waitFor();
        await item.getByRole('link').click();
        await second.waitForURL(/\/blog\/ten-years-of-rhino-protection#read-\d+/);
        await expect
          .poll(() =>
            second.evaluate(() => {
              const body = document.querySelector<HTMLElement>('.article-body');
              const rect = body?.getBoundingClientRect();
              return rect ? (window.innerHeight - rect.top) / rect.height : 0;
            }),
          )
          .toBeGreaterThan(0.4);
      } finally {
        await other.close();
      }
    } finally {
      await context.close();
    }
  });
  it('resumes a presentation after a reload at the position the player reported', async () => {
    const context = await suite.browser.newContext({ baseURL: BASE_URL, locale: 'en-GB' });
    try {
      // The third-party player, replaced by a double that speaks its postMessage API.
      await installYouTubeDouble(context);
      const page = await context.newPage();
      await page.goto('/video-presentations/presentation-1?t=95');
      await waitForHydration(page);
      await page.getByRole('button', { name: /^Play from 1:35/ }).click();
      await waitForYouTubeDoubleTime(page, (seconds) => seconds >= 96);
      await expect
        .poll(() =>
          page.evaluate(() => {
            const stored = JSON.parse(localStorage.getItem('cta-progress') ?? '{}') as Record<
              string,
              { entry: { at: number } }
            >;
            return stored['presentation-presentation-1']?.entry.at ?? 0;
          }),
        )
        .toBeGreaterThanOrEqual(95);

      // Back without a moment in the address: Play resumes where the player was.
      await page.goto('/video-presentations/presentation-1');
      await waitForHydration(page);
      const resume = page.getByRole('button', { name: /^Play from 1:3\d/ });
      await resume.waitFor();
      await resume.click();
      const player = await youtubeDouble(page);
      expect(player.start).toBeGreaterThanOrEqual(95);
      expect(player.start).toBeLessThan(110);
    } finally {
      await context.close();
    }
  });
});
