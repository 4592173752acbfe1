import { beforeEach, describe, expect, it } from 'vitest';
import { resetContentMemory } from '../src/services/content/client';
import { control, request } from './helpers';

// Its own file: storage (and so the edge cache) is fresh, so the slow upstream is really waited for.
describe('streamed rendering', () => {
  beforeEach(() => resetContentMemory());

  it('renders the page without a section whose content failed', async () => {
    await control('reset', {});
    await control('faults', { collection: 'contact', status: 500 });
    const response = await request('/about', {
      headers: {
        accept: 'text/html',
        cookie: 'i18n_redirected=en',
        'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
      },
    });
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).toContain('<h1');
    // The footer's contact details are left out, without a message (spec §8).
    expect(body).not.toContain('data-testid="footer-contact"');
    expect(body).not.toContain('id="footer-contact"');
    expect(body).toContain('id="footer-navigation"');
    await control('reset', {});
    // Warm the page assets and the token, so the next test measures the data wait only.
    await (await request('/about', { headers: { accept: 'text/html' } })).text();
  });

  it('sends the shell before slow content arrives, then the content', async () => {
    await control('reset', {});
    await control('faults', { collection: 'collections', delayMs: 1200 });
    const started = Date.now();
    const response = await request('/', { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let firstAt = 0;
    let shell = '';
    let rest = '';
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      const at = Date.now() - started;
      if (!firstAt) firstAt = at;
      const text = decoder.decode(chunk.value, { stream: true });
      // What arrived well before the slow content could have is the shell.
      if (at < 900) shell += text;
      else rest += text;
    }
    const lastAt = Date.now() - started;
    expect(shell).toContain('<nav');
    expect(shell).not.toContain('data-testid="latest-collections"');
    expect(firstAt).toBeLessThan(800);
    expect(lastAt).toBeGreaterThanOrEqual(1100);
    expect(rest).toContain('data-testid="latest-collections"');
    await control('reset', {});
  });

  it('gives bots the complete document at once', async () => {
    await control('reset', {});
    const response = await request('/', {
      headers: { accept: 'text/html', 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    });
    const body = await response.text();
    expect(body).toContain('data-testid="latest-collections"');
    expect(body).toContain('data-testid="footer-contact"');
    // Its data was resolved before rendering: the hydration payload carries values, not slots.
    expect(body).not.toContain('"__deferred"');
    // Every part inline: nothing a script would have to reveal.
    expect(body).not.toMatch(/<div hidden id="S:/);
  });
});
