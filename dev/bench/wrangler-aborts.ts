// Part of `npm run bench` (BENCH_ONLY=wrangler-aborts): does today's `wrangler dev` still exit when
// clients give up mid-request (workers-sdk #15203, #15451)? The stack once restarted its Worker
// for it (dev/stack.ts). This serves the bench's build with `wrangler dev` (the project's wrangler,
// offline and quiet as PLATFORM-NOTES says), beside a local content service, and sends it the same
// abort load as the `vite preview` bench (dev/bench/aborts.ts).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { benchAborts, type AbortFigures } from './aborts.ts';
import { startContentService } from '../content-service/server.ts';
import { repoRoot } from '../emulators/process-group.ts';

export async function benchWranglerAborts(
  buildDir: string,
  { port = 9487, contentPort = 9488, requests = 10_000 } = {},
): Promise<AbortFigures & { version: string }> {
  const content = await startContentService({ port: contentPort });
  const state = path.join(repoRoot, '.wrangler', 'bench-wrangler-aborts');
  mkdirSync(state, { recursive: true });
  const wrangler = path.join(repoRoot, 'node_modules', '.bin', 'wrangler');
  const contentVars = [
    `CONTENT_IDENTITY_URL:${content.url}/connect/token`,
    `CONTENT_API_URL:${content.url}/api`,
  ].flatMap((value) => ['--var', value]);
  const child = spawn(
    wrangler,
    [
      'dev',
      '-c',
      path.join(buildDir, 'server', 'wrangler.json'),
      '--local',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--persist-to',
      state,
      '--show-interactive-dev-session=false',
      '--log-level',
      'error',
      ...contentVars,
    ],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_SEND_ERROR_REPORTS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        WRANGLER_LOG_PATH: path.join(state, 'logs'),
        XDG_CONFIG_HOME: path.join(state, 'xdg'),
      },
    },
  );
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  child.stdout.resume();
  child.stderr.resume();
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt += 1) {
      if (exited) throw new Error('wrangler dev exited before it answered');
      const ready = await fetch(`${base}/healthz`).then(
        (response) => response.status < 500,
        () => false,
      );
      if (ready) break;
      if (attempt > 120) throw new Error('wrangler dev did not answer /healthz within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const figures = await benchAborts(base, { hasExited: () => exited }, { requests });
    const { version } = JSON.parse(
      readFileSync(path.join(repoRoot, 'node_modules', 'wrangler', 'package.json'), 'utf8'),
    ) as { version: string };
    return { ...figures, version };
  } finally {
    child.kill('SIGTERM');
    await content.close();
  }
}
