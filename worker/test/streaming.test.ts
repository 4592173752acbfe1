import { describe, expect, it } from 'vitest';
import { control, request } from './helpers';

// Its own file: storage (and so the edge cache) is fresh, so the slow upstream is really waited for.
describe('streamed rendering', () => {
  it('sends the shell before slow content arrives, then the content', async () => {
    await control('reset', {});
    await control('faults', { collection: 'collections', delayMs: 1200 });
    const started = Date.now();
    const response = await request('/', { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    const firstAt = Date.now() - started;
    let rest = '';
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      rest += decoder.decode(chunk.value, { stream: true });
    }
    const lastAt = Date.now() - started;
    const shell = decoder.decode(first.value);
    expect(shell).toContain('<nav');
    expect(shell).not.toContain('data-testid="latest-collections"');
    expect(firstAt).toBeLessThan(800);
    expect(lastAt).toBeGreaterThanOrEqual(1100);
    expect(rest).toContain('data-testid="latest-collections"');
    await control('reset', {});
  });

  it('gives bots the complete document at once', async () => {
    await control('reset', {});
    const response = await request('/', { headers: { accept: 'text/html', 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('data-testid="latest-collections"');
    await reader.cancel();
  });
});
