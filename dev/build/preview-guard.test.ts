// The local preview's guard against stack traces and machine paths (issue #23, item 9) must not
// take the Worker's own error pages for leaks: their asset addresses may contain a folder's name.
import { describe, expect, it } from 'vitest';
import { describeError, leaksInternals } from './preview-guard.ts';

const FOLDERS = ['/work/main', '/tmp', '/root'];

describe('leaksInternals', () => {
  it('finds a stack trace, a file address and a folder of the machine', () => {
    expect(leaksInternals('Error: boom\n    at render (/work/main/dist/server/index.js:1:2)', FOLDERS)).toBe(true);
    expect(leaksInternals('see file:///srv/app.js', FOLDERS)).toBe(true);
    expect(leaksInternals('could not open /tmp/state/db.sqlite', FOLDERS)).toBe(true);
    expect(leaksInternals('home is /root', FOLDERS)).toBe(true);
    expect(leaksInternals('<p>/work/main/worker/src/app.ts</p>', FOLDERS)).toBe(true);
  });

  it('passes the Worker’s 503 page, whose assets are named root-….css and root-….js', () => {
    const page =
      '<link rel="stylesheet" href="/assets/root-BF7ecu-y.css"><script type="module" src="/assets/root-Gca9mJbb.js"></script><h1>Service unavailable</h1>';
    expect(leaksInternals(page, FOLDERS)).toBe(false);
    expect(leaksInternals('/tmpl/x /rooted /work/mainland', FOLDERS)).toBe(false);
  });
});

describe('describeError', () => {
  it('names the causes of an error, which say why (issue #31: `fetch failed` alone said nothing)', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(describeError(new TypeError('fetch failed', { cause: reset }))).toBe(
      'TypeError: fetch failed <- Error: read ECONNRESET [ECONNRESET]',
    );
    expect(describeError('plain')).toBe('plain');
  });
});
