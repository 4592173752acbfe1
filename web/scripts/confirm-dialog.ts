/**
 * Member actions' questions without a round trip (components/member/member-action-form.tsx,
 * `QuestionDialog`): a submit button whose `data-confirm` names a `<dialog>` opens it as a modal
 * instead of sending its form; the dialog's confirm button sends the form (with `confirmed=1`),
 * "Keep" or Escape closes it and the keyboard goes back to the button. Where `<dialog>` cannot open
 * as a modal, the button sends the form and the next page asks.
 */
let askedBy: HTMLElement | null = null;
/** The page's entry transition (a cross-document view transition), while it may still run. */
let entering: { skipTransition(): void; ready: Promise<unknown> } | undefined;

window.addEventListener('pagereveal', (event) => {
  entering = (event as Event & { viewTransition?: typeof entering }).viewTransition ?? undefined;
  entering?.ready.catch(() => undefined);
});

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const cancel = target?.closest('[data-confirm-cancel]');
  if (cancel) {
    cancel.closest('dialog')?.close();
    return;
  }
  const button = target?.closest<HTMLButtonElement>('button[data-confirm]');
  const dialog = button ? document.getElementById(button.dataset.confirm ?? '') : null;
  if (!button || !(dialog instanceof HTMLDialogElement) || typeof dialog.showModal !== 'function') return;
  event.preventDefault();
  askedBy = button;
  // A modal in the top layer would abort the page's entry transition mid-way: end it first.
  entering?.skipTransition();
  entering = undefined;
  dialog.showModal();
});

// The answer is sent: the question goes, so the page leaves (and its transition starts) without it.
document.addEventListener('submit', (event) => {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  for (const dialog of form?.querySelectorAll<HTMLDialogElement>('dialog.question-dialog[open]') ?? []) {
    askedBy = null;
    dialog.close();
  }
});

document.addEventListener(
  'close',
  (event) => {
    if (event.target instanceof HTMLDialogElement && event.target.matches('.question-dialog')) askedBy?.focus();
  },
  true,
);
