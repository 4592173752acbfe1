/**
 * Loads data for a key (a query string, an id) and keeps what the last load gave while the next
 * runs, so a table does not blink between pages. A newer key aborts the older request. `reload()`
 * loads the same key again (after a change made here).
 */
import { useCallback, useEffect, useState } from 'react';
import { isAbort, type ApiProblem, type ApiResult } from './api-client';

export interface AsyncData<T> {
  data: T | undefined;
  problem: ApiProblem | undefined;
  /** True until the answer for the current key (and reload) has arrived. */
  loading: boolean;
  reload: () => void;
}

interface Settled<T> {
  stamp: string;
  data: T | undefined;
  problem: ApiProblem | undefined;
}

export function useAsyncData<T>(
  key: string | null,
  load: (key: string, signal: AbortSignal) => Promise<ApiResult<T>>,
): AsyncData<T> {
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const stamp = key === null ? null : `${round}\u0000${key}`;

  useEffect(() => {
    if (key === null || stamp === null) return;
    const controller = new AbortController();
    load(key, controller.signal).then(
      (result) =>
        setSettled(
          result.ok
            ? { stamp, data: result.data, problem: undefined }
            : // Keep the last data on failure: the message says the view is not current.
              (previous) => ({ stamp, data: previous?.data, problem: result.problem }),
        ),
      (error: unknown) => {
        if (!isAbort(error)) throw error;
      },
    );
    return () => controller.abort();
  }, [key, stamp, load]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return {
    data: settled?.data,
    problem: settled?.stamp === stamp ? settled.problem : undefined,
    loading: stamp !== null && settled?.stamp !== stamp,
    reload,
  };
}
