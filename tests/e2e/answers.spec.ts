// The answer library (decision 0040) in a real browser against the test stack, in English with no
// script and in French with scripts: a member asks with consent on the presenter's page; the team
// sends the request; the presenter answers through the e-mailed link in writing and with a
// recording; the team approves it in the console's queue (bulk approve); the answer is on its page,
// under the talk at its moment, on the presenter's page, in search and in the feed; the request
// form shows it to the next member with the same question (as they type, and after a first post
// without JavaScript); the member withdraws and it is gone everywhere, the kept page copy included.
// With SHOTS_DIR set, the new screens are photographed at 390 and 1440 px.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BASE_URL, expect, newAdmin, newMember, signIn, test, type Page } from './fixtures';
import { seriousViolations } from './audit';
import { samplePack } from '#dev/content-service/sample-pack.ts';
import { SAMPLE_ANSWERS_DIR } from '#dev/content-service/sample-answers.ts';

const PRESENTER_ID = 'presenter-4';
const TALK = 'presentation-8';
const presenterEmail = String(
  (samplePack().collections.presenters as { id: string; email?: string }[]).find((item) => item.id === PRESENTER_ID)
    ?.email,
);
const RECORDING = path.join(SAMPLE_ANSWERS_DIR, 'how-often-to-burn-fynbos.ogg');
const stamp = Date.now().toString(36);

const TEXTS = {
  en: {
    locale: 'en-GB',
    connect: /Connect with .*Lindiwe Dlamini/,
    reason: /Why would you like to meet this presenter/,
    consent: 'Yes, with my first name',
    confirm: 'Go ahead!',
    accept: /Accept: the team will introduce you/,
    publicText: 'Your public answer, in writing',
    recording: /And\/or a short recording/,
    talk: /It refers to one of your talks/,
    moment: /At a moment of that talk/,
    send: 'Send my answer',
    received: /Your public answer was received/,
    firstName: 'Naledi',
    askedBy: 'Asked by Naledi',
    suggestTitle: 'Answers that may help',
    anyway: 'Send my request anyway',
    withdraw: 'Withdraw my question from the library',
  },
  fr: {
    locale: 'fr-FR',
    connect: /Entrer en contact avec .*Lindiwe Dlamini/,
    reason: /Pourquoi souhaitez-vous rencontrer ce présentateur/,
    consent: 'Oui, avec mon prénom',
    confirm: 'Allons-y !',
    accept: /Accepter/,
    publicText: 'Votre réponse publique, par écrit',
    recording: /Et\/ou un court enregistrement/,
    talk: /Elle se rapporte à l’une de vos présentations/,
    moment: /À un moment de cette présentation/,
    send: 'Envoyer ma réponse',
    received: /Votre réponse publique a bien été reçue/,
    firstName: 'Zodwa',
    askedBy: 'Posée par Zodwa',
    suggestTitle: 'Des réponses qui peuvent vous aider',
    anyway: 'Envoyer quand même ma demande',
    withdraw: 'Retirer ma question de la bibliothèque',
  },
} as const;

interface Mail {
  text: string;
  kind: string;
}

async function mailOf(to: string, kind: string, about: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${BASE_URL}/dev/mailbox/messages.json?to=${encodeURIComponent(to)}`);
        const { items } = (await response.json()) as { items: (Mail & { at: string })[] };
        found = items.find((mail) => mail.kind === kind && mail.text.includes(about));
        return found !== undefined;
      },
      { message: `no ${kind} mail reached ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const [language, scripts] of [
  ['en', false],
  ['fr', true],
] as const) {
  const text = TEXTS[language];
  const how = scripts ? 'with scripts' : 'with no script';
  test(`asked, answered, approved, public everywhere, then withdrawn and gone, ${how} (${language})`, async ({
    open,
  }) => {
    test.setTimeout(480_000);
    const question = `${language === 'en' ? 'How often should fynbos burn to stay healthy' : 'Combien de fois le fynbos doit-il brûler pour rester sain'} ${stamp}?`;

    // 1. The member asks, letting the library publish their question with their first name.
    const member = await newMember('user', text.firstName);
    const memberTab = await open({ locale: text.locale, ...(scripts ? {} : { javaScriptEnabled: false }) });
    await signIn(memberTab.page, member);
    await memberTab.page.goto(`${BASE_URL}/presenters/${PRESENTER_ID}?lang=${language}`);
    await memberTab.page.getByTestId('connect').getByRole('button', { name: text.connect }).first().click();
    const dialog = memberTab.page.getByRole('dialog').filter({ has: memberTab.page.getByLabel(text.reason) });
    await dialog.getByLabel(text.reason).fill(question);
    await dialog.getByLabel(text.consent).check();
    await shoot(memberTab.page, `connect-consent-${language}`);
    await dialog.getByRole('button', { name: text.confirm }).click();
    await expect(memberTab.page).toHaveURL((url) => url.searchParams.get('done') === 'sent');

    // 2. The team sends it to the presenter (through the console's API).
    const admin = await newAdmin();
    const adminTab = await open({ locale: text.locale });
    await signIn(adminTab.page, admin);
    const listed = await adminTab.page.request.get(
      `${BASE_URL}/api/admin/connections?view=pending&q=${encodeURIComponent(member.email)}`,
    );
    const { items } = (await listed.json()) as { items: { id: string; version: string; requesterUid: string }[] };
    const request = items.find((item) => item.requesterUid === member.uid);
    expect(request).toBeDefined();
    const sent = await adminTab.page.request.post(`${BASE_URL}/api/admin/connections/${request!.id}/status`, {
      headers: { origin: BASE_URL },
      data: { to: 'sent', version: request!.version },
    });
    expect(sent.status()).toBe(200);

    // 3. The presenter answers through the e-mailed link: accepts, and answers publicly in writing and with a recording.
    // The mail about this request (the other language's test asks the same presenter).
    const asking = await mailOf(presenterEmail, 'askPresenter', question);
    const link = /https?:\/\/\S+\/introductions\/\S+/.exec(asking.text)?.[0] ?? '';
    const presenterTab = await open({ locale: text.locale, ...(scripts ? {} : { javaScriptEnabled: false }) });
    await presenterTab.page.goto(new URL(new URL(link).pathname, BASE_URL).toString());
    const card = presenterTab.page.locator('article.introduction-card');
    await card.getByLabel(text.accept).first().check();
    const answerText =
      language === 'en' ? `Every ten to fifteen years ${stamp}.` : `Tous les dix à quinze ans ${stamp}.`;
    await card.getByLabel(text.publicText).fill(answerText);
    await card
      .getByLabel(text.recording)
      .setInputFiles({ name: 'answer.ogg', mimeType: 'audio/ogg', buffer: readFileSync(RECORDING) });
    await card.getByLabel(text.talk).selectOption(TALK);
    await card.getByLabel(text.moment).fill('0:20');
    await shoot(presenterTab.page, `presenter-public-answer-${language}`);
    await card.getByRole('button', { name: text.send }).click();
    await expect(presenterTab.page.getByText(text.received)).toBeVisible();

    // Before approval: nowhere. A visitor's copy of the library is kept meanwhile.
    const visitor = await open({ locale: text.locale, ...(scripts ? {} : { javaScriptEnabled: false }) });
    await visitor.page.goto(`${BASE_URL}/answers?lang=${language}`);
    await expect(visitor.page.getByText(question)).toHaveCount(0);

    // 4. The team approves it in the console's queue (select, bulk approve).
    await adminTab.page.goto(`${BASE_URL}/admin/answers`);
    const row = adminTab.page.getByRole('row').filter({ hasText: question });
    await row.getByRole('checkbox').click();
    await shoot(adminTab.page, `console-answers-${language}`);
    await adminTab.page.getByTestId('bulk-approve').click();
    await expect(row).toHaveCount(0);
    await expect
      .poll(async () => (await fetch(`${BASE_URL}${'/answers/feed.xml'}`)).text(), { timeout: 15_000 })
      .toContain(question.slice(0, 20));

    // 5. Public: the library, its page (first name only, licence, recording), the talk at its moment, the presenter, search, feed.
    await visitor.page.goto(`${BASE_URL}/answers?lang=${language}`);
    await shoot(visitor.page, `answers-${language}`);
    await visitor.page.getByRole('link', { name: question }).click();
    const answerUrl = new URL(visitor.page.url()).pathname;
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(question);
    await expect(visitor.page.getByText(text.askedBy)).toBeVisible();
    await expect(visitor.page.locator('body')).not.toContainText(`${text.firstName} Dlamini`);
    await expect(visitor.page.locator('body')).not.toContainText(member.email);
    await expect(visitor.page.getByTestId('answer-licence')).toContainText('CC BY 4.0');
    await expect(visitor.page.locator('audio')).toHaveAttribute('src', `${answerUrl}/recording`);
    await expect(visitor.page.getByTestId('answer-talk').getByRole('link')).toHaveAttribute(
      'href',
      `/video-presentations/${TALK}?t=20`,
    );
    if (scripts) expect(await seriousViolations(visitor.page)).toEqual([]);
    await shoot(visitor.page, `answer-${language}`);
    await visitor.page.goto(`${BASE_URL}/video-presentations/${TALK}?lang=${language}`);
    await expect(visitor.page.getByTestId('transcript-answer').filter({ hasText: question })).toHaveCount(1);
    await visitor.page.goto(`${BASE_URL}/presenters/${PRESENTER_ID}?lang=${language}`);
    await expect(visitor.page.getByTestId('presenter-answers')).toContainText(question);
    await visitor.page.goto(`${BASE_URL}/search?q=${encodeURIComponent(`fynbos ${stamp}`)}&lang=${language}`);
    await expect(visitor.page.locator(`a[href="${answerUrl}"]`)).toHaveCount(1);
    const feed = await (await fetch(`${BASE_URL}/answers/feed.xml?lang=${language}`)).text();
    expect(feed).toContain(answerUrl);

    // 6. Ask the library first: another member with the same question is shown the answer.
    const second = await newMember('user', 'Awa');
    const secondTab = await open({ locale: text.locale, ...(scripts ? {} : { javaScriptEnabled: false }) });
    await signIn(secondTab.page, second);
    await secondTab.page.goto(`${BASE_URL}/presenters/${PRESENTER_ID}?lang=${language}`);
    await secondTab.page.getByTestId('connect').getByRole('button', { name: text.connect }).first().click();
    const secondDialog = secondTab.page.getByRole('dialog').filter({ has: secondTab.page.getByLabel(text.reason) });
    await secondDialog.getByLabel(text.reason).fill(question);
    if (scripts) {
      // As they type: the answer is listed under the question.
      await expect(
        secondDialog.getByRole('region', { name: text.suggestTitle }).getByRole('link', { name: question }),
      ).toBeVisible();
    } else {
      // After a first post: the answers, and the request ready to go anyway.
      await secondDialog.getByRole('button', { name: text.confirm }).click();
      await expect(secondTab.page.getByTestId('ask-library-first').getByRole('link', { name: question })).toBeVisible();
      await shoot(secondTab.page, `ask-library-first-${language}`);
      await expect(secondTab.page.getByRole('button', { name: text.anyway })).toBeVisible();
    }

    // 7. The member withdraws their question: gone from every page, the kept copy included, and the feed.
    await visitor.page.goto(`${BASE_URL}/answers?lang=${language}`);
    await expect(visitor.page.getByRole('link', { name: question })).toBeVisible();
    await memberTab.page.goto(`${BASE_URL}/account/connections?lang=${language}`);
    await memberTab.page.getByRole('button', { name: text.withdraw }).click();
    await expect(memberTab.page).toHaveURL((url) => url.searchParams.has('questionWithdrawn'));
    await visitor.page.goto(`${BASE_URL}/answers?lang=${language}`);
    await expect(visitor.page.getByText(question)).toHaveCount(0);
    expect((await fetch(`${BASE_URL}${answerUrl}`)).status).toBe(404);
    await visitor.page.goto(`${BASE_URL}/video-presentations/${TALK}?lang=${language}`);
    await expect(visitor.page.getByTestId('transcript-answer').filter({ hasText: question })).toHaveCount(0);
    await visitor.page.goto(`${BASE_URL}/presenters/${PRESENTER_ID}?lang=${language}`);
    await expect(visitor.page.getByText(question)).toHaveCount(0);
    expect(await (await fetch(`${BASE_URL}/answers/feed.xml?lang=${language}`)).text()).not.toContain(answerUrl);
    expect((await fetch(`${BASE_URL}${answerUrl}/recording`)).status).toBe(404);

    // The request is closed, so it no longer counts against the presenter's open introductions.
    const current = await adminTab.page.request.get(`${BASE_URL}/api/admin/connections/${request!.id}`);
    const { version } = ((await current.json()) as { connection: { version: string } }).connection;
    await adminTab.page.request.post(`${BASE_URL}/api/admin/connections/${request!.id}/status`, {
      headers: { origin: BASE_URL },
      data: { to: 'closed', version },
    });
  });
}
