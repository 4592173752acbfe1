/**
 * The show/hide button of password fields (components/member/password-input.tsx): rendered hidden
 * (it does nothing without a script), shown here, and each press swaps the field between password
 * and text and the button's label between the two the server wrote (`data-show`, `data-hide`).
 */
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-password-toggle]')) {
  const input = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!(input instanceof HTMLInputElement)) continue;
  button.hidden = false;
  button.addEventListener('click', () => {
    const show = input.type === 'password';
    input.type = show ? 'text' : 'password';
    button.textContent = (show ? button.dataset.hide : button.dataset.show) ?? button.textContent;
  });
}
