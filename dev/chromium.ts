// Debian's Chromium for the browser tests and the benches (never a downloaded browser), and the
// flags that keep it off the network (PLATFORM-NOTES, "Browser tests").
import { execFileSync } from 'node:child_process';

export const OFFLINE_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROMIUM_PATH, else `chromium` (or `chromium-browser`) on the PATH; a clear error without one. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error('Chromium is not installed: apt-get install -y chromium (see .ci/run)');
  }
}
