/**
 * Test-only helpers for the Firestore service's tests, which run in Node (vitest). This module
 * sits beside Worker code and is type-checked by the Worker's config too, which has no Node
 * types, so the few Node facilities the tests need (environment, a file read, a local HTTP
 * server) are typed here by hand and reached through `process.getBuiltinModule` (Node 20.16+).
 * Product code never imports this module.
 */

interface NodeIncomingMessage extends AsyncIterable<Uint8Array> {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

interface NodeServerResponse {
  writeHead(status: number, headers: Record<string, string>): NodeServerResponse;
  end(body?: Uint8Array): void;
}

interface NodeServer {
  listen(port: number, host: string, callback: () => void): NodeServer;
  once(event: 'error', listener: (error: Error) => void): NodeServer;
  address(): { port: number } | string | null;
  close(callback: (error?: Error) => void): void;
  closeAllConnections(): void;
}

interface NodeProcess {
  env: Record<string, string | undefined>;
  cwd(): string;
  getBuiltinModule(id: 'node:http'): {
    createServer(handler: (request: NodeIncomingMessage, response: NodeServerResponse) => void): NodeServer;
  };
  getBuiltinModule(id: 'node:fs/promises'): { readFile(path: string, encoding: 'utf8'): Promise<string> };
}

declare const process: NodeProcess;

/** The emulator to test against; throws (failing the test file) when the runner did not set it. */
export function emulatorSettings(): { host: string; projectId: string; baseUrl: string } {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: these tests need a running Firestore emulator. ' +
        'Run them through the test runner (`npm test`), or start one with ' +
        '`npx tsx dev/emulators/run.ts --only firestore -- npx vitest run worker/src/services/firestore`.',
    );
  }
  const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-conservation';
  return { host, projectId, baseUrl: `http://${host}` };
}

/** Reads a file of the repository (tests run with the repository root as working directory). */
export function readRepositoryFile(relativePath: string): Promise<string> {
  return process.getBuiltinModule('node:fs/promises').readFile(`${process.cwd()}/${relativePath}`, 'utf8');
}

/** A unique, valid collection id, so test files and repeated runs never see each other's data. */
export function uniqueCollectionId(prefix: string): string {
  return `${prefix}_${crypto.randomUUID().replace(/-/g, '')}`;
}

/**
 * Serves a fetch-style handler over real HTTP on 127.0.0.1 and a random port, standing in for a
 * remote endpoint (e.g. Google's OAuth token endpoint).
 */
export async function serveOnLocalPort(
  handler: (request: Request) => Promise<Response>,
): Promise<{ url: string; close(): Promise<void> }> {
  const http = process.getBuiltinModule('node:http');
  const server = http.createServer((incoming, outgoing) => {
    void (async () => {
      const chunks: Uint8Array[] = [];
      for await (const chunk of incoming) chunks.push(chunk);
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const method = incoming.method ?? 'GET';
      const request = new Request(`http://127.0.0.1${incoming.url ?? '/'}`, {
        method,
        headers,
        ...(method === 'GET' || method === 'HEAD' ? {} : { body: concat(chunks) }),
      });
      let response: Response;
      try {
        response = await handler(request);
      } catch (error) {
        response = new Response(String(error), { status: 500 });
      }
      const responseHeaders: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        responseHeaders[name] = value;
      });
      outgoing.writeHead(response.status, responseHeaders);
      outgoing.end(new Uint8Array(await response.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function concat(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
