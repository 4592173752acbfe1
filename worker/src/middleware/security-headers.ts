/** Security headers on every response (hono/secure-headers, with a policy fit for this site). */
import { secureHeaders } from 'hono/secure-headers';

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // Inline scripts are React's streaming runtime and the streamed data records.
    scriptSrc: ["'self'", "'unsafe-inline'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:', 'http://127.0.0.1:*', 'http://localhost:*'],
    connectSrc: ["'self'", 'https:', 'http://127.0.0.1:*', 'http://localhost:*'],
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
