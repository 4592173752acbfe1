/**
 * Builds the service worker (web/sw/service-worker.ts) into the browser bundle as /sw.js: one
 * minified script with Workbox inside, stamped with the build's id (a digest of the names of the
 * browser bundle's files), so each deployment that changes the site installs a new worker, which
 * the pages announce (docs/decisions/0024-offline.md). The file keeps its name: a service worker
 * is found again at the same address.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { SERVICE_WORKER_PATH } from '#shared/lib/offline.ts';

const ENTRY = path.resolve(import.meta.dirname, '../../web/sw/service-worker.ts');

/** The service worker's source bundled for browsers (exported for the tests and the bench). */
export async function bundleServiceWorker(buildId: string): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2022',
    legalComments: 'none',
    define: { __BUILD_ID__: JSON.stringify(buildId), 'process.env.NODE_ENV': '"production"' },
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('service worker: esbuild wrote nothing');
  return output.text;
}

export function serviceWorker(): Plugin {
  return {
    name: 'cta:service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async generateBundle(_options, bundle) {
      const names = Object.keys(bundle).sort().join('\n');
      const buildId = createHash('sha256').update(names).digest('hex').slice(0, 12);
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_PATH.slice(1),
        source: await bundleServiceWorker(buildId),
      });
    },
  };
}
