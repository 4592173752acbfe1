/**
 * Writes `_headers` into the browser bundle (issue #23, item 7): the static files (`/favicon.svg`,
 * `/sw.js`, the manifests, `/assets/*`, `/admin/assets/*`) are answered by Cloudflare's assets
 * server before the Worker, so they get their headers from this file, on the edge as under
 * `vite preview`. Its security headers are the pages' own, computed by the same hono middleware
 * from the same policy (shared/lib/security-policy.ts); then the cache lifetimes of each kind of
 * file.
 */
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Plugin } from 'vite';
import { securityPolicy } from '#shared/lib/security-policy.ts';

/** Cache lifetimes per kind of static file (hashed files are kept a year). */
const CACHE_RULES: [pattern: string, cacheControl: string][] = [
  ['/assets/*', 'public, max-age=31536000, immutable'],
  ['/admin/assets/*', 'public, max-age=31536000, immutable'],
  // The service worker is looked for again at the same address (decision 0024).
  ['/sw.js', 'no-cache'],
  ['/manifest.en.webmanifest', 'public, max-age=86400'],
  ['/manifest.fr.webmanifest', 'public, max-age=86400'],
];

/** The security headers a page gets, as hono's middleware writes them. */
async function staticSecurityHeaders(local: boolean): Promise<[string, string][]> {
  const app = new Hono();
  app.use(secureHeaders(securityPolicy(local)));
  app.get('*', (c) => c.body(null, 204));
  const response = await app.request('/');
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    headers.push([
      name.replace(/(^|-)([a-z])/g, (_match: string, dash: string, letter: string) => dash + letter.toUpperCase()),
      value,
    ]);
  });
  return headers;
}

/** The whole `_headers` file. */
async function staticHeadersFile(local: boolean): Promise<string> {
  const lines = [
    '# Written by the build (dev/build/static-headers.ts) from shared/lib/security-policy.ts: do not edit.',
    '/*',
    ...(await staticSecurityHeaders(local)).map(([name, value]) => `  ${name}: ${value}`),
  ];
  for (const [pattern, cacheControl] of CACHE_RULES) lines.push(pattern, `  Cache-Control: ${cacheControl}`);
  return `${lines.join('\n')}\n`;
}

/** The local stack's build allows the local addresses, as the local Worker does; production's not. */
const isLocalBuild = () => process.env.CLOUDFLARE_ENV !== 'production';

export function staticHeaders(): Plugin {
  return {
    name: 'cta:static-headers',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: await staticHeadersFile(isLocalBuild()) });
    },
  };
}
