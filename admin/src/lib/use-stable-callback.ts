/**
 * A callback whose identity never changes but which always calls the latest `callback`. Table
 * columns take their row actions this way: new columns would remount every cell (TanStack renders
 * cell functions as components), losing focus and the DOM for nothing.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
