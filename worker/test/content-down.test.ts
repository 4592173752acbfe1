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
    ['fr', 'Une erreur s&#x27;est produite'],
  ])('answers a presentation page with 503, Retry-After and the error page (%s)', async (locale, title) => {
    const response = await request('/video-presentations/presentation-1', {
      headers: { accept: 'text/html', cookie: `i18n_redirected=${locale}`, 'user-agent': BROWSER },
    });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(title);
  });
});
