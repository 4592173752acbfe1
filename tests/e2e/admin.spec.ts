// The admin console in a real browser against the test stack (Worker, Auth and Firestore
// emulators): a member asks to be connected to a presenter on the site; an admin signs in to the
// console, finds the request among the pending ones, opens it and sends it to the presenter with a
// message; the presenter accepts through the link of the mail the step queued; the admin then
// introduces them with a note, and the member sees the introduction in their history. A member who
// is not an admin is refused by the console and by its API. Accounts are made through the Auth
// emulator's REST API (the sign-up screens have their own journey in members.spec.ts).
import {
  BASE_URL,
  expect,
  newAdmin,
  openTracked,
  PASSWORD,
  signIn,
  test,
  type Account,
  type Page,
  type TrackedPage,
} from './fixtures';
import { seriousViolations } from './audit';
import { generateConnections } from '#dev/connection-generator.ts';
import { AUTH_HOST, PROJECT_ID, verifiedAccount } from './accounts';
import { createFirestoreFromSettings } from '#worker/src/services/firestore/from-settings.ts';
import { collection } from '#worker/src/services/firestore/query.ts';

const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '';
const PRESENTER_ID = 'presenter-5';
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** A surname no other test uses, so a search finds this run's request only. */
const SURNAME = `Okonkwo${stamp}`;

/** Console errors of answers a test provokes on purpose (the refused API call). */
const unexpected = (errors: string[], statuses: number[]) =>
  errors.filter((error) => !statuses.some((status) => error.includes(`status of ${status}`)));

/** True when the table shows exactly one request, of `email` (not a loading or empty row). */
function onlyRowOf(email: string): boolean {
  const rows = document.querySelectorAll('tbody tr');
  return rows.length === 1 && (rows[0]?.textContent ?? '').includes(email);
}

/**
 * The presenter's answer to request `id` through the signed link of the mail that sending queued
 * (the outbox in Firestore, `mail/{id}`), as the link's page posts it.
 */
async function answerByMailedLink(id: string, answer: 'accepted' | 'declined' | 'question', note: string) {
  const db = createFirestoreFromSettings({ projectId: PROJECT_ID, emulatorHost: FIRESTORE_HOST });
  const mails = await db.query('', collection('mail').where('connectionId', '==', id));
  const ask = mails.find((mail) => mail.data.kind === 'askPresenter');
  const link = (ask?.data.params as Record<string, unknown> | undefined)?.answerLink;
  expect(link, 'the mail asking the presenter, with its answer link').toEqual(expect.any(String));
  const token = new URL(String(link)).pathname.split('/').at(-1) ?? '';
  const response = await fetch(`${BASE_URL}/api/introductions/link/${token}/answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ answer, note, shareTelephone: true }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function signInToConsole(page: Page, email: string) {
  await page.goto(`${BASE_URL}/admin`);
  await page.getByRole('heading', { name: 'Sign in to the admin console' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('admin console', () => {
  // The tests go on from each other: the member's requests, the admin's console tab.
  test.describe.configure({ mode: 'serial' });
  let member: TrackedPage;
  let admin: TrackedPage;
  let adminAccount: Account;
  const memberEmail = `amina.${stamp}@example.org`;

  test.beforeAll(async ({ browser }) => {
    expect(AUTH_HOST, 'FIREBASE_AUTH_EMULATOR_HOST (npm test sets it)').not.toBe('');
    // A verified account with the `user` role and this run's surname.
    await verifiedAccount({ email: memberEmail, password: PASSWORD, displayName: `Amina ${SURNAME}`, role: 'user' });
    adminAccount = await newAdmin('Fatou');
    member = await openTracked(browser);
    admin = await openTracked(browser);
  });

  test.afterAll(async () => {
    await member?.context.close();
    await admin?.context.close();
  });

  test('refuses a member who is not an admin, in the console and at the API', async () => {
    await signIn(member.page, { email: memberEmail, password: PASSWORD });
    await member.page.goto(`${BASE_URL}/`);
    // The member's request, as the presenter page's Connect button sends it.
    const created = await member.page.evaluate(async (presenterId) => {
      const response = await fetch('/api/connections', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ presenterId }),
      });
      return response.status;
    }, PRESENTER_ID);
    expect(created).toBe(201);

    await member.page.goto(`${BASE_URL}/admin`);
    await member.page.getByRole('heading', { name: 'No access to the admin console' }).waitFor();
    await expect(member.page.getByRole('table')).toHaveCount(0);
    expect(await seriousViolations(member.page)).toEqual([]);
    const apiStatus = await member.page.evaluate(async () => (await fetch('/api/admin/connections')).status);
    expect(apiStatus).toBe(403);
    expect(unexpected(member.errors, [403])).toEqual([]);
  });

  test('lets an admin find the pending request, send it to the presenter, and introduce them once accepted', async () => {
    test.setTimeout(120_000);
    const { page } = admin;
    await signInToConsole(page, adminAccount.email);
    await page.getByRole('heading', { level: 1, name: 'All Pending Connections' }).waitFor({ timeout: 20_000 });
    await expect(page).toHaveURL((url) => url.pathname === '/admin/pending');
    await page.getByRole('table').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Filter: the member's surname (prefix, case-insensitive); the state goes into the URL.
    await page.getByLabel('Search name or e-mail').fill(SURNAME.toLowerCase().slice(0, 12));
    await page.getByLabel('Search name or e-mail').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === SURNAME.toLowerCase().slice(0, 12));
    // The filtered page replaces the unfiltered one (where this newest request also shows).
    await page.waitForFunction(onlyRowOf, memberEmail, { timeout: 15_000 });
    const open = page.getByRole('button', { name: new RegExp(`^Open request from Amina ${SURNAME} to `) });
    await expect(open).toHaveCount(1);
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(2); // header and the one request
    await expect(rows.nth(1)).toContainText(memberEmail);
    // At 1440 x 900 the whole table is in the window, its last column included (it was cut off),
    // in English and in French (longer headings).
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const language of ['FR', 'EN']) {
      await page.getByRole('button', { name: new RegExp(`^${language} `) }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language.toLowerCase());
      const fit = await page.getByRole('table').evaluate((table) => ({
        right: Math.round(table.getBoundingClientRect().right),
        overflow: table.scrollWidth - (table.parentElement?.clientWidth ?? table.scrollWidth),
        page: document.documentElement.scrollWidth,
      }));
      if (process.env.E2E_SCREENSHOTS) {
        await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/pending-1440x900-${language}.png` });
      }
      expect(fit.page, language).toBeLessThanOrEqual(1440);
      expect(fit.right, language).toBeLessThanOrEqual(1440);
      expect(fit.overflow, language).toBeLessThanOrEqual(0);
    }

    await open.click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Request from Amina ${SURNAME} to `) });
    await dialog.waitFor();
    // The open request is in the address (`open=<id>`).
    await page.waitForURL((url) => /^[A-Za-z0-9]{20}$/.test(url.searchParams.get('open') ?? ''));
    const id = new URL(page.url()).searchParams.get('open') ?? '';
    await expect(dialog.getByRole('button', { name: 'Introduce them' })).toHaveCount(0); // not before the presenter accepts
    await dialog.getByLabel('Message to the presenter (optional)').fill('Amina runs a school club on wetlands.');
    await dialog.getByRole('button', { name: 'Send to the presenter' }).click();
    // Now it waits on the presenter: the team may only close it.
    await dialog.getByText(/^Waiting for .+ to accept, decline or ask a question/).waitFor();
    await dialog.getByRole('button', { name: 'Send to the presenter' }).waitFor({ state: 'detached' });
    await expect(dialog.getByRole('button', { name: 'Introduce them' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await answerByMailedLink(id, 'accepted', 'Happy to talk with Amina.');

    // Opened again, the request shows the presenter's answer and offers the introduction.
    await page.reload();
    await page.waitForFunction(onlyRowOf, memberEmail, { timeout: 15_000 });
    await open.click();
    await dialog.waitFor();
    await dialog.getByText('Happy to talk with Amina.').waitFor({ timeout: 15_000 });
    await dialog.getByLabel('Message to both (optional)').fill('Amina, meet our presenter: write to each other.');
    await dialog.getByLabel('Internal note').fill('Introduced by e-mail; both agreed to a call on Friday.');
    await dialog.getByRole('button', { name: 'Introduce them' }).click();
    await dialog.getByText('Introduced by e-mail; both agreed to a call on Friday.').waitFor();
    await dialog.getByRole('button', { name: 'Close the request' }).waitFor({ state: 'detached' });
    await expect(dialog).toContainText('Fatou Team');
    await expect(dialog).toContainText(/with the presenter/i);
    await expect(dialog).toContainText(/accepted/i);
    await expect(dialog).toContainText(/introduced/i);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Ended requests leave the pending view; All Connections shows it introduced.
    await page.getByRole('link', { name: 'All Connections' }).click();
    await page.getByRole('heading', { level: 1, name: 'All Connections' }).waitFor();
    await page.getByLabel('Search name or e-mail').fill(SURNAME.toLowerCase());
    await page.getByLabel('Search name or e-mail').press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/admin/connections' && url.searchParams.get('q') === SURNAME.toLowerCase(),
    );
    await page.waitForFunction(onlyRowOf, memberEmail, { timeout: 15_000 });
    await expect(page.getByRole('row').nth(1)).toContainText(/introduced/i);
    expect(admin.errors).toEqual([]);
  });

  test('shows the member the introduction in their history, without the internal note', async () => {
    const { page } = member;
    await page.goto(`${BASE_URL}/account/connections`);
    await page.getByTestId('connections-view-history').click();
    const row = page.getByTestId('connection-row');
    await row.first().waitFor();
    await expect(page.getByTestId('connection-status').first()).toHaveText('Introduced');
    // The presenter's e-mail and the team's message to both, never the internal note.
    const contact = page.getByTestId('connection-contact').first();
    await expect(contact).toContainText('Amina, meet our presenter: write to each other.');
    await expect(contact).toContainText('@');
    // The history has come (above): the whole document, its data included, is read once.
    expect(await page.content()).not.toContain('both agreed to a call');
  });

  test('closes selected requests in bulk and exports the filtered view as CSV', async () => {
    test.setTimeout(90_000);
    for (const presenterId of ['presenter-6', 'presenter-7']) {
      const status = await member.page.evaluate(async (id) => {
        const response = await fetch('/api/connections', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ presenterId: id }),
        });
        return response.status;
      }, presenterId);
      expect(status).toBe(201);
    }
    const { page } = admin;
    await page.getByRole('link', { name: 'All Pending Connections' }).click();
    await page.getByRole('heading', { level: 1, name: 'All Pending Connections' }).waitFor();
    // Rows selected before the search's answer is shown belong to the rows it replaces (the
    // unfiltered view, kept while it loads, shows the same two requests), and their selection
    // clears: wait until the table shows only this member's requests and is no longer busy (the
    // answer may come from the console's cache, without a request to wait for).
    await page.getByLabel('Search name or e-mail').fill(SURNAME.toLowerCase());
    await page.getByLabel('Search name or e-mail').press('Enter');
    await page.waitForFunction(
      (email) => {
        const rows = Array.from(document.querySelectorAll('tbody tr'));
        return (
          document.querySelector('.data-table')?.getAttribute('aria-busy') === 'false' &&
          rows.length === 2 &&
          rows.every((row) => (row.textContent ?? '').includes(email))
        );
      },
      memberEmail,
      { timeout: 15_000 },
    );
    await page.getByRole('checkbox', { name: 'Select all requests on this page' }).click();
    // Closing is the one change the team makes in bulk (sending and introducing carry a message each).
    const targets = page.getByRole('group', { name: 'Change 2 selected requests to' }).getByRole('button');
    await expect(targets).toHaveCount(1);
    await targets.click();
    // Closing ends the requests: the console asks first.
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await confirm.getByRole('button').filter({ hasNotText: 'Go back' }).click();
    await page.waitForFunction(() => !document.querySelector('tbody tr td:nth-child(2)'), undefined, {
      timeout: 15_000,
    });

    // The All view with the same search holds the three requests; its export says so in CSV.
    await page.getByRole('link', { name: 'All Connections' }).click();
    // The All view's own search box, not the Pending view's on its way out: the address changes
    // first, then the view renders and empties the box (the All view has no search yet).
    await page.waitForURL((url) => url.pathname === '/admin/connections');
    await expect(page.getByLabel('Search name or e-mail')).toHaveValue('');
    await page.getByLabel('Search name or e-mail').fill(SURNAME.toLowerCase());
    await page.getByLabel('Search name or e-mail').press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin/connections' && url.searchParams.has('q'));
    // The export link follows the view's filters once the view has them.
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      new RegExp(`q=${encodeURIComponent(SURNAME.toLowerCase())}`),
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Request id,Presenter,/);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',').at(-3))
        .sort(),
    ).toEqual(['closed', 'closed', 'introduced']);
    expect(admin.errors).toEqual([]);
  });

  test('refuses a change made on a stale copy, shows the current one and keeps the typed note', async () => {
    const created = await member.page.evaluate(async () => {
      const response = await fetch('/api/connections', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ presenterId: 'presenter-8' }),
      });
      return ((await response.json()) as { connection: { id: string } }).connection.id;
    });
    const { page } = admin;
    await page.goto(`${BASE_URL}/admin/pending?q=${SURNAME.toLowerCase()}&open=${created}`);
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Request from Amina ${SURNAME} to `) });
    await dialog.getByRole('button', { name: 'Send to the presenter' }).waitFor({ timeout: 15_000 });
    // A colleague moves it on meanwhile (same API, another tab).
    const moved = await page.evaluate(async (id) => {
      const detail = (await (await fetch(`/api/admin/connections/${id}`)).json()) as {
        connection: { version: string };
      };
      const response = await fetch(`/api/admin/connections/${id}/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: 'sent', version: detail.connection.version }),
      });
      return response.status;
    }, created);
    expect(moved).toBe(200);
    await dialog.getByLabel('Internal note').fill('Presenter asked for a short call first.');
    await dialog.getByRole('button', { name: 'Close the request' }).click();
    await page
      .getByRole('alertdialog', { name: 'Close this request?' })
      .getByRole('button', { name: 'Yes, close it' })
      .click();
    await dialog
      .getByText(/Someone else changed this request since you opened it: it is now with the presenter/)
      .waitFor();
    // The current copy's choices: it waits on the presenter, and can no longer be sent.
    await dialog.getByText(/^Waiting for .+ to accept, decline or ask a question/).waitFor();
    await dialog.getByRole('button', { name: 'Send to the presenter' }).waitFor({ state: 'detached' });
    await expect(dialog.getByLabel('Internal note')).toHaveValue('Presenter asked for a short call first.');
    const stored = await page.evaluate(async (id) => {
      const detail = (await (await fetch(`/api/admin/connections/${id}`)).json()) as { connection: { status: string } };
      return detail.connection.status;
    }, created);
    expect(stored).toBe('sent');
    await page.keyboard.press('Escape');
    expect(unexpected(admin.errors, [409])).toEqual([]);
    admin.errors.length = 0;
  });

  test('keeps the page shown, marked busy, while the next one loads, and shows a page seen before at once', async ({
    open,
  }) => {
    test.setTimeout(90_000);
    // 45 requests of one generated member: their requests, 20 a page, make three pages.
    const db = createFirestoreFromSettings({ projectId: PROJECT_ID, emulatorHost: FIRESTORE_HOST });
    await generateConnections(db, {
      count: 45,
      requesters: 1,
      presenters: [{ id: 'presenter-9', name: 'Thabo Ndlovu', email: 'thabo@example.org', tel: '+27 82 555 0109' }],
    });
    // A tab of its own, closed after the test, which fails if it logged any console error.
    const { page } = await open();
    await signInToConsole(page, adminAccount.email);
    await page.getByRole('heading', { level: 1, name: 'All Pending Connections' }).waitFor({ timeout: 20_000 });
    await page.goto(`${BASE_URL}/admin/connections?requester=generated000000&size=20`);
    const status = page.locator('.table-status');
    await expect(status).toHaveText(/^Showing 1–20 of \d+$/, { timeout: 15_000 });
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(20);
    const firstPage = await rows.allTextContents();

    // The next page's answer is held back until the test has looked at the table.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const nextPageCall = (url: URL) => url.pathname === '/api/admin/connections' && url.searchParams.has('after');
    await page.route(nextPageCall, async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.searchParams.has('after'));
    await page.locator('.data-table[aria-busy="true"]').waitFor();
    // The answer is held: the table stays like this until release().
    await expect(status).toHaveText('Loading requests…');
    await expect(rows).toHaveText(firstPage); // not an empty or loading table
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

    release();
    await expect(status).toHaveText(/^Showing 21–40 of \d+$/, { timeout: 15_000 });
    await expect(page.locator('.data-table')).toHaveAttribute('aria-busy', 'false');
    await expect(rows).toHaveCount(20);
    const secondPage = await rows.allTextContents();
    expect(secondPage.filter((row) => firstPage.includes(row))).toEqual([]);
    await page.unroute(nextPageCall);

    // Previous shows the first page again at once, from the cache: its answer is held back this time.
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const firstPageCall = (url: URL) => url.pathname === '/api/admin/connections' && !url.searchParams.has('after');
    await page.route(firstPageCall, async (route) => {
      const response = await route.fetch();
      await firstHeld;
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Previous page' }).click();
    await page.waitForURL((url) => !url.searchParams.has('after'));
    await expect(rows).toHaveText(firstPage, { timeout: 5_000 });
    releaseFirst();
    await expect(status).toHaveText(/^Showing 1–20 of \d+$/, { timeout: 15_000 });
    await page.unroute(firstPageCall);
  });

  test('lists contact messages in French and marks one handled', async () => {
    expect(FIRESTORE_HOST, 'FIRESTORE_EMULATOR_HOST (npm test sets it)').not.toBe('');
    const id = `e2e-${stamp}`;
    const response = await fetch(
      `http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/contactMessages/${id}`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({
          fields: {
            name: { stringValue: 'Aïcha' },
            surname: { stringValue: `Traoré ${stamp}` },
            email: { stringValue: 'aicha@example.org' },
            cellphone: { stringValue: '+223 70 55 01 23' },
            message: { stringValue: 'Bonjour, je voudrais présenter mon travail.' },
            locale: { stringValue: 'fr' },
            status: { stringValue: 'new' },
            createdAt: { timestampValue: new Date(Date.now() + 3_600_000).toISOString() },
          },
        }),
      },
    );
    expect(response.ok).toBe(true);
    const { page } = admin;
    await page.getByRole('button', { name: 'FR – Français' }).click();
    await page.getByRole('link', { name: 'Messages de contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Messages de contact' }).waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // French puts a (narrow) no-break space before a colon: \s matches it; "de" elides before a
    // vowel ("d’Aïcha", #23.15).
    const mark = page.getByRole('button', {
      name: new RegExp(`^Marquer comme traité\\s:\\smessage d’Aïcha Traoré ${stamp}$`),
    });
    await mark.waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await mark.click();
    await page.getByText(new RegExp(`^Le message (de |d’)Aïcha Traoré ${stamp} est marqué comme traité\\.$`)).waitFor();
    await page.getByRole('button', { name: /^Traités/ }).click();
    await page
      .getByRole('button', { name: new RegExp(`^Marquer comme nouveau\\s:\\smessage d’Aïcha Traoré ${stamp}$`) })
      .waitFor();
    expect(admin.errors).toEqual([]);
  });
});
