// Starts the local content service on a port with @hono/node-server, with the sample pack or a JSON pack.
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { createContentApp, DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, DEFAULT_SCOPE } from './app';
import { findInvalidItems, readPackFile } from './pack';
import type { ContentPack } from './pack';
import { samplePack } from './sample-pack';

export interface StartContentServiceOptions {
  /** Port to listen on; 0 picks a free one. */
  port: number;
  host?: string;
  /** JSON pack file (as written by generate.ts); the built-in sample pack when absent. */
  packPath?: string;
  /** A pack given directly (takes precedence over `packPath`). */
  pack?: ContentPack;
  tokenLifetimeSeconds?: number;
  clientId?: string;
  clientSecret?: string;
  scope?: string;
  /** Base URL used in media links; defaults to the address the service listens on. */
  publicUrl?: string;
}

export interface RunningContentService {
  /** Base URL, e.g. `http://127.0.0.1:8788` (token at `/connect/token`, content under `/api`). */
  url: string;
  close(): Promise<void>;
}

export const DEFAULT_HOST = '127.0.0.1';

export async function startContentService(options: StartContentServiceOptions): Promise<RunningContentService> {
  const host = options.host ?? DEFAULT_HOST;
  const pack = options.pack ?? (options.packPath !== undefined ? await readPackFile(options.packPath) : samplePack());
  const invalid = findInvalidItems(pack);
  if (invalid.length > 0) {
    console.warn(`[content-service] ${invalid.length} pack item(s) do not match their schema; serving them anyway`);
  }

  // The app needs the final URL (port 0 is only known once listening), so it is created then.
  const holder: { app?: Hono } = {};
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const server = serve(
      {
        fetch: (request, env) =>
          holder.app ? holder.app.fetch(request, env) : new Response('starting', { status: 503 }),
        port: options.port,
        hostname: host,
      },
      (info) => resolve({ server, port: info.port }),
    );
    server.once('error', reject);
  });

  const url = options.publicUrl?.replace(/\/+$/, '') ?? `http://${urlHost(host)}:${port}`;
  holder.app = createContentApp({
    pack,
    clientId: options.clientId ?? DEFAULT_CLIENT_ID,
    clientSecret: options.clientSecret ?? DEFAULT_CLIENT_SECRET,
    scope: options.scope ?? DEFAULT_SCOPE,
    tokenLifetimeSeconds: options.tokenLifetimeSeconds,
    publicUrl: url,
  });

  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections would otherwise hold `close` open for seconds.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

/** The host part of a URL for a listening address (wildcards become loopback, IPv6 is bracketed). */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}
