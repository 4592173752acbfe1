/**
 * The chat's behaviour where scripts run (spec §2, issue #25); the button opens the panel without
 * it (a popover, components/chat-widget.tsx). After the spec's delay, once per browser session, the
 * bubble the server rendered hidden invites to chat, unless a layout error was recorded or the page
 * was just reloaded by a controlled language switch; it closes on scroll, after 8 s, when dismissed
 * or when the panel opens. The button and bubble step aside while a form field has focus (a phone's
 * keyboard leaves little room), and the button while a link or a button of the page is under it
 * (issue #31: on a phone it covered the ladder's prices, "Show costs" and a download link). Root:
 * the chat's corner (components/chat-widget.tsx). A layout error is kept by layout-error.ts, which
 * runs before this module on a page that has one.
 */
import { CHAT_DIALOG_DELAY_MS, CONTROLLED_LANGUAGE_SWITCH_KEY, LAYOUT_ERROR_KEY } from '#shared/constants/spec.ts';
import { local, readStorage, session, writeStorage } from './_storage';
import { requirePart, startModule } from './_module.ts';

const SHOWN_KEY = 'chat-dialog-shown';
/** How long the bubble stays when the visitor neither scrolls nor answers it. */
const BUBBLE_MS = 8000;
/** The fields whose focus hides the chat. */
const FIELDS = 'input, textarea, select, [contenteditable="true"]';
/** What a visitor clicks or taps: the chat's button never stays over one. */
const CONTROLS = 'a[href], button, summary, input, select, textarea, label, [role="button"], [tabindex="0"]';

export function init(widget: HTMLElement): void {
  // Read once and cleared, as the flag is meant (spec §4).
  const controlledSwitch = readStorage(local, CONTROLLED_LANGUAGE_SWITCH_KEY) !== null;
  writeStorage(local, CONTROLLED_LANGUAGE_SWITCH_KEY, null);

  const row = requirePart(widget, '.chat-row');
  const bubble = requirePart(widget, '.chat-bubble');
  const panel = requirePart(widget, '[popover]');

  /** Whether the panel is open (never, where a browser has no popovers: the selector throws there). */
  const panelOpen = (): boolean => {
    try {
      return panel.matches(':popover-open');
    } catch {
      return false;
    }
  };
  const closeBubble = () => {
    bubble.hidden = true;
    window.removeEventListener('scroll', closeBubble);
  };
  const openBubble = () => {
    if (panelOpen()) return;
    bubble.hidden = false;
    writeStorage(session, SHOWN_KEY, '1');
    setTimeout(closeBubble, BUBBLE_MS);
    window.addEventListener('scroll', closeBubble, { passive: true, once: true });
  };

  // Measured again when the row comes back (it has no box while a field has focus).
  const watchCorner = stepAsideFromControls(widget);
  const isField = (target: EventTarget | null) =>
    target instanceof Element && target.matches(FIELDS) && !target.closest('.chat-widget');
  document.addEventListener('focusin', (event) => {
    if (isField(event.target) && !panelOpen()) row.hidden = true;
  });
  document.addEventListener('focusout', (event) => {
    if (!isField(event.target)) return;
    row.hidden = false;
    watchCorner();
  });
  panel.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') closeBubble();
  });
  requirePart(widget, '.chat-bubble-dismiss').addEventListener('click', closeBubble);
  const quiet = controlledSwitch || readStorage(local, LAYOUT_ERROR_KEY) !== null;
  const shown = readStorage(session, SHOWN_KEY) !== null;
  if (!quiet && !shown) setTimeout(openBubble, CHAT_DIALOG_DELAY_MS);
}

/**
 * Hides the chat's button (`data-covering` on the widget, see site.css) while one of the page's
 * links or buttons is under it: an IntersectionObserver whose root is the viewport cut down to the
 * button's box counts the controls inside it, so the browser does the geometry off the scroll path
 * (no layout read per scroll frame on a low-end phone). The widget keeps its box while hidden, so
 * the count goes on; the box is measured again when the window is resized.
 */
function stepAsideFromControls(corner: HTMLElement): () => void {
  const button = corner.querySelector<HTMLElement>('.chat-button');
  if (!button || typeof IntersectionObserver !== 'function') return () => {};
  const controls = Array.from(document.querySelectorAll<HTMLElement>(CONTROLS)).filter(
    (control) => !corner.contains(control),
  );
  let observer: IntersectionObserver | undefined;
  const under = new Set<Element>();
  const watch = () => {
    observer?.disconnect();
    under.clear();
    const box = button.getBoundingClientRect();
    if (box.width === 0) return;
    const margin = [
      -box.top,
      -(document.documentElement.clientWidth - box.right),
      -(document.documentElement.clientHeight - box.bottom),
      -box.left,
    ]
      .map((edge) => `${Math.min(0, Math.round(edge))}px`)
      .join(' ');
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRect.width > 0 && entry.intersectionRect.height > 0)
            under.add(entry.target);
          else under.delete(entry.target);
        }
        corner.toggleAttribute('data-covering', under.size > 0);
      },
      { rootMargin: margin },
    );
    for (const control of controls) observer.observe(control);
  };
  let resized = 0;
  window.addEventListener(
    'resize',
    () => {
      cancelAnimationFrame(resized);
      resized = requestAnimationFrame(watch);
    },
    { passive: true },
  );
  watch();
  return watch;
}

startModule('chat', init);
