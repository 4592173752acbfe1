// Helpers for the workerd suite: requests to the Worker and the content service's test controls.
import { env, exports } from 'cloudflare:workers';

/** Sends a request to the Worker under test (same isolate, real bindings). */
export function request(path: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(`http://127.0.0.1:8787${path}`, init));
}

export interface ContentStats {
  tokenRequests: number;
  requests: Record<string, number>;
}

export async function control(path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${env.CONTENT_CONTROL_URL}/${path}`, {
    method: body === undefined && path === 'stats' ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`content control ${path} answered ${response.status}`);
  return response;
}

export async function contentStats(): Promise<ContentStats> {
  return (await control('stats')).json();
}

export const totalRequests = (stats: ContentStats) =>
  Object.values(stats.requests).reduce((sum, count) => sum + count, 0);
