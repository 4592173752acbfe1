/**
 * Slow route data streamed in <Suspense>. A loader returns promises for the slow parts; the server
 * renders the shell at once and each part when its promise settles, with a tiny inline script
 * that records the value so the browser hydrates with exactly the same data (see
 * docs/decisions/0002-streaming-and-hydration.md).
 */
import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router-dom';

declare global {
  interface Window {
    __deferred?: Record<string, unknown>;
  }
}

const DEFERRED_MARK = '__deferred';

/** JSON safe to put inside an inline <script>: no closing tags, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Gives every promise in a loader's data a JSON form naming its slot, so the hydration data
 * serialised with the shell says where the streamed value will be found.
 */
export function markDeferred(routeId: string, data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  for (const [key, value] of Object.entries(data)) {
    if (value instanceof Promise) {
      Object.defineProperty(value, 'toJSON', { value: () => ({ [DEFERRED_MARK]: `${routeId}:${key}` }) });
    }
  }
}

/** Replaces every promise in loaders' data by its value (for a response sent in one piece). */
export async function settleDeferred(loaderData: Record<string, unknown>): Promise<void> {
  await Promise.all(
    Object.values(loaderData).map(async (data) => {
      if (typeof data !== 'object' || data === null) return;
      const record = data as Record<string, unknown>;
      for (const [key, value] of Object.entries(record)) {
        if (value instanceof Promise) record[key] = await value;
      }
    }),
  );
}

/** In the browser: replaces the slot markers of hydration data by the values streamed in. */
export function restoreDeferred(loaderData: Record<string, unknown>): void {
  const values = window.__deferred ?? {};
  for (const data of Object.values(loaderData)) {
    if (typeof data !== 'object' || data === null) continue;
    const record = data as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === 'object' && value !== null && DEFERRED_MARK in value) {
        const slot = String((value as Record<string, unknown>)[DEFERRED_MARK]);
        record[key] = slot in values ? values[slot] : null;
      }
    }
  }
}

interface DeferredProps<T> {
  /** A promise from the server loader, or the value itself after a client-side load. */
  value: Promise<T> | T;
  /** `routeId:key` of the value in its loader's data; give it on one use of each value only. */
  slot?: string;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}

/** Renders a slow part when its data arrives; the fallback keeps the layout in place meanwhile. */
export function Deferred<T>({ value, slot, fallback, children }: DeferredProps<T>) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value} errorElement={null}>
        {(resolved: T) => (
          <>
            {children(resolved)}
            {/* Rendered on both sides so hydration matches; a script React inserts never runs. */}
            {slot && (
              <script
                dangerouslySetInnerHTML={{
                  __html: `(self.__deferred||(self.__deferred={}))[${JSON.stringify(slot)}]=${scriptSafeJson(resolved)}`,
                }}
              />
            )}
          </>
        )}
      </Await>
    </Suspense>
  );
}
