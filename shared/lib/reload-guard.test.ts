// The chunk-failure rule (spec §8, §9): one reload, then none until CHUNK_RELOAD_GUARD_MS has passed.
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY } from '../constants/spec.ts';
import { mayReloadAfterFailedLoad, type GuardStorage } from './reload-guard.ts';

function memoryStorage(): GuardStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('the reload guard', () => {
  it('allows one reload, then none within the guard period, then one again', () => {
    const storage = memoryStorage();
    const start = 1_800_000_000_000;
    expect(mayReloadAfterFailedLoad(storage, start)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe(String(start));
    expect(mayReloadAfterFailedLoad(storage, start + 1)).toBe(false);
    expect(mayReloadAfterFailedLoad(storage, start + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReloadAfterFailedLoad(storage, start + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('treats a time in the future (a clock set back) or a broken record as no record', () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '2000000000000');
    expect(mayReloadAfterFailedLoad(storage, 1_800_000_000_000)).toBe(true);
    storage.setItem(CHUNK_RELOAD_KEY, 'garbage');
    expect(mayReloadAfterFailedLoad(storage, 1_800_000_000_000)).toBe(true);
  });

  it('allows no reload where storage is refused (it could not stop a loop)', () => {
    const refused: GuardStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(mayReloadAfterFailedLoad(refused, Date.now())).toBe(false);
  });
});
