/**
 * A slow part of a page: loaders return promises for what may be slow (and never reject: a failed
 * part resolves to null), React Router streams their values, and this renders the part when its
 * value arrives, with a fallback that keeps the layout in place meanwhile.
 */
import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';

interface DeferredProps<T> {
  /** A promise from the loader, or the value itself. */
  value: Promise<T> | T;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}

export function Deferred<T>({ value, fallback, children }: DeferredProps<T>) {
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value} errorElement={null}>
        {(resolved: T) => children(resolved)}
      </Await>
    </Suspense>
  );
}
