// React Router framework mode: the public site's route modules live in web/app (decision 0011);
// the browser bundle goes to dist/client, the Worker (Hono + the server build) to dist/server.
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { dropUnloadedFiles } from '#dev/build/client-output.ts';

const config: Config = {
  appDirectory: 'web/app',
  // CTA_BUILD_DIR lets parallel test runs build apart (dev/test.ts).
  buildDirectory: process.env.CTA_BUILD_DIR ?? 'dist',
  ssr: true,
  // No page loads React Router's browser bundle (decision 0033): once the Worker's build has read
  // the routes' CSS from it, its scripts go (dev/build/client-output.ts).
  buildEnd: ({ reactRouterConfig, viteConfig }) => {
    const dropped = dropUnloadedFiles(path.resolve(viteConfig.root, reactRouterConfig.buildDirectory, 'client'));
    viteConfig.logger.info(`client-output: ${dropped.files} files no page loads removed (${dropped.bytes} bytes)`);
  },
  // No browser asks for routes (no page hydrates): the server answers no /__manifest requests.
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_viteEnvironmentApi: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    // Decided, not yet taken (decision 0031): middleware changes the load context the Worker hands
    // every loader (worker/src/page-context.ts) into a RouterContextProvider, and pass-through
    // requests change what a loader's `request` is; both wait for the move to React Router 8.
    v8_middleware: false,
    v8_passThroughRequests: false,
  },
};

export default config;
