/**
 * Security headers on every response (hono/secure-headers, with a policy fit for this site).
 * Scripts run only from this site, the captcha's hosts, or inline with this response's nonce
 * (React Router's and React's streamed scripts carry it; `c.get('secureHeadersNonce')`). Local
 * addresses (the Firebase emulators, the local content service's images) are allowed only when
 * the emulator settings are on.
 */
import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../context';

const CAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const LOCAL_SOURCES = ['http://127.0.0.1:*', 'http://localhost:*'];

function policy(local: boolean) {
  const localSources = local ? LOCAL_SOURCES : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, ...CAPTCHA_SCRIPTS],
      // Radix Themes and React set style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:', ...localSources],
      connectSrc: ["'self'", 'https:', ...localSources],
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
  });
}

const productionPolicy = policy(false);
const emulatorPolicy = policy(true);

/**
 * Emulator mode is the Auth or Firestore emulator setting (never set in production). Read from the
 * bindings, not the parsed settings, so every answer carries the headers: the health check and a
 * refusal for broken settings included.
 */
export const securityHeaders = createMiddleware<AppEnv>((c, next) => {
  const local = Boolean(c.env.FIREBASE_AUTH_EMULATOR_HOST || c.env.FIRESTORE_EMULATOR_HOST);
  return (local ? emulatorPolicy : productionPolicy)(c, next);
});
