// "Send this talk" on the server's HTML (features/presentations/send-talk.tsx): the Send button
// stays hidden where the browser cannot share files, and where it can, a press fetches the file and
// hands it to the share sheet; when the browser refuses for lack of a fresh press, the file is kept
// and the next press shares it at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const HTML = `
<section class="send-talk" data-module="send-talk">
  <ul class="send-options"><li class="send-option">
    <a href="/video-presentations/presentation-1/talk-en.html" download="rhino-talk-en.html" data-send-file="">Download</a>
    <button type="button" hidden data-send-share="" data-href="/video-presentations/presentation-1/talk-en.html"
      data-filename="rhino-talk-en.html" data-title="Rhino">Send…</button>
  </li></ul>
  <p role="status" data-send-status="" data-preparing="Preparing…" data-ready="Ready: press Send again."
    data-failed="Could not send."></p>
</section>`;

async function load() {
  document.body.innerHTML = HTML;
  vi.resetModules();
  await import('./send-talk.ts');
}

const button = () => document.querySelector<HTMLButtonElement>('[data-send-share]')!;
const status = () => document.querySelector<HTMLElement>('[data-send-status]')!.textContent;
const shared: File[][] = [];

function browserShares(share: (data: { files: File[] }) => Promise<void>) {
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
}

beforeEach(() => {
  shared.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('<!doctype html><p>talk</p>', { headers: { 'content-type': 'text/html' } })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'canShare');
  Reflect.deleteProperty(navigator, 'share');
});

describe('send-talk', () => {
  it('leaves only the download link where files cannot be shared', async () => {
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => false });
    await load();
    expect(button().hidden).toBe(true);
    expect(document.querySelector('[data-module="send-talk"]')!.hasAttribute('data-send-talk-init')).toBe(true);
  });

  it('fetches the file and hands it to the share sheet', async () => {
    browserShares(async ({ files }) => void shared.push(files));
    await load();
    expect(button().hidden).toBe(false);
    button().click();
    await vi.waitFor(() => expect(shared).toHaveLength(1));
    expect(shared[0]![0]!.name).toBe('rhino-talk-en.html');
    expect(await shared[0]![0]!.text()).toContain('talk');
    expect(fetch).toHaveBeenCalledWith('/video-presentations/presentation-1/talk-en.html', expect.anything());
  });

  it('keeps the file and asks for a second press when the first came too long ago', async () => {
    let refuse = true;
    browserShares(async ({ files }) => {
      if (refuse) throw new DOMException('no activation', 'NotAllowedError');
      shared.push(files);
    });
    await load();
    button().click();
    await vi.waitFor(() => expect(status()).toBe('Ready: press Send again.'));
    refuse = false;
    button().click();
    await vi.waitFor(() => expect(shared).toHaveLength(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(status()).toBe('');
  });
});
