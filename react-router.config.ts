// React Router framework mode: the public site's route modules live in web/app (decision 0011);
// the browser bundle goes to dist/client, the Worker (Hono + the server build) to dist/server.
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web/app',
  // CTA_BUILD_DIR lets parallel test runs build apart (dev/test.ts).
  buildDirectory: process.env.CTA_BUILD_DIR ?? 'dist',
  ssr: true,
  // The whole route table comes with the first page (a few KB, cached by its hash): no
  // /__manifest round trip when links appear, which costs most on a slow mobile network.
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
} satisfies Config;
