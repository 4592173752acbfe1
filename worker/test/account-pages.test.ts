// The account area's server loaders and guard in workerd, against the test stack's Auth and
// Firestore emulators: visitors are sent to sign in (page and route data alike), a member's
// pages carry their own data only (lists sorted and paged, connections by view), every account
// page is kept out of search engines, and the development mailbox exists in emulator mode only.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { answerError } from '../src/middleware/api-errors';
import { loaderData, request, routeData } from './helpers';
import { identity, oobCodes } from './accounts';
import type { AppEnv } from '../src/context';
import { readSettings, type Bindings } from '../src/env';
import { localeMiddleware } from '../src/middleware/locale';
import { devMailbox } from '../src/routes/dev-mailbox';
import type {
  ConnectionsPageData,
  DashboardData,
  GeneralPageData,
  ListPageData,
} from '#web/app/features/account/types.ts';

const signIn = async (email: string, password: string) =>
  String((await identity('accounts:signInWithPassword?key=any', { email, password, returnSecureToken: true })).idToken);

/** A member made the way the sign-up page makes one, verified, with a session cookie. */
async function newMember(
  accountType: 'user' | 'presenter',
  firstName: string,
): Promise<{ cookie: string; email: string }> {
  const email = `${firstName.toLowerCase()}.${crypto.randomUUID().slice(0, 8)}@example.org`;
  const password = 'savanna-walk-7';
  const created = await identity('accounts:signUp?key=any', { email, password, returnSecureToken: true });
  const profile = await request('/api/users', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${String(created.idToken)}` },
    body: JSON.stringify({ firstName, lastName: 'Test', telephone: '+27 82 555 0199', accountType, acceptTerms: true }),
  });
  expect(profile.status).toBe(201);
  await identity(
    `projects/${String(env.FIREBASE_PROJECT_ID)}/accounts:update`,
    { localId: created.localId, emailVerified: true },
    true,
  );
  const session = await request('/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: await signIn(email, password) }),
  });
  expect(session.status).toBe(200);
  const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^__session=/);
  return { cookie, email };
}

/** A route's data as the browser asks for it on a client navigation. */
async function data<T>(key: string, url: string, cookie: string): Promise<T> {
  const response = await loaderData<T>(key, url, cookie);
  expect(response.status).toBe(200);
  return response.json;
}

describe('the account guard', () => {
  it.each([
    '/profile',
    '/account',
    '/account/profile',
    '/account/connections',
    '/account/watchlist',
    '/account/logout',
  ])('sends a visitor from %s to sign in, remembering where they were going', async (path) => {
    const response = await request(path, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });

  it.each([
    ['dashboard', '/profile'],
    ['accountProfile', '/account/profile'],
    ['connections', '/account/connections'],
    ['watchlist', '/account/watchlist'],
    ['readlist', '/account/readlist'],
  ])('refuses the %s data to a visitor even without the layout guard', async (key, path) => {
    const response = await routeData(path, { routes: [key] });
    expect(response.redirect).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });

  it.each(['/account/no-such', '/profile/x', '/account/profile/x/y', '/my-account', '/presenters/x/profile'])(
    'sends a visitor from the unknown address %s to sign in too, page and route data (#23.19)',
    async (path) => {
      const response = await request(path, { headers: { accept: 'text/html' }, redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
      const data = await routeData(path);
      expect(data.redirect).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    },
  );

  it('gives the sign-in page no return address that leaves the site (#23.19)', async () => {
    // The URL parser makes "//evil.example/account" of this address: not a path to come back to.
    const response = await request('/.//evil.example/account', {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
  });

  it('renders the sign-in page for a visitor and keeps a forged cookie out', async () => {
    const login = await request('/login', { headers: { accept: 'text/html' } });
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('<h1');
    const forged = await request('/profile', {
      headers: { accept: 'text/html', cookie: '__session=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
      redirect: 'manual',
    });
    expect(forged.status).toBe(302);
  });
});

describe('a member in the account area', () => {
  let member: { cookie: string; email: string };
  beforeAll(async () => {
    member = await newMember('user', 'Thabo');
  });

  it('sends a signed-in member from the sign-in and sign-up pages to the dashboard', async () => {
    for (const path of ['/login', '/signup', '/forgot']) {
      const response = await request(path, {
        headers: { accept: 'text/html', cookie: member.cookie },
        redirect: 'manual',
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/profile');
    }
  });

  it('answers 404 to a member at an unknown address of the account area (#23.19)', async () => {
    for (const path of ['/account/no-such', '/profile/x', '/my-account']) {
      const response = await request(path, {
        headers: { accept: 'text/html', cookie: member.cookie },
        redirect: 'manual',
      });
      expect(response.status, path).toBe(404);
      expect((await routeData(path, { cookie: member.cookie })).status, path).toBe(404);
    }
  });

  it('greets the member on the dashboard with the counts of their lists', async () => {
    const dashboard = await data<DashboardData>('dashboard', '/profile', member.cookie);
    expect(dashboard.firstName).toBe('Thabo');
    expect(dashboard.counts).toEqual({ watchlist: 0, readlist: 0, openConnections: 0 });
    expect(dashboard.seo.noindex).toBe(true);
    await request('/api/watchlist/presentation-2', { method: 'PUT', headers: { cookie: member.cookie } });
    const after = await data<DashboardData>('dashboard', '/profile', member.cookie);
    expect(after.counts?.watchlist).toBe(1);
  });

  it('renders an account page for the member, out of search engines, in French too', async () => {
    const response = await request('/account/watchlist', {
      headers: { accept: 'text/html', cookie: `${member.cookie}; i18n_redirected=fr` },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('Liste de visionnage');
  });

  it('lists the watchlist sorted and paged from the address', async () => {
    for (const id of ['presentation-1', 'presentation-3']) {
      const added = await request(`/api/watchlist/${id}`, { method: 'PUT', headers: { cookie: member.cookie } });
      expect(added.status).toBe(204);
    }
    const byTitle = await data<ListPageData>('watchlist', '/account/watchlist?sort=1', member.cookie);
    expect(byTitle.kind).toBe('watchlist');
    expect(byTitle.total).toBe(3);
    const titles = byTitle.rows?.map((row) => row.title ?? '') ?? [];
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    expect(byTitle.rows?.map((row) => row.number)).toEqual([1, 2, 3]);
    const reversed = await data<ListPageData>('watchlist', '/account/watchlist?sort=2', member.cookie);
    expect(reversed.rows?.map((row) => row.title)).toEqual([...titles].reverse());
    // Date, newest first, is the default; every row links to its presentation.
    const byDate = await data<ListPageData>('watchlist', '/account/watchlist', member.cookie);
    expect(byDate.sort).toBe(3);
    const dates = byDate.rows?.map((row) => row.date ?? '') ?? [];
    expect(dates).toEqual([...dates].sort().reverse());
    expect(byDate.rows?.every((row) => row.url?.startsWith('/video-presentations/'))).toBe(true);
    // A page past the end shows the last page.
    const late = await data<ListPageData>('watchlist', '/account/watchlist?page=9', member.cookie);
    expect(late.page).toBe(1);
    expect(late.pageCount).toBe(1);
  });

  it('shows an empty readlist as empty', async () => {
    const readlist = await data<ListPageData>('readlist', '/account/readlist', member.cookie);
    expect(readlist.total).toBe(0);
    expect(readlist.rows).toEqual([]);
  });

  it('gives a user their general profile and no presenter section', async () => {
    const general = await data<GeneralPageData>('accountProfile', '/account/profile', member.cookie);
    expect(general.profile).toEqual({ firstName: 'Thabo', lastName: 'Test', email: member.email });
    expect('presenter' in general).toBe(false);
  });

  it('lists connection requests by view, without the presenter’s contact details', async () => {
    const requested = await request('/api/connections', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: member.cookie },
      body: JSON.stringify({ presenterId: 'presenter-5' }),
    });
    expect(requested.status).toBe(201);
    const pending = await data<ConnectionsPageData>('connections', '/account/connections', member.cookie);
    expect(pending.view).toBe('pending');
    expect(pending.scope).toBe('own');
    expect(pending.rows).toHaveLength(1);
    expect(pending.rows?.[0]).toMatchObject({ presenterId: 'presenter-5', status: 'requested', cancellable: true });
    expect(JSON.stringify(pending)).not.toMatch(/presenterEmail|presenterTel|@example/);
    const history = await data<ConnectionsPageData>('connections', '/account/connections?view=history', member.cookie);
    expect(history.view).toBe('history');
    expect(history.rows).toEqual([]);
    // An unknown view is the pending one.
    const odd = await data<ConnectionsPageData>('connections', '/account/connections?view=other', member.cookie);
    expect(odd.view).toBe('pending');
  });
});

describe('a presenter in the account area', () => {
  it('gets the presenter section with the nine categories in their order', async () => {
    const presenter = await newMember('presenter', 'Ama');
    const general = await data<GeneralPageData>('accountProfile', '/account/profile', presenter.cookie);
    expect(general.presenter?.profile).toBeNull();
    expect(general.presenter?.categories.map((category) => category.id)).toEqual([
      'biodiversity-conservation',
      'conservation-for-non-conservation-students',
      'conservation-skills',
      'conservation-regenerative-agriculture',
      'earth-systems',
      'human-wildlife-co-existence',
      'leadership',
      'social-ecology',
      'wildlife-security-technology',
    ]);
    expect(general.presenter?.categories[0]?.title).toBe('Biodiversity Conservation');
  });
});

describe('the development mailbox', () => {
  /** The mailbox behind the middleware it relies on (settings and locale), as the app mounts it. */
  function mailboxApp() {
    return new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.set('settings', readSettings(c.env));
        await next();
      })
      .use('*', localeMiddleware)
      .route('/', devMailbox)
      .onError(answerError);
  }

  it('refuses a reset post that is not a form (415) or is too large (413), never 500', async () => {
    const json = await mailboxApp().request(
      '/dev/mailbox/reset-password',
      { method: 'POST', body: '{"oobCode":"x"}', headers: { 'content-type': 'application/json' } },
      env,
    );
    expect(json.status).toBe(415);
    const large = await mailboxApp().request(
      '/dev/mailbox/reset-password',
      {
        method: 'POST',
        body: `oobCode=${'x'.repeat(200 * 1024)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      env,
    );
    expect(large.status).toBe(413);
    const invalid = await mailboxApp().request(
      '/dev/mailbox/reset-password',
      { method: 'POST', body: new URLSearchParams({ oobCode: '', newPassword: 'x' }) },
      env,
    );
    expect(invalid.headers.get('location')).toBe('/dev/mailbox?reset=failed');
  });

  it('lists the verification links the Auth emulator holds', async () => {
    const email = `mailbox.${crypto.randomUUID().slice(0, 8)}@example.org`;
    const created = await identity('accounts:signUp?key=any', {
      email,
      password: 'mailbox-1234',
      returnSecureToken: true,
    });
    await identity('accounts:sendOobCode?key=any', { requestType: 'VERIFY_EMAIL', idToken: created.idToken });
    const response = await mailboxApp().request('/dev/mailbox', { headers: { accept: 'text/html' } }, env);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain(`data-email="${email}"`);
    expect(html).toMatch(/emulator\/action\?mode=verifyEmail/);
  });

  it('sets a new password from a reset link, as the hosted reset page would', async () => {
    const email = `reset.${crypto.randomUUID().slice(0, 8)}@example.org`;
    await identity('accounts:signUp?key=any', { email, password: 'old-password-1', returnSecureToken: true });
    await identity('accounts:sendOobCode?key=any', { requestType: 'PASSWORD_RESET', email });
    const code = (await oobCodes(email, 'PASSWORD_RESET')).at(-1);
    expect(code).toBeDefined();
    const page = await (await mailboxApp().request('/dev/mailbox', {}, env)).text();
    expect(page).toContain(`value="${code?.oobCode ?? ''}"`);
    const posted = await mailboxApp().request(
      '/dev/mailbox/reset-password',
      { method: 'POST', body: new URLSearchParams({ oobCode: code?.oobCode ?? '', newPassword: 'new-password-2' }) },
      env,
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/dev/mailbox?reset=done');
    expect(await signIn(email, 'new-password-2')).not.toBe('');
    // The link works once.
    const again = await mailboxApp().request(
      '/dev/mailbox/reset-password',
      { method: 'POST', body: new URLSearchParams({ oobCode: code?.oobCode ?? '', newPassword: 'third-password-3' }) },
      env,
    );
    expect(again.headers.get('location')).toBe('/dev/mailbox?reset=failed');
  });

  it('does not exist outside emulator mode', async () => {
    const production = {
      ...(env as unknown as Bindings),
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      // Production's friction: the test stack's shorter one is emulator mode's only.
      FRICTION_DELAY_STEP_MS: undefined,
      // Production refuses the committed local secret (issue #31): a real one, as a deploy has.
      SESSION_SECRET: btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32)))),
      MAIL_TRANSPORT: 'http',
      MAIL_HTTP_URL: 'https://mail.invalid/emails',
      MAIL_HTTP_TOKEN: 'unused',
    };
    const response = await mailboxApp().request('/dev/mailbox', {}, production);
    expect(response.status).toBe(404);
    const post = await mailboxApp().request('/dev/mailbox/reset-password', { method: 'POST' }, production);
    expect(post.status).toBe(404);
  });
});
