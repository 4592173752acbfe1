// Builds the public site in React Router's framework mode on the Cloudflare Vite plugin: the
// browser bundle (hashed, split per route) and the Worker (worker/src/index.ts: the Hono app with
// the React Router server build inside). The admin console has its own config (admin/).
import { reactRouter } from '@react-router/dev/vite';
import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig } from 'vite';
import { radixCssParts, radixCssTrim, radixUse, type RadixUse } from '#dev/build/radix-css.ts';
import { serviceWorker } from '#dev/build/service-worker.ts';
import { pageScripts } from '#dev/build/page-scripts.ts';
import { inlineCss } from '#dev/build/inline-css.ts';
import { staticHeaders } from '#dev/build/static-headers.ts';

let radix: RadixUse | undefined;

export default defineConfig(({ command }) => ({
  css: {
    // Radix Themes' CSS trimmed to what the site renders (dev/build/radix-css.ts, decision 0022);
    // `vite dev` serves it whole, so a prop value added while it runs shows at once. Forms, tables
    // and dialogs opened on demand bring their Radix rules with them (web/app/styles/radix/).
    postcss: {
      plugins: [...(command === 'build' ? [radixCssTrim(() => (radix ??= radixUse('web/app')))] : []), radixCssParts()],
    },
  },
  plugins: [
    cloudflare({
      viteEnvironment: { name: 'ssr' },
      configPath: './wrangler.toml',
      // Where local KV and R2 live for `vite dev` and `vite preview` (the local stack sets it).
      persistState: process.env.CTA_PERSIST_DIR ? { path: process.env.CTA_PERSIST_DIR } : true,
    }),
    reactRouter(),
    // /sw.js, the offline worker (web/sw), beside the browser bundle.
    serviceWorker(),
    // The pages' small scripts (web/scripts), one hashed module each under /assets/js/.
    pageScripts(),
    // Each page's CSS written into its head (dev/build/inline-css.ts, decision 0022).
    inlineCss(),
    // _headers: the pages' security headers and the cache lifetimes for the static files.
    staticHeaders(),
  ],
  publicDir: 'web/public',
  build: {
    target: 'es2022',
    rollupOptions: {
      // Radix ships "use client" directives, which mean nothing outside React Server Components.
      onwarn: (warning, warn) => {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      // Rolldown's report of how long plugins took: it comes and goes with the machine's load and
      // names React Router's plugins, not a fault; `npm run bench` is where times are measured.
      checks: { bundlerTimings: false },
    },
  },
}));
