/**
 * The site's security headers in one place (hono/secure-headers options, written out as data):
 * the Worker sends them with every answer it makes (worker/src/middleware/security-headers.ts),
 * and the build writes them into the static files' `_headers` (dev/build/static-headers.ts,
 * issue #23, item 7), so pages and static files cannot drift apart.
 * Scripts run only from this site and the captcha's hosts: there is no nonce and no
 * `'unsafe-inline'` for scripts (decision 0033). Two inline elements are allowed, each by the hash
 * of its exact text: the full pages' speculation rules (data, not a script) and the modules' loader
 * at the end of every page (page-modules.ts, decision 0041). Local addresses (the Firebase emulators, the local content
 * service's images) are allowed only when the emulator settings are on.
 */

import { PAGE_MODULES_LOADER_HASH } from './page-modules.ts';
import { SPECULATION_RULES_HASH } from './speculation-rules.ts';

const CAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const LOCAL_SOURCES = ['http://127.0.0.1:*', 'http://localhost:*'];

export interface SecurityPolicy {
  contentSecurityPolicy: Record<string, string[]>;
  strictTransportSecurity: string;
  referrerPolicy: string;
  xFrameOptions: string;
  crossOriginEmbedderPolicy: false;
  crossOriginResourcePolicy: string;
  permissionsPolicy: Record<string, string[]>;
}

/** The policy; `local` adds the local addresses. */
export function securityPolicy(local: boolean): SecurityPolicy {
  const localSources = local ? LOCAL_SOURCES : [];
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", SPECULATION_RULES_HASH, PAGE_MODULES_LOADER_HASH, ...CAPTCHA_SCRIPTS],
      // Radix Themes and React set style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:', ...localSources],
      connectSrc: ["'self'", 'https:', ...localSources],
      // Audio and video play from the site's own addresses only (the Worker relays the CMS's files).
      mediaSrc: ["'self'"],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://www.google.com'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-site',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  };
}
