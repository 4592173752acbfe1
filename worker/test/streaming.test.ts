import { beforeEach, describe, expect, it } from 'vitest';
import { resetContentMemory } from '../src/services/content/client';
import { control, forgetContent, releaseHeld, request, untilHeld } from './helpers';

// Its own file: storage (and so the edge cache) is fresh, so the slow upstream is really waited for.
describe('rendering with slow or failing content', () => {
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
    // Warm the page assets and the token.
    await (await request('/about', { headers: { accept: 'text/html' } })).text();
  });

  it('waits for slow content and sends the page whole (the head goes first only with early heads: early-head.test)', async () => {
    await control('reset', {});
    // The collections are held by the service until the test lets them go.
    await forgetContent('collections');
    await control('faults', { collection: 'collections', hold: true });
    // A page that waits for its data fails, not hangs: the data is let go anyway after a while.
    const safety = setTimeout(() => void releaseHeld(), 10_000);
    try {
      const answer = request('/', { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
      await untilHeld(1, 'the collections');
      await releaseHeld();
      const body = await (await answer).text();
      // Every part in place: no Suspense fallback, nothing for a script to move (issue #25).
      expect(body).toContain('data-testid="latest-collections"');
      expect(body).not.toContain('<!--$?-->');
      expect(body).not.toMatch(/<div hidden id="S:/);
    } finally {
      clearTimeout(safety);
      await control('reset', {});
    }
  });

  it('gives bots the complete document at once', async () => {
    await control('reset', {});
    const response = await request('/', {
      headers: { accept: 'text/html', 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    });
    const body = await response.text();
    expect(body).toContain('data-testid="latest-collections"');
    expect(body).toContain('data-testid="footer-contact"');
    // Every part inline: nothing a script would have to reveal.
    expect(body).not.toMatch(/<div hidden id="S:/);
  });
});
