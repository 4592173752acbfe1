// The modules' loader written into every page (shared/lib/page-modules.ts): the CSP hash is the hash
// of the very text pages carry, and the text never closes its script element.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULE_TYPE, PAGE_MODULES_LOADER_HASH, PAGE_MODULES_LOADER_TEXT } from './page-modules';
import { securityPolicy } from './security-policy';

describe('the page modules loader', () => {
  it('is allowed by the CSP by the hash of its text', () => {
    const hash = createHash('sha256').update(PAGE_MODULES_LOADER_TEXT).digest('base64');
    expect(PAGE_MODULES_LOADER_HASH).toBe(`'sha256-${hash}'`);
    for (const local of [false, true])
      expect(securityPolicy(local).contentSecurityPolicy.scriptSrc).toContain(PAGE_MODULES_LOADER_HASH);
  });

  it('would never close its script element, and looks for the data blocks pages write', () => {
    expect(PAGE_MODULES_LOADER_TEXT).not.toMatch(/<\//);
    expect(PAGE_MODULES_LOADER_TEXT).toContain(`script[type="${PAGE_MODULE_TYPE}"][data-src]`);
    // It parses as a script (a syntax error would leave every page without its modules).
    expect(() => new Function(PAGE_MODULES_LOADER_TEXT)).not.toThrow();
  });
});
