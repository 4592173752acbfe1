// The bindings the workerd test suite sees (wrangler.toml plus the test overrides).
import type { Bindings } from '../src/env';
import type * as WorkerModule from '../src/index';
import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      CONTENT_CONTROL_URL: string;
      /** The search tables' migrations (vitest.worker.config.ts), applied by setup.ts. */
      SEARCH_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof WorkerModule;
    }
  }
}
