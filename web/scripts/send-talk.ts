/**
 * "Send this talk" (issue #35, features/presentations/send-talk.tsx): where the browser can hand
 * files to the phone's share sheet (Web Share API level 2, `navigator.canShare({ files })`), a Send
 * button beside each download link fetches the talk file and shares it; elsewhere the links stay
 * plain downloads. Sharing needs the press itself (transient activation): when fetching took longer
 * than the browser allows, the file is kept and the status asks for a second press, which shares at
 * once. Every text is the page's own.
 */
import { requirePart, startModule } from './_module.ts';

function canShareFiles(): boolean {
  try {
    return (
      typeof navigator.canShare === 'function' &&
      navigator.canShare({ files: [new File([''], 'talk.html', { type: 'text/html' })] })
    );
  } catch {
    return false;
  }
}

export function init(root: HTMLElement): void {
  const status = requirePart(root, '[data-send-status]');
  requirePart(root, '[data-send-share]');
  const buttons = root.querySelectorAll<HTMLButtonElement>('[data-send-share]');
  if (!canShareFiles()) return;
  const say = (key: 'preparing' | 'ready' | 'failed' | '') => {
    status.textContent = key ? (status.dataset[key] ?? '') : '';
  };
  for (const button of buttons) {
    const { href, filename, title } = button.dataset;
    if (!href || !filename) continue;
    let file: File | undefined;
    button.hidden = false;
    button.addEventListener('click', async () => {
      try {
        if (!file) {
          say('preparing');
          button.disabled = true;
          const response = await fetch(href, { credentials: 'same-origin' });
          if (!response.ok) throw new Error(`status ${response.status}`);
          file = new File([await response.blob()], filename, { type: 'text/html' });
        }
        await navigator.share({ files: [file], ...(title ? { title } : {}) });
        say('');
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') say('');
        else if (error instanceof DOMException && error.name === 'NotAllowedError' && file) say('ready');
        else say('failed');
      } finally {
        button.disabled = false;
      }
    });
  }
}

startModule('send-talk', init);
