// With the content service down and nothing cached, a page that needs content answers 503 with the
// error page in the reader's language and Retry-After (not a 500), within the upstream timeout.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetContentMemory } from '../src/services/content/client';
import { control, request } from './helpers';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

describe('the content service down', () => {
  beforeEach(async () => {
    resetContentMemory();
    await control('reset', {});
    for (const collection of ['presentations', 'presenters', 'categories', 'tags', 'series', 'collections']) {
      await control('faults', { collection, status: 503 });
    }
    await control('faults', { collection: 'token', status: 503 });
  });
  afterEach(async () => {
    await control('reset', {});
    resetContentMemory();
  });

  it.each([
    ['en', 'An error occurred'],
    ['fr', 'Une erreur s’est produite'],
  ])('answers a presentation page with 503, Retry-After and the error page (%s)', async (locale, title) => {
    const response = await request('/video-presentations/presentation-1', {
      headers: { accept: 'text/html', cookie: `i18n_redirected=${locale}`, 'user-agent': BROWSER },
    });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(title);
    // The error page knows the status too (after hydration as well: it is in the route's error).
    expect(html).toContain('data-status="503"');
  });

  it('answers the same page through a client navigation (.data) with 503', async () => {
    const response = await request('/video-presentations/presentation-1.data', {
      headers: { 'user-agent': BROWSER },
    });
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(body).toContain('Service Unavailable');
    expect(body).not.toContain('ContentError');
  });

  it('answers 503 within the upstream timeout when the service hangs', async () => {
    await control('reset', {});
    resetContentMemory();
    // Every collection a presentation page reads answers only after two minutes.
    for (const collection of ['presentations', 'presenters', 'categories', 'tags', 'series', 'collections']) {
      await control('faults', { collection, delayMs: 120_000 });
    }
    const started = Date.now();
    const response = await request('/video-presentations/presentation-1', {
      headers: { accept: 'text/html', 'user-agent': BROWSER },
    });
    const elapsed = Date.now() - started;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).not.toBeNull();
    // CONTENT_TIMEOUT_MS is 5,000 on the test stack; a timeout is never tried again.
    expect(elapsed).toBeLessThan(5_000 + 4_000);
  }, 20_000);
});
