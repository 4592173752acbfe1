/**
 * The link prefetch rules of full pages (issue #25, decision 0037): a link of the site is
 * prefetched when the visitor is about to follow it (moderate: hover, press) and, by the second
 * rule, at once when the `prefetch` module has marked it `data-prefetch` (in view, the page idle).
 * Neither rule takes what a visit must not prefetch: a member's pages, sign-in, switches of
 * language, mode or country (issue #26), a talk's files. (The console is never named: no public
 * page links to it, and none may mention its address, worker/test/app.test.ts.)
 *
 * Written into the page (`<script type="speculationrules">`, components/chrome-scripts.tsx), not
 * named by a `Speculation-Rules` header: the header had every first visit fetch a file before its
 * Largest Contentful Paint (issue #31, item 6; decision 0022's note of 2026-12-02). The CSP allows
 * exactly this text by its hash (security-policy.ts); no other inline script runs.
 */

/** Addresses never prefetched. */
const NEVER = [
  '/account',
  '/account/*',
  '/profile',
  '/profile/*',
  '/login',
  '/signup',
  '/forgot',
  '/resend-email-verification',
  '/introductions/*',
  '/saved',
  '/offline',
  '/api/*',
  '/*?*lang=*',
  '/*?*mode=*',
  '/*?*country=*',
  '/video-presentations/*/media/*',
  '/video-presentations/*/transcript.html',
];

const SITE_LINKS = [
  { href_matches: '/*' },
  { not: { href_matches: NEVER } },
  { not: { selector_matches: '[download], [target=_blank], [rel~=nofollow], .no-prefetch' } },
];

export const SPECULATION_RULES = {
  prefetch: [
    { source: 'document', where: { and: SITE_LINKS }, eagerness: 'moderate' },
    {
      source: 'document',
      where: { and: [...SITE_LINKS, { selector_matches: '[data-prefetch]' }] },
      eagerness: 'immediate',
    },
  ],
};

/** The rules as the page carries them. */
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES);

/** The CSP source that allows that text (speculation-rules.test.ts checks it against the text). */
export const SPECULATION_RULES_HASH = "'sha256-Uv2T0bc7WmPm97W46YHeq0YwPvc+T9Y60wZtLny10cs='";
