import { describe, expect, it } from 'vitest';
import { loggable } from './relay';

describe('a file address in the logs', () => {
  it('keeps the origin and path, never the query a CMS may sign', () => {
    expect(loggable('https://cdn.example/talks/a.ogg?X-Amz-Signature=secret&Expires=1')).toBe(
      'https://cdn.example/talks/a.ogg',
    );
    expect(loggable('not a url')).toBe('(an address that is not a URL)');
  });
});
