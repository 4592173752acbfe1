// The chat's module (web/scripts/chat.ts, spec §2 and §4): the bubble comes after the delay, once
// per browser session, never after a controlled language switch or a layout error; it closes on
// scroll, after 8 s, when dismissed or when the panel opens; the corner steps aside while a form
// field has focus; a layout error the page reports is kept.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_DIALOG_DELAY_MS, CONTROLLED_LANGUAGE_SWITCH_KEY, LAYOUT_ERROR_KEY } from '#shared/constants/spec.ts';

const PAGE = `
  <input id="field" name="email">
  <div class="chat-widget">
    <div id="chat-panel" popover="auto" role="dialog"></div>
    <div class="chat-row">
      <p class="chat-bubble" data-testid="chat-bubble" hidden>
        <button type="button" class="chat-bubble-text">Questions?</button>
        <button type="button" class="chat-bubble-dismiss" aria-label="Dismiss">x</button>
      </p>
      <button class="chat-button">Chat</button>
    </div>
  </div>`;

const bubble = () => document.querySelector<HTMLElement>('.chat-bubble')!;
const row = () => document.querySelector<HTMLElement>('.chat-row')!;

/** A new page: its HTML, then the module, run afresh. */
async function load(html = PAGE) {
  document.body.innerHTML = html;
  vi.resetModules();
  await import('./chat');
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the chat module', () => {
  it('shows the bubble after the delay, then not again in the same session', async () => {
    await load();
    vi.advanceTimersByTime(CHAT_DIALOG_DELAY_MS - 1);
    expect(bubble().hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bubble().hidden).toBe(false);
    await load();
    vi.advanceTimersByTime(CHAT_DIALOG_DELAY_MS * 2);
    expect(bubble().hidden).toBe(true);
  });

  it('closes the bubble after 8 s, on scroll and when dismissed', async () => {
    await load();
    vi.advanceTimersByTime(CHAT_DIALOG_DELAY_MS);
    vi.advanceTimersByTime(8000);
    expect(bubble().hidden).toBe(true);

    sessionStorage.clear();
    await load();
    vi.advanceTimersByTime(CHAT_DIALOG_DELAY_MS);
    window.dispatchEvent(new Event('scroll'));
    expect(bubble().hidden).toBe(true);

    sessionStorage.clear();
    await load();
    vi.advanceTimersByTime(CHAT_DIALOG_DELAY_MS);
    document.querySelector<HTMLElement>('.chat-bubble-dismiss')!.click();
    expect(bubble().hidden).toBe(true);
  });

  it('keeps quiet after a controlled language switch, once, and clears the flag', async () => {
    localStorage.setItem(CONTROLLED_LANGUAGE_SWITCH_KEY, '{"locale":"fr"}');
    await load();
    vi.advanceTimersByTime(CHAT_DIALOG_DELAY_MS * 2);
    expect(bubble().hidden).toBe(true);
    expect(localStorage.getItem(CONTROLLED_LANGUAGE_SWITCH_KEY)).toBeNull();
    await load();
    vi.advanceTimersByTime(CHAT_DIALOG_DELAY_MS);
    expect(bubble().hidden).toBe(false);
  });

  it('keeps quiet once a layout error was recorded, and records the one a page reports', async () => {
    const entry = '{"name":"Error","message":"boom","info":"","time":"2026-01-01T00:00:00.000Z"}';
    await load(`<div hidden data-layout-error='${entry}'></div>`);
    expect(localStorage.getItem(LAYOUT_ERROR_KEY)).toBe(entry);
    await load();
    vi.advanceTimersByTime(CHAT_DIALOG_DELAY_MS * 2);
    expect(bubble().hidden).toBe(true);
  });

  it('steps aside while a form field has focus', async () => {
    await load();
    const field = document.querySelector<HTMLInputElement>('#field')!;
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(row().hidden).toBe(true);
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(row().hidden).toBe(false);
  });
});
