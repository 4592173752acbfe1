/**
 * Member actions' questions without a round trip (components/member/member-action-form.tsx,
 * `QuestionDialog`): a submit button whose `data-confirm` names a `<dialog>` opens it as a modal
 * instead of sending its form; the dialog's confirm button sends the form (with `confirmed=1`),
 * "Keep" or Escape closes it and the keyboard goes back to the button. Where `<dialog>` cannot open
 * as a modal, the button sends the form and the next page asks.
 */
let askedBy: HTMLElement | null = null;

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
  dialog.showModal();
});

document.addEventListener(
  'close',
  (event) => {
    if (event.target instanceof HTMLDialogElement && event.target.matches('.question-dialog')) askedBy?.focus();
  },
  true,
);
