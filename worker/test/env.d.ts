// The bindings the workerd test suite sees (wrangler.toml plus the test overrides).
import type { Bindings } from '../src/env';
import type * as WorkerModule from '../src/index';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      CONTENT_CONTROL_URL: string;
    }
    interface GlobalProps {
      mainModule: typeof WorkerModule;
    }
  }
}
