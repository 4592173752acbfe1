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

/**
 * A part of a page that streams in inside its own frame (a section with its heading): the frame
 * with a skeleton meanwhile, then with the content. A part whose content fetch failed (null), or
 * that `hideWhen` says has nothing to show, is left out whole, without a message (spec §8).
 * `value` must be the loader's own promise: a new one at each render would suspend again.
 * `frame` names its ids through `id`: a streamed page carries the skeleton's frame and the real
 * one in the same HTML (the real one arrives hidden, then takes the skeleton's place), so the
 * skeleton's frame gets ids of its own (`<name>-loading`), never the real section's.
 */
export function DeferredSection<T>({
  value,
  frame,
  skeleton,
  hideWhen,
  children,
}: {
  value: Promise<T | null> | T | null;
  frame: (content: ReactNode, id: (name: string) => string) => ReactNode;
  skeleton: ReactNode;
  hideWhen?: (value: T) => boolean;
  children: (value: T) => ReactNode;
}) {
  return (
    <Deferred value={value} fallback={frame(skeleton, placeholderId)}>
      {(resolved) => (resolved === null || hideWhen?.(resolved) ? null : frame(children(resolved), realId))}
    </Deferred>
  );
}

const realId = (name: string) => name;
const placeholderId = (name: string) => `${name}-loading`;
