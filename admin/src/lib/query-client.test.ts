import { describe, expect, it } from 'vitest';
import { ApiProblemError } from './api-client';
import { createConsoleQueryClient } from './query-client';

const failure = (status: number, code = String(status)) =>
  new ApiProblemError({ status, code, message: '', body: null });

describe('console query client', () => {
  const retry = createConsoleQueryClient().getDefaultOptions().queries?.retry;
  const retries = (error: Error, failures: number) => (typeof retry === 'function' ? retry(failures, error) : retry);

  it('tries a load again when the Worker could not be reached or a service behind it answered 503', () => {
    expect(retries(failure(0, 'network'), 0)).toBe(true);
    expect(retries(failure(503, 'service_unavailable'), 1)).toBe(true);
  });

  it('gives up after two more tries', () => {
    expect(retries(failure(503), 2)).toBe(false);
  });

  it('never repeats a refused request (4xx), a 500 or an unforeseen error', () => {
    for (const status of [400, 401, 403, 404, 409, 500]) expect(retries(failure(status), 0)).toBe(false);
    expect(retries(new TypeError('x is undefined'), 0)).toBe(false);
  });

  it('never repeats a write', () => {
    expect(createConsoleQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
