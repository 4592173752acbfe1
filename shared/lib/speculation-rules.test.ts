// The prefetch rules written into full pages (shared/lib/speculation-rules.ts): the CSP hash is the
// hash of the very text pages carry, and the idle rule leaves out what the hover rule leaves out.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES_LOADER_HASH } from './page-modules';
import { securityPolicy } from './security-policy';
import { SPECULATION_RULES, SPECULATION_RULES_HASH, SPECULATION_RULES_TEXT } from './speculation-rules';

describe('speculation rules', () => {
  it("the CSP allows the text pages carry, by its hash, and nothing inline besides (but the modules' loader)", () => {
    const hash = createHash('sha256').update(SPECULATION_RULES_TEXT).digest('base64');
    expect(SPECULATION_RULES_HASH).toBe(`'sha256-${hash}'`);
    for (const local of [false, true]) {
      const scripts = securityPolicy(local).contentSecurityPolicy.scriptSrc ?? [];
      expect(scripts).toContain(SPECULATION_RULES_HASH);
      expect(scripts.filter((source) => source.startsWith("'sha256-") || source.includes('inline'))).toEqual([
        SPECULATION_RULES_HASH,
        PAGE_MODULES_LOADER_HASH,
      ]);
    }
  });

  it('the text is the rules, and would never close its script element', () => {
    expect(JSON.parse(SPECULATION_RULES_TEXT)).toEqual(SPECULATION_RULES);
    expect(SPECULATION_RULES_TEXT).not.toMatch(/<\//);
  });

  it('the idle rule leaves out what the hover rule leaves out', () => {
    const [hover, idle] = SPECULATION_RULES.prefetch;
    expect(hover?.eagerness).toBe('moderate');
    expect(idle?.eagerness).toBe('immediate');
    expect(idle?.where.and).toEqual([...(hover?.where.and ?? []), { selector_matches: '[data-prefetch]' }]);
  });
});
