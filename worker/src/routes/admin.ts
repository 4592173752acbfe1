/**
 * `/admin/*`: the admin console's single-page app. Its hashed assets (`/admin/assets/*`) are
 * served as they are; every other path gets the console's page with the bootstrap it needs
 * written in (language, public Firebase configuration, the session's member), so it shows the
 * sign-in, the no-access page or the tables without a round trip. Never cached, never indexed.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { uiLanguage } from '#shared/i18n/create-i18n.ts';
import { serverT } from '#shared/i18n/server-i18n.ts';
import { escapeHtml } from '#shared/lib/html.ts';
import { firebasePublicConfig } from '../page-services';
import { ADMIN_BOOTSTRAP_ELEMENT_ID, type AdminBootstrap } from '#shared/schemas/admin.ts';

/** JSON inside a <script> element: `<` escaped so no `</script>` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const admin = new Hono<AppEnv>()
  // A copy: the assets binding's headers are immutable, and the security headers go on after.
  .get('/assets/*', async (c) => {
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    return new Response(asset.body, asset);
  })
  .get('*', async (c) => {
    const settings = c.get('settings');
    const user = c.get('user');
    const bootstrap: AdminBootstrap = {
      locale: c.get('locale'),
      firebase: firebasePublicConfig(settings),
      user: user ? { uid: user.uid, email: user.email, name: user.name, role: user.role } : null,
      introductions: {
        targetWorkingDays: settings.INTRO_TARGET_WORKING_DAYS,
        capPerPresenter: settings.INTRO_CAP_PER_PRESENTER,
      },
    };
    const page = await c.env.ASSETS.fetch(new URL('/admin/index.html', c.req.url));
    if (!page.ok) return c.text('The admin console is not built (npm run build).', 503);
    const html = (await page.text()).replace(
      '</head>',
      `<script id="${ADMIN_BOOTSTRAP_ELEMENT_ID}" type="application/json">${scriptJson(bootstrap)}</script></head>`,
    );
    const lang = uiLanguage(bootstrap.locale);
    // The page's title in the reader's language before the console's script runs.
    const t = serverT(bootstrap.locale);
    const title = escapeHtml(`${t('console:title')} - ${t('siteName')}`);
    const localized = html
      .replace('<html lang="en">', `<html lang="${lang}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
    return c.html(localized, 200, {
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex, nofollow',
    });
  });
