/**
 * The chat's behaviour where scripts run (spec §2, issue #25); the button opens the panel without
 * it (a popover, components/chat-widget.tsx). After the spec's delay, once per browser session, the
 * bubble the server rendered hidden invites to chat, unless a layout error was recorded or the page
 * was just reloaded by a controlled language switch; it closes on scroll, after 8 s, when dismissed
 * or when the panel opens. The button and bubble step aside while a form field has focus (a phone's
 * keyboard leaves little room), and the button while a link or a button of the page is under it
 * (issue #31: on a phone it covered the ladder's prices, "Show costs" and a download link). Also
 * records a layout error the page reports (spec §4).
 */
import { CHAT_DIALOG_DELAY_MS, CONTROLLED_LANGUAGE_SWITCH_KEY, LAYOUT_ERROR_KEY } from '#shared/constants/spec.ts';
import { local, readStorage, session, writeStorage } from './_storage';

const SHOWN_KEY = 'chat-dialog-shown';
/** How long the bubble stays when the visitor neither scrolls nor answers it. */
const BUBBLE_MS = 8000;
/** The fields whose focus hides the chat. */
const FIELDS = 'input, textarea, select, [contenteditable="true"]';
/** What a visitor clicks or taps: the chat's button never stays over one. */
const CONTROLS = 'a[href], button, summary, input, select, textarea, label, [role="button"], [tabindex="0"]';

// A layout that failed says so in the page (layouts/default-layout.tsx): kept, name, message, time.
const failure = document.querySelector<HTMLElement>('[data-layout-error]');
if (failure?.dataset.layoutError) writeStorage(local, LAYOUT_ERROR_KEY, failure.dataset.layoutError);

// Read once and cleared, as the flag is meant (spec §4).
const controlledSwitch = readStorage(local, CONTROLLED_LANGUAGE_SWITCH_KEY) !== null;
writeStorage(local, CONTROLLED_LANGUAGE_SWITCH_KEY, null);

const widget = document.querySelector<HTMLElement>('.chat-widget');
const row = widget?.querySelector<HTMLElement>('.chat-row');
const bubble = widget?.querySelector<HTMLElement>('.chat-bubble');
const panel = widget?.querySelector<HTMLElement>('[popover]');

/** Whether the panel is open (never, where a browser has no popovers: the selector throws there). */
function panelOpen(): boolean {
  try {
    return panel?.matches(':popover-open') ?? false;
  } catch {
    return false;
  }
}

function closeBubble() {
  if (bubble) bubble.hidden = true;
  window.removeEventListener('scroll', closeBubble);
}

function openBubble() {
  if (!bubble || panelOpen()) return;
  bubble.hidden = false;
  writeStorage(session, SHOWN_KEY, '1');
  setTimeout(closeBubble, BUBBLE_MS);
  window.addEventListener('scroll', closeBubble, { passive: true, once: true });
}

if (widget && row) {
  const isField = (target: EventTarget | null) =>
    target instanceof Element && target.matches(FIELDS) && !target.closest('.chat-widget');
  document.addEventListener('focusin', (event) => {
    if (isField(event.target) && !panelOpen()) row.hidden = true;
  });
  document.addEventListener('focusout', (event) => {
    if (isField(event.target)) row.hidden = false;
  });
  panel?.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') closeBubble();
  });
  bubble?.querySelector('.chat-bubble-dismiss')?.addEventListener('click', closeBubble);
  stepAsideFromControls(widget);
  const quiet = controlledSwitch || readStorage(local, LAYOUT_ERROR_KEY) !== null;
  const shown = readStorage(session, SHOWN_KEY) !== null;
  if (!quiet && !shown) setTimeout(openBubble, CHAT_DIALOG_DELAY_MS);
}

/** Whether two boxes share some area. */
function meet(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && a.width > 0 && b.width > 0;
}

/**
 * Hides the chat's button (`data-covering` on the widget, see site.css) while one of the page's
 * links or buttons is under it, checked as the page scrolls (a browser sends scroll events once a
 * frame at most) or resizes: it comes back over text and empty space. The widget keeps its box while hidden, so the check goes on.
 */
function stepAsideFromControls(corner: HTMLElement) {
  const button = corner.querySelector<HTMLElement>('.chat-button');
  if (!button) return;
  const check = () => {
    const box = button.getBoundingClientRect();
    if (box.width === 0) return;
    let covering = false;
    for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
      if (corner.contains(control)) continue;
      const rect = control.getBoundingClientRect();
      if (!meet(rect, box)) continue;
      if (control.checkVisibility && !control.checkVisibility({ visibilityProperty: true })) continue;
      covering = true;
      break;
    }
    corner.toggleAttribute('data-covering', covering);
  };
  // A browser sends scroll and resize events once a frame at most: the check runs at that pace.
  window.addEventListener('scroll', check, { passive: true });
  window.addEventListener('resize', check, { passive: true });
  // Parts that arrive or open later (a streamed list, a <details>) move what is under the corner.
  document.addEventListener('toggle', check, true);
  window.addEventListener('load', check);
  check();
}
