// The app's one error handler: the answer's shape, its language, and what reaches the log.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { ApiError } from '../services/api-error';
import { ContentError } from '../services/content/errors';
import { answerError } from './api-errors';

function appThrowing(error: unknown, locale: 'en' | 'fr' = 'en') {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('locale', locale);
      await next();
    })
    .get('/api/thing', () => {
      throw error;
    })
    .get('/page', () => {
      throw error;
    })
    .onError(answerError);
}

afterEach(() => vi.restoreAllMocks());

describe('answerError', () => {
  it('answers an unexpected error with a generic 500 in the reader’s language, the detail only in the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await appThrowing(new Error('secret detail: token abc'), 'fr').request('/api/thing');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal', message: 'Une erreur s’est produite de notre côté. Veuillez réessayer.' },
    });
    expect(text).not.toContain('secret');
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.join(' '))).toContain('secret detail');
  });

  it('answers a page request with the error page in the reader’s language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await appThrowing(new Error('boom'), 'fr').request('/page', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('Une erreur s’est produite');
    expect(html).not.toContain('boom');
  });

  it('answers a failed service with 503 and Retry-After, and a refusal as it is, unlogged', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = await appThrowing(new ContentError('presenters', 'answered 502')).request('/api/thing');
    expect(down.status).toBe(503);
    expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await down.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    expect(warned).toHaveBeenCalledOnce();

    const logged = vi.spyOn(console, 'error');
    const refused = await appThrowing(new ApiError(404, 'not_found')).request('/api/thing');
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({
      error: { code: 'not_found', message: 'There is nothing at this address.' },
    });
    expect(logged).not.toHaveBeenCalled();
  });
});
