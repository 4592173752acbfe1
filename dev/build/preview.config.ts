// `vite preview` of one build folder (the local stack's, dev/stack.ts): the folder is Vite's root,
// so the Cloudflare plugin reads the Worker's settings from that folder's own
// `.wrangler/deploy/config.json` (written by startWorker, pointing at its server/wrangler.json),
// never the checkout's, which names whichever build was made last (issue #23, item 12).
// The guard in front refuses TRACE and the like and keeps stack traces in (item 9).
import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig } from 'vite';
import { previewGuard } from './preview-guard.ts';

const buildDir = process.env.CTA_BUILD_DIR;
if (!buildDir) throw new Error('dev/build/preview.config.ts: CTA_BUILD_DIR must name the build folder to serve');

export default defineConfig({
  root: buildDir,
  // Nothing of the checkout's .env files or public folder: only the build.
  envDir: buildDir,
  publicDir: false,
  plugins: [
    previewGuard(),
    cloudflare({
      // Where local KV and R2 live (the stack's state folder).
      persistState: process.env.CTA_PERSIST_DIR ? { path: process.env.CTA_PERSIST_DIR } : true,
      // workerd's inspector on a known port (the search bench reads the isolate's heap there).
      ...(process.env.CTA_INSPECTOR_PORT ? { inspectorPort: Number(process.env.CTA_INSPECTOR_PORT) } : {}),
    }),
  ],
});
