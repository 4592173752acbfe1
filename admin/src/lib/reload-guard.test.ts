// The console's chunk-failure guard (spec §8): a chunk that fails to load reloads the console once,
// and not again within the guard period; the error then goes on to the screen.
import { describe, expect, it, vi } from 'vitest';
import { guardChunkLoads } from './reload-guard';

function consoleWindow() {
  const values = new Map<string, string>();
  const target = new EventTarget() as EventTarget & { sessionStorage: Storage; location: { reload: () => void } };
  target.sessionStorage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  } as Storage;
  target.location = { reload: vi.fn() };
  guardChunkLoads(target as unknown as Window);
  return target;
}

const failedChunk = () => new Event('vite:preloadError', { cancelable: true });

describe('the console’s chunk-failure guard', () => {
  it('reloads once, then lets the next failure through within the guard period', () => {
    const target = consoleWindow();
    const first = failedChunk();
    target.dispatchEvent(first);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    const second = failedChunk();
    target.dispatchEvent(second);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });
});
