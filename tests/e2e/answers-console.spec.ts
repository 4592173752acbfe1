// The answer library's queue in the console as the facilitation team uses it (decision 0040), in a
// real browser against the test stack, in English and in French: with three answers of this run
// waiting (made by the emulator-only seeding route), the team filters the queue by status and by a
// word and sorts it; rejects one with a note (it leaves the waiting list, its history shows the
// refusal and the note, and the presenter gets the refusal mail with the note in their language);
// edits another for clarity (refused until they say how the presenter agreed, then saved and in the
// history) and approves it: its page is public with the edited text. axe finds nothing serious on
// the queue or the open sheet. Everything of the run is withdrawn at the end. With SHOTS_DIR set,
// the open sheet is photographed at 390 and 1440 px.
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { BASE_URL, expect, newAdmin, signIn, test, type Page } from './fixtures';
import { seriousViolations } from './audit';

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const TEXTS = {
  en: {
    heading: 'Answers',
    show: 'Show',
    waiting: /^Waiting/,
    public: /^Public/,
    all: /^All/,
    filter: 'Filter',
    count: (count: number) => `${count} answers`,
    empty: 'No answer here.',
    question: 'Question',
    review: 'Review',
    sheet: (name: string) => `Answer of ${name}`,
    note: 'Note to the presenter (mailed with a refusal)',
    rejected: 'Not published: the presenter was told.',
    refusal: (note: string) => `Team (Fatou Team) · not published — ${note}`,
    mailSubject: 'Your public answer was not published',
    mailNote: (note: string) => `A note from the team: ${note}`,
    edit: 'Edit for clarity',
    answerField: 'Answer (EN)',
    agreement: 'How the presenter agreed to this edit (recorded)',
    save: 'Save the edit',
    agreementRequired: 'Say how the presenter agreed to this edit.',
    edited: "Edit saved, with the presenter's agreement recorded.",
    editedHistory: (agreement: string) => `Team (Fatou Team) · edited — ${agreement}`,
    approved: 'Approved: it is public.',
    viewPublic: 'See it on the site',
    questions: ['Can hyenas smell a carcass from far away', 'Do pangolins drink water', 'Are wild dogs endangered'],
    answers: ['About ten kilometres downwind.', 'Yes, at night mostly.', 'Yes, fewer than seven thousand remain.'],
    editedText: 'Yes: they drink at night, mostly from pools.',
    reason: 'Please name the species you mean.',
    how: 'Agreed by telephone on 2 December',
  },
  fr: {
    heading: 'Réponses',
    show: 'Afficher',
    waiting: /^En attente/,
    public: /^Publiques/,
    all: /^Toutes/,
    filter: 'Filtrer',
    count: (count: number) => `${count} réponses`,
    empty: 'Aucune réponse ici.',
    question: 'Question',
    review: 'Relire',
    sheet: (name: string) => `Réponse de ${name}`,
    note: 'Note au présentateur (envoyée avec un refus)',
    rejected: 'Non publiée\u202f: le présentateur a été prévenu.',
    refusal: (note: string) => `Équipe (Fatou Team) · non publiée — ${note}`,
    mailSubject: 'Votre réponse publique n’a pas été publiée',
    mailNote: (note: string) => `Un mot de l’équipe\u00a0: ${note}`,
    edit: 'Modifier pour plus de clarté',
    answerField: 'Réponse (FR)',
    agreement: 'Comment le présentateur a accepté cette modification (enregistré)',
    save: 'Enregistrer la modification',
    agreementRequired: 'Indiquez comment le présentateur a accepté cette modification.',
    edited: 'Modification enregistrée, avec l’accord du présentateur.',
    editedHistory: (agreement: string) => `Équipe (Fatou Team) · modifiée — ${agreement}`,
    approved: 'Approuvée\u202f: elle est publique.',
    viewPublic: 'La voir sur le site',
    questions: [
      'Comment les hyènes sentent-elles une carcasse de loin',
      'Dans quelle mesure les pangolins boivent-ils',
      'Avec combien de lycaons sauvages compte-t-on encore',
    ],
    answers: ['À une dizaine de kilomètres sous le vent.', 'Oui, surtout la nuit.', 'Moins de sept mille.'],
    editedText: 'Oui\u202f: ils boivent la nuit, surtout dans les mares.',
    reason: 'Merci de préciser l’espèce dont vous parlez.',
    how: 'Accord donné par téléphone le 2 décembre',
  },
} as const;

/** The question cells of the queue's rows of this run, in the order shown. */
const questionsShown = (page: Page, token: string) =>
  page.locator('tbody tr').filter({ hasText: token }).locator('td.cell-question').allInnerTexts();

async function refusalMail(to: string, note: string): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${BASE_URL}/dev/mailbox/messages.json?to=${encodeURIComponent(to)}`);
        const { items } = (await response.json()) as { items: { kind: string; subject: string; text: string }[] };
        found = items.find((mail) => mail.kind === 'answerRejected' && mail.text.includes(note));
        return found !== undefined;
      },
      { message: `no refusal mail reached ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Withdraws every answer of `ids` not withdrawn yet, through the console's API (nothing of the run stays). */
async function withdrawAll(page: Page, ids: readonly string[]) {
  const listed = await page.request.get(`${BASE_URL}/api/admin/answers?status=all`);
  const { items } = (await listed.json()) as { items: { id: string; version: string; status: string }[] };
  for (const item of items.filter((answer) => ids.includes(answer.id) && answer.status !== 'withdrawn')) {
    const done = await page.request.post(`${BASE_URL}/api/admin/answers/${item.id}/decision`, {
      headers: { origin: BASE_URL },
      data: { action: 'withdraw', version: item.version },
    });
    expect(done.status(), `withdrawing ${item.id}`).toBe(200);
  }
}

for (const language of ['en', 'fr'] as const) {
  const text = TEXTS[language];
  test(`the team filters and sorts the queue, rejects one answer with a note, edits and approves another (${language})`, async ({
    open,
  }) => {
    test.setTimeout(90_000);
    const token = `q${stamp}${language}`;
    const presenterEmail = `presenter.${token}@example.org`;
    const questions = text.questions.map((question) => `${question} ${token}?`);
    const [toReject, toEdit, other] = questions as [string, string, string];

    // Three answers waiting, newest first as posted: the one to reject, the one to edit, and one of another presenter.
    const form = new FormData();
    form.set(
      'answers',
      JSON.stringify(
        questions.map((question, index) => ({
          slug: `console-${token}-${index}`,
          presenterId: index === 2 ? 'presenter-1' : 'presenter-2',
          presenterName: index === 2 ? 'Thandiwe Mokoena' : 'Kwame Asante',
          talkId: '',
          moment: null,
          question,
          questionLanguage: language,
          askerName: '',
          text: text.answers[index],
          language,
          recorded: false,
          status: 'pending',
          presenterEmail,
          presenterLocale: language,
        })),
      ),
    );
    // Seeding is keyed by the slugs, so asked again it changes nothing: again while a cold Firestore
    // emulator answers late (the stack's first writes, when this file runs first).
    let ids: string[] = [];
    await expect
      .poll(
        async () => {
          const seeded = await fetch(`${BASE_URL}/dev/seed/answers`, { method: 'POST', body: form });
          if (seeded.ok) ids = ((await seeded.json()) as { ids: string[] }).ids;
          return seeded.status;
        },
        { message: 'seeding the waiting answers', timeout: 40_000 },
      )
      .toBe(200);
    const editedId = ids[1]!;

    const admin = await newAdmin();
    const { page } = await open({ viewport: { width: 1280, height: 900 } });
    await signIn(page, admin);
    try {
      await page.goto(`${BASE_URL}/admin/answers`);
      // The console's language choice.
      if (language === 'fr') await page.getByRole('button', { name: 'FR – Français' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      const status = page.locator('.table-status');
      const filters = page.getByRole('group', { name: text.show });

      // Filter by a word: this run's three, the oldest first (as waiting answers are listed).
      await page.getByLabel(text.filter, { exact: true }).fill(token);
      await expect(status).toHaveText(text.count(3));
      expect(await questionsShown(page, token)).toEqual([other, toEdit, toReject]);
      await expect(filters.getByRole('button', { name: text.waiting })).toHaveAttribute('aria-pressed', 'true');
      expect(await seriousViolations(page)).toEqual([]);
      // Sorted by the question, then the other way.
      const sortByQuestion = page.getByRole('columnheader', { name: text.question }).getByRole('button');
      await sortByQuestion.click();
      await expect(page.getByRole('columnheader', { name: text.question })).toHaveAttribute('aria-sort', 'ascending');
      expect(await questionsShown(page, token)).toEqual([other, toReject, toEdit]);
      await sortByQuestion.click();
      await expect(page.getByRole('columnheader', { name: text.question })).toHaveAttribute('aria-sort', 'descending');
      expect(await questionsShown(page, token)).toEqual([toEdit, toReject, other]);
      // A word of one presenter's name narrows it to theirs.
      await page.getByLabel(text.filter, { exact: true }).fill(`Thandiwe`);
      await expect(page.locator('tbody tr').filter({ hasText: token })).toHaveCount(1);
      await page.getByLabel(text.filter, { exact: true }).fill(token);
      // By status: none of them public yet; all three among all answers.
      await filters.getByRole('button', { name: text.public }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'approved');
      await expect(status).toHaveText(text.empty);
      await filters.getByRole('button', { name: text.all }).click();
      await expect(status).toHaveText(text.count(3));
      await filters.getByRole('button', { name: text.waiting }).click();
      await expect(page).toHaveURL((url) => !url.searchParams.has('status'));
      await expect(status).toHaveText(text.count(3));

      // Reject one with a note.
      const sheetOf = (name: string): Locator => page.getByRole('dialog', { name: text.sheet(name) });
      const rowOf = (question: string) => page.getByRole('row').filter({ hasText: question });
      await rowOf(toReject).getByRole('button', { name: text.review }).click();
      const rejecting = sheetOf('Kwame Asante');
      await expect(rejecting.getByText(toReject)).toBeVisible();
      await expect(page).toHaveURL((url) => url.searchParams.get('open') === ids[0]);
      const note = `${text.reason} ${token}`;
      await rejecting.getByRole('textbox', { name: text.note }).fill(note);
      await rejecting.getByTestId('reject').click();
      await expect(rejecting.getByText(text.rejected)).toBeVisible();
      await expect(rejecting.locator('.history-list li').last()).toContainText(text.refusal(note));
      await expect(page.locator('tbody tr').filter({ hasText: toReject })).toHaveCount(0);
      await expect(status).toHaveText(text.count(2));
      const mail = await refusalMail(presenterEmail, note);
      expect(mail.subject).toBe(text.mailSubject);
      expect(mail.text).toContain(text.mailNote(note));
      await page.keyboard.press('Escape');
      await expect(rejecting).toHaveCount(0);

      // Edit another for clarity, opened by its address (the sheet opens before the list has
      // loaded): refused until the team says how the presenter agreed.
      await page.goto(`${BASE_URL}/admin/answers?open=${editedId}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const editing = sheetOf('Kwame Asante');
      await expect(editing.getByText(text.answers[1])).toBeVisible();
      await editing.getByRole('button', { name: text.edit }).click();
      await expect(editing.getByRole('textbox', { name: text.question, exact: true })).toHaveValue(toEdit);
      await expect(editing.getByRole('textbox', { name: text.answerField })).toHaveValue(text.answers[1]);
      await editing.getByRole('textbox', { name: text.answerField }).fill(text.editedText);
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, `console-answer-sheet-${language}`);
      await editing.getByRole('button', { name: text.save }).click();
      await expect(editing.getByRole('alert')).toHaveText(text.agreementRequired);
      await editing.getByRole('textbox', { name: text.agreement }).fill(text.how);
      await editing.getByRole('button', { name: text.save }).click();
      await expect(editing.getByText(text.edited)).toBeVisible();
      await expect(editing.locator('.history-list li').last()).toContainText(text.editedHistory(text.how));
      await expect(editing.getByText(text.editedText)).toBeVisible();
      // Then approved: public with the edited text.
      await editing.getByTestId('approve').click();
      await expect(editing.getByText(text.approved)).toBeVisible();
      await expect(editing.getByRole('link', { name: text.viewPublic })).toHaveAttribute(
        'href',
        `/answers/${editedId}`,
      );
      const published = await fetch(`${BASE_URL}/answers/${editedId}?lang=${language}`);
      expect(published.status).toBe(200);
      expect(await published.text()).toContain(text.editedText);
      await page.keyboard.press('Escape');
      await page.getByLabel(text.filter, { exact: true }).fill(token);
      await expect(page.locator('tbody tr').filter({ hasText: token })).toHaveCount(1);
    } finally {
      await withdrawAll(page, ids);
    }
    expect((await fetch(`${BASE_URL}/answers/${editedId}`)).status).toBe(404);
  });
}
