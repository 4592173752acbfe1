// The chat's module (web/scripts/chat.ts, spec §2 and §4): the bubble comes after the delay, once
// per browser session, never after a controlled language switch or a layout error; it closes on
// scroll, after 8 s, when dismissed or when the panel opens; the corner steps aside while a form
// field has focus. Run on the HTML ChatWidget renders.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_DIALOG_DELAY_MS, CONTROLLED_LANGUAGE_SWITCH_KEY, LAYOUT_ERROR_KEY } from '#shared/constants/spec.ts';
import { ChatWidget } from '../app/components/chat-widget';
import { renderThenRun } from '../app/test/render-html';

const bubble = () => document.querySelector<HTMLElement>('.chat-bubble')!;
const row = () => document.querySelector<HTMLElement>('.chat-row')!;

/** A new page: a form field and the chat as ChatWidget renders it, then the module, run afresh. */
async function load() {
  await renderThenRun(
    <>
      <input id="field" name="email" />
      <ChatWidget />
    </>,
    'chat',
  );
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

  it('keeps quiet once a layout error was recorded (web/scripts/layout-error.test.tsx records one)', async () => {
    localStorage.setItem(LAYOUT_ERROR_KEY, '{"name":"Error","message":"boom","info":"root boundary, /","time":"x"}');
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
