// Part of `npm run bench`: many clients that give up mid-flight. `wrangler dev` exited now and then
// when a client aborted a request (workers-sdk #15203, #15451); this sends REQUESTS page requests,
// CONCURRENCY at a time, of which one in five is aborted by the client at a random moment (before
// the answer or while it streams), and counts the server's exits and refused connections.
import { request } from 'node:http';
import type { GroupProcess } from '../emulators/process-group';

export interface AbortFigures {
  requests: number;
  aborted: number;
  completed: number;
  refused: number;
  otherErrors: number;
  serverExited: boolean;
}

const PATHS = ['/', '/video-presentations', '/events', '/blog', '/presenters', '/search?q=rhino', '/about'];
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

function one(base: string, path: string, abortAfterMs: number | null): Promise<'ok' | 'aborted' | 'refused' | 'error'> {
  return new Promise((resolve) => {
    const controller = new AbortController();
    const req = request(
      `${base}${path}`,
      {
        signal: controller.signal,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, br', 'user-agent': BROWSER },
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve('ok'));
        response.on('error', () => resolve(controller.signal.aborted ? 'aborted' : 'error'));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (controller.signal.aborted) resolve('aborted');
      else resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'error');
    });
    if (abortAfterMs !== null) setTimeout(() => controller.abort(), abortAfterMs);
    req.end();
  });
}

export async function benchAborts(
  base: string,
  server: Pick<GroupProcess, 'hasExited'>,
  { requests = 10_000, concurrency = 20, abortShare = 0.2 } = {},
): Promise<AbortFigures> {
  const figures: AbortFigures = { requests, aborted: 0, completed: 0, refused: 0, otherErrors: 0, serverExited: false };
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const index = next++;
      // Aborts spread over the first 40 ms: before the head, and while the body streams.
      const abortAfter = Math.random() < abortShare ? Math.random() * 40 : null;
      const outcome = await one(base, PATHS[index % PATHS.length]!, abortAfter);
      if (outcome === 'ok') figures.completed += 1;
      else if (outcome === 'aborted') figures.aborted += 1;
      else if (outcome === 'refused') figures.refused += 1;
      else figures.otherErrors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  figures.serverExited = server.hasExited();
  return figures;
}
