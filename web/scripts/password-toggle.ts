/**
 * The show/hide button of password fields (components/member/password-input.tsx), its root: rendered
 * hidden (it does nothing without a script), shown here, and each press swaps the field it controls
 * (`aria-controls`) between password and text and the button's label between the two the server
 * wrote (`data-show`, `data-hide`).
 */
import { PartError, startModule } from './_module.ts';

export function init(button: HTMLElement): void {
  const input = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!(input instanceof HTMLInputElement)) throw new PartError('password-toggle: no field named by aria-controls');
  button.hidden = false;
  button.addEventListener('click', () => {
    const show = input.type === 'password';
    input.type = show ? 'text' : 'password';
    button.textContent = (show ? button.dataset.hide : button.dataset.show) ?? button.textContent;
  });
}

startModule('password-toggle', init);
