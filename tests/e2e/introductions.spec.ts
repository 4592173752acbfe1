// Introductions with double opt-in (decision 0028) in a real browser against the test stack, in
// English and in French: the member asks on the presenter's page with a reason; the team sends it
// to the presenter from the console with a message; the presenter accepts in their account (en)
// or, without signing in, through the link e-mailed to them (fr); the team introduces them; the
// member sees the presenter's contact details; every mail lands in the dev mailbox in its
// reader's language. axe checks the new screens.
import { BASE_URL, expect, newAdmin, signIn, test, type Account, withoutSiteCss } from './fixtures';
import { seriousViolations } from './audit';
import { expectOnScreen } from './viewport';
import { registerVerifiedMember, AUTH_HOST, PROJECT_ID } from './accounts';
import { createFirestoreFromSettings } from '#worker/src/services/firestore/from-settings.ts';
import { samplePack } from '#dev/content-service/sample-pack.ts';
import type { Presenter } from '#shared/schemas/content.ts';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vnu from 'vnu-jar';

/** The W3C validator's errors on one page's HTML. */
async function htmlErrors(html: string): Promise<string[]> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'cta-vnu-intro-')), 'page.html');
  writeFileSync(file, withoutSiteCss(html));
  let output: string;
  try {
    output = (await promisify(execFile)('java', ['-jar', vnu, '--errors-only', '--format', 'json', file])).stderr;
  } catch (error) {
    output = (error as { stderr?: string }).stderr ?? String(error);
  }
  const { messages } = JSON.parse(output) as { messages: { type: string; message: string; extract?: string }[] };
  return (
    messages
      .filter((message) => message.type === 'error')
      // The validator's CSS checker does not know the view-transition opt-in yet (html-validity.spec).
      .filter(
        (message) =>
          !/^CSS: Unrecognized at-rule “@view-transition”|^The “eagerness” property in a speculation rule must be one of/.test(
            message.message,
          ),
      )
      .map((m) => `${m.message} ${m.extract ?? ''}`)
  );
}

const PASSWORD = 'acacia-river-77';
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Mail {
  subject: string;
  text: string;
  kind: string;
}

/** The newest mail of `kind` delivered to `to` (waiting for it). */
async function mailOf(to: string, kind: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${BASE_URL}/dev/mailbox/messages.json?to=${encodeURIComponent(to)}`);
        const { items } = (await response.json()) as { items: Mail[] };
        found = items.find((mail) => mail.kind === kind);
        return found !== undefined;
      },
      { message: `no ${kind} mail reached ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

const TEXTS = {
  en: {
    connect: (name: string) => `Connect with ${name}`,
    reasonLabel: /Why would you like to meet this presenter/,
    confirm: 'Go ahead!',
    send: 'Send to the presenter',
    introduce: 'Introduce them',
    message: { sent: 'Message to the presenter (optional)', introduced: 'Message to both (optional)' },
    accept: /Accept: the team will introduce you/,
    shareTel: /the member may also have my telephone number/,
    sendAnswer: 'Send my answer',
    accepted: /you accepted/,
    history: 'History',
    subjects: { requestReceived: /We received your request/, introducedMember: /^Introduction: / },
  },
  fr: {
    connect: (name: string) => `Entrer en contact avec ${name}`,
    reasonLabel: /Pourquoi souhaitez-vous rencontrer ce présentateur/,
    confirm: 'Allons-y\u00a0!',
    send: 'Send to the presenter',
    introduce: 'Introduce them',
    message: { sent: 'Message to the presenter (optional)', introduced: 'Message to both (optional)' },
    accept: /Accepter\s: l’équipe vous mettra en relation/,
    shareTel: /le membre peut aussi avoir mon numéro de téléphone/,
    sendAnswer: 'Envoyer ma réponse',
    accepted: /vous avez accepté/,
    history: 'Historique',
    subjects: { requestReceived: /Nous avons bien reçu votre demande/, introducedMember: /^Mise en relation\s: / },
  },
} as const;

test.describe('introductions with double opt-in', () => {
  let adminAccount: Account;
  const presenters = samplePack().collections.presenters as Presenter[];

  /** Member presenters published by a test: taken off the site afterwards (no other suite sees them). */
  const memberPresenterUids: string[] = [];

  test.afterAll(async () => {
    const db = createFirestoreFromSettings({
      projectId: PROJECT_ID,
      emulatorHost: process.env.FIRESTORE_EMULATOR_HOST ?? '',
    });
    for (const uid of memberPresenterUids) {
      await db.update(`presenterProfiles/${uid}`, { isPublished: false }).catch(() => undefined);
    }
  });

  test.beforeAll(async () => {
    expect(AUTH_HOST, 'FIREBASE_AUTH_EMULATOR_HOST (npm test sets it)').not.toBe('');
    adminAccount = await newAdmin('Fatou');
  });

  for (const [language, presenterId, byLink] of [
    ['en', 'presenter-11', false],
    ['fr', 'presenter-12', true],
  ] as const) {
    test(`runs the whole loop in ${language}: ask, send, ${byLink ? 'accept by the e-mailed link' : 'accept in the account'}, introduce`, async ({
      open,
    }) => {
      test.setTimeout(180_000);
      const texts = TEXTS[language];
      const presenter = presenters.find((item) => item.id === presenterId)!;
      const presenterEmail = presenter.email!;
      const memberEmail = `member.intro.${language}.${stamp}@example.org`;
      const reason = language === 'en' ? `I study vultures (${stamp}).` : `J’étudie les vautours (${stamp}).`;
      await registerVerifiedMember(BASE_URL, {
        email: memberEmail,
        password: PASSWORD,
        firstName: 'Amina',
        lastName: `Diallo${stamp}`,
        accountType: 'user',
      });
      if (!byLink) {
        // The presenter's own account, registered with the address the team knows them by.
        await registerVerifiedMember(BASE_URL, {
          email: presenterEmail,
          password: PASSWORD,
          firstName: presenter.name,
          lastName: presenter.surname,
          accountType: 'presenter',
        });
      }

      // 1. The member asks, with a reason, on the presenter's page.
      const member = await open({ locale: language === 'en' ? 'en-GB' : 'fr-FR' });
      await signIn(member.page, { email: memberEmail, password: PASSWORD });
      await member.page.goto(`${BASE_URL}/presenters/${presenterId}`);
      // The button names the presenter with their honorific ("Connect with Dr …").
      await member.page
        .getByRole('button', { name: new RegExp(`^${texts.connect('.*')}${presenter.surname}$`) })
        .click();
      const dialog = member.page.getByTestId('connect-dialog');
      await dialog.getByLabel(texts.reasonLabel).fill(reason);
      expect(await seriousViolations(member.page)).toEqual([]);
      await dialog.getByRole('button', { name: texts.confirm }).click();
      await member.page.getByTestId('connect').getByRole('status').filter({ hasText: /./ }).waitFor();
      const received = await mailOf(memberEmail, 'requestReceived');
      expect(received.subject).toMatch(texts.subjects.requestReceived);
      expect(received.text).toContain(reason);

      // 2. The team sends it to the presenter with a message (the console is in English).
      const admin = await open();
      await admin.page.goto(`${BASE_URL}/admin`);
      await admin.page.getByLabel('E-mail').fill(adminAccount.email);
      await admin.page.getByLabel('Password').fill(adminAccount.password);
      await admin.page.getByRole('button', { name: 'Sign in' }).click();
      await admin.page.getByRole('heading', { level: 1, name: 'All Pending Connections' }).waitFor({ timeout: 20_000 });
      const search = `diallo${stamp}`;
      await admin.page.goto(`${BASE_URL}/admin/pending?q=${search}`);
      const openButton = admin.page.getByRole('button', {
        name: new RegExp(`^Open request from Amina Diallo${stamp} to `),
      });
      await openButton.waitFor({ timeout: 20_000 });
      await openButton.click();
      const panel = admin.page.getByRole('dialog', { name: new RegExp(`^Request from Amina Diallo${stamp}`) });
      await panel.getByText(reason).waitFor();
      await panel.getByLabel(texts.message.sent).fill('Amina runs a field project.');
      expect(await seriousViolations(admin.page)).toEqual([]);
      await panel.getByRole('button', { name: texts.send }).click();
      await panel.getByText(/Waiting for .* to accept, decline or ask a question/).waitFor();
      const asking = await mailOf(presenterEmail, 'askPresenter');
      expect(asking.text).toContain(reason);
      expect(asking.text).toContain('Amina runs a field project.');
      expect(asking.text).not.toContain(memberEmail);
      expect((await mailOf(memberEmail, 'requestSent')).subject).toMatch(
        language === 'en' ? /has been sent/ : /a été transmise/,
      );

      // 3. The presenter accepts and shares their telephone: in their account, or by the link; on a
      // phone, and by the link without JavaScript (the answer is on screen either way, issue #31).
      const presenterTab = await open({
        locale: language === 'en' ? 'en-GB' : 'fr-FR',
        viewport: { width: 390, height: 844 },
        ...(byLink ? { javaScriptEnabled: false } : {}),
      });
      if (byLink) {
        const link = /https?:\/\/\S+\/introductions\/[A-Za-z0-9]{20}\.\d+\.[\w-]+/.exec(asking.text)?.[0];
        expect(link, asking.text).toBeDefined();
        const address = `${BASE_URL}${new URL(link!).pathname}`;
        // The answer page as the validator reads it: the request's card and its form.
        const html = await (
          await fetch(address, { headers: { 'user-agent': 'Googlebot/2.1', accept: 'text/html' } })
        ).text();
        expect(html).toContain(reason);
        expect(await htmlErrors(html)).toEqual([]);
        // axe runs in the page: on the same address in a tab with scripts.
        const audit = await open({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
        await audit.page.goto(address);
        await audit.page.locator('article.introduction-card').filter({ hasText: reason }).waitFor();
        expect(await seriousViolations(audit.page)).toEqual([]);
        await audit.context.close();
        await presenterTab.page.goto(address);
      } else {
        await signIn(presenterTab.page, { email: presenterEmail, password: PASSWORD });
        await presenterTab.page.goto(`${BASE_URL}/account/introductions`);
      }
      const card = presenterTab.page.locator('article.introduction-card').filter({ hasText: reason });
      await card.waitFor();
      await expect(card).not.toContainText(memberEmail);
      if (!byLink) expect(await seriousViolations(presenterTab.page)).toEqual([]);
      await card.getByLabel(texts.accept).check();
      await card.getByLabel(texts.shareTel).check();
      await card.getByRole('button', { name: texts.sendAnswer }).click();
      await card.getByRole('status').filter({ hasText: texts.accepted }).waitFor();
      await expectOnScreen(card.getByRole('status').filter({ hasText: texts.accepted }));
      await mailOf('facilitation@example.org', 'presenterAnswered');

      // 4. The team introduces them with a message to both.
      await admin.page.reload();
      const reopened = admin.page.getByRole('dialog', { name: new RegExp(`^Request from Amina Diallo${stamp}`) });
      await reopened.getByLabel(texts.message.introduced).fill('Please meet in January.');
      await reopened.getByRole('button', { name: texts.introduce }).click();
      await reopened.getByText('This request has ended; its status can no longer change.').waitFor();

      // The console's new screens: the month's report and the mail (unsent, templates).
      if (language === 'en') {
        await admin.page.goto(`${BASE_URL}/admin/report`);
        await admin.page.getByRole('heading', { level: 2, name: 'Per presenter' }).waitFor({ timeout: 20_000 });
        expect(await seriousViolations(admin.page)).toEqual([]);
        await admin.page.goto(`${BASE_URL}/admin/mail`);
        await admin.page.getByRole('heading', { level: 3 }).first().waitFor({ timeout: 20_000 });
        expect(await seriousViolations(admin.page)).toEqual([]);
      }

      // 5. The member sees the presenter's contact details; both mails arrived in their language.
      await member.page.goto(`${BASE_URL}/account/connections?view=history`);
      const contact = member.page.getByTestId('connection-contact').filter({ hasText: presenterEmail });
      await contact.waitFor();
      await expect(contact).toContainText(presenter.telephone ?? '');
      const introduced = await mailOf(memberEmail, 'introducedMember');
      expect(introduced.subject).toMatch(texts.subjects.introducedMember);
      expect(introduced.text).toContain(presenterEmail);
      expect(introduced.text).toContain('Please meet in January.');
      const toPresenter = await mailOf(presenterEmail, 'introducedPresenter');
      expect(toPresenter.text).toContain(memberEmail);

      // (The `open` fixture closes the three tabs after the test.)
      for (const tab of [member, admin, presenterTab]) {
        expect(tab.errors, `console errors (${language})`).toEqual([]);
      }
    });
  }

  test('a member presenter’s telephone reaches the console and, as they agreed, the member’s mail', async ({
    open,
  }) => {
    test.setTimeout(240_000);
    // The presenter registers (their account's telephone is not the one they give the team) and
    // fills in the presenter form in English with the telephone the team may use.
    const presenterEmail = `presenter.tel.${stamp}@example.org`;
    const surname = `Khumalo${stamp}`;
    const presenterUid = await registerVerifiedMember(BASE_URL, {
      email: presenterEmail,
      password: PASSWORD,
      firstName: 'Lindiwe',
      lastName: surname,
      accountType: 'presenter',
    });
    memberPresenterUids.push(presenterUid);
    const presenterTab = await open({ locale: 'en-GB' });
    await signIn(presenterTab.page, { email: presenterEmail, password: PASSWORD });
    await presenterTab.page.goto(`${BASE_URL}/account/profile`);
    const form = presenterTab.page.getByTestId('presenter-profile');
    await form.waitFor();
    await presenterTab.page.locator('#presenter-country').fill('South Africa');
    await presenterTab.page.locator('#presenter-telephone').fill('+27825550147');
    await presenterTab.page.locator('#presenter-summary').fill(`Counts vultures in Limpopo (${stamp}).`);
    await expect(form.getByLabel('English')).toBeChecked();
    await presenterTab.page.getByTestId('presenter-submit').click();
    await form.getByTestId('presenter-saved').waitFor({ timeout: 20_000 });

    // The team approves the profile in the console.
    const admin = await open();
    await admin.page.goto(`${BASE_URL}/admin/profiles`);
    await admin.page.getByLabel('E-mail').fill(adminAccount.email);
    await admin.page.getByLabel('Password').fill(adminAccount.password);
    await admin.page.getByRole('button', { name: 'Sign in' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Presenter profiles' }).waitFor({ timeout: 20_000 });
    await admin.page.getByRole('button', { name: `Review the profile of Lindiwe ${surname}` }).click();
    const sheet = admin.page.getByRole('dialog', { name: `Profile of Lindiwe ${surname}` });
    await sheet.getByTestId('profile-approve').click();
    await sheet.getByText(`The profile of Lindiwe ${surname} is published.`).waitFor();

    // A member reading in French asks to meet them on their public page.
    const memberEmail = `member.tel.${stamp}@example.org`;
    await registerVerifiedMember(BASE_URL, {
      email: memberEmail,
      password: PASSWORD,
      firstName: 'Chiara',
      lastName: `Moyo${stamp}`,
      accountType: 'user',
    });
    const member = await open({ locale: 'fr-FR' });
    await member.context.addCookies([{ name: 'i18n_redirected', value: 'fr', url: BASE_URL }]);
    await signIn(member.page, { email: memberEmail, password: PASSWORD });
    await member.page.goto(`${BASE_URL}/presenters/member-${presenterUid}`);
    await member.page.getByRole('button', { name: new RegExp(`^${TEXTS.fr.connect('.*')}${surname}$`) }).click();
    const dialog = member.page.getByTestId('connect-dialog');
    await dialog.getByRole('button', { name: TEXTS.fr.confirm }).click();
    await member.page.getByTestId('connect').getByRole('status').filter({ hasText: /./ }).waitFor();

    // The team sends it; the presenter is asked in English only (the language of their profile).
    await admin.page.goto(`${BASE_URL}/admin/pending?q=moyo${stamp}`);
    const openButton = admin.page.getByRole('button', {
      name: new RegExp(`^Open request from Chiara Moyo${stamp} to `),
    });
    await openButton.waitFor({ timeout: 20_000 });
    await openButton.click();
    const panel = admin.page.getByRole('dialog', { name: new RegExp(`^Request from Chiara Moyo${stamp}`) });
    await panel.getByRole('button', { name: TEXTS.en.send }).click();
    await panel.getByText(/Waiting for .* to accept, decline or ask a question/).waitFor();
    const asking = await mailOf(presenterEmail, 'askPresenter');
    expect(asking.subject).toBe(`Chiara Moyo${stamp} would like to be introduced to you`);
    expect(asking.text).not.toMatch(/Bonjour/);

    // The presenter accepts in their account and lets the member have their telephone.
    await presenterTab.page.goto(`${BASE_URL}/account/introductions`);
    const card = presenterTab.page.locator('article.introduction-card').filter({ hasText: `Chiara Moyo${stamp}` });
    await card.getByLabel(TEXTS.en.accept).check();
    await card.getByLabel(TEXTS.en.shareTel).check();
    await card.getByRole('button', { name: TEXTS.en.sendAnswer }).click();
    await card.getByRole('status').filter({ hasText: TEXTS.en.accepted }).waitFor();

    // The console's record has the presenter's telephone (and says they share it); the team introduces.
    await admin.page.reload();
    const reopened = admin.page.getByRole('dialog', { name: new RegExp(`^Request from Chiara Moyo${stamp}`) });
    await reopened.getByRole('link', { name: '+27 82 555 0147' }).waitFor();
    await expect(reopened.getByRole('link', { name: '+27 82 555 0147' })).toHaveAttribute('href', 'tel:+27825550147');
    await reopened.getByRole('button', { name: TEXTS.en.introduce }).click();
    await reopened.getByText('This request has ended; its status can no longer change.').waitFor();

    // The member's mail (in French) gives the telephone, formatted; the presenter's is in English.
    const introduced = await mailOf(memberEmail, 'introducedMember');
    expect(introduced.subject).toMatch(TEXTS.fr.subjects.introducedMember);
    expect(introduced.text).toContain(presenterEmail);
    expect(introduced.text).toContain('Téléphone\u00a0: +27 82 555 0147');
    const toPresenter = await mailOf(presenterEmail, 'introducedPresenter');
    expect(toPresenter.subject).toBe(`Introduction: Chiara Moyo${stamp}`);

    // The profile leaves the site again (the team's withdrawal), so that no other suite finds it.
    const headers = { origin: BASE_URL, 'sec-fetch-site': 'same-origin' };
    const reviewed = await admin.page.request.get(`/api/admin/profiles/${presenterUid}`, { headers });
    const { version } = ((await reviewed.json()) as { profile: { version: string } }).profile;
    const withdrawn = await admin.page.request.post(`/api/admin/profiles/${presenterUid}/decision`, {
      headers: { ...headers, 'content-type': 'application/json' },
      data: { decision: 'withdraw', version, note: 'End of the test.' },
    });
    expect(withdrawn.status()).toBe(200);
    for (const tab of [member, admin, presenterTab]) expect(tab.errors).toEqual([]);
  });
});
