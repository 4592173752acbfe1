/**
 * Where this device left each of a talk's files (issue #26): the audio and the small video of the
 * ladder resume there. Kept in localStorage by the file's address, newest first, at most
 * `MAX_ENTRIES`; a file listened to the end starts again from the beginning.
 */
import { local, readStorage, writeStorage } from './_storage.ts';

export const MEDIA_RESUME_KEY = 'cta-media-resume';
/** Files the device remembers (the oldest go). */
export const MAX_ENTRIES = 50;
/** Nearer the start or the end than this, a file starts from the beginning. */
export const EDGE_SECONDS = 5;

interface Position {
  at: number;
  updatedAt: number;
}

function readAll(): Record<string, Position> {
  try {
    const raw = JSON.parse(readStorage(local, MEDIA_RESUME_KEY) ?? '{}') as Record<string, unknown>;
    const positions: Record<string, Position> = {};
    for (const [key, value] of Object.entries(raw)) {
      const position = value as Partial<Position> | null;
      if (
        key.startsWith('/') &&
        typeof position?.at === 'number' &&
        Number.isFinite(position.at) &&
        position.at >= 0 &&
        typeof position.updatedAt === 'number'
      ) {
        positions[key] = { at: position.at, updatedAt: position.updatedAt };
      }
    }
    return positions;
  } catch {
    return {};
  }
}

function writeAll(positions: Record<string, Position>): void {
  const kept = Object.entries(positions)
    .sort(([, a], [, b]) => b.updatedAt - a.updatedAt)
    .slice(0, MAX_ENTRIES);
  writeStorage(local, MEDIA_RESUME_KEY, JSON.stringify(Object.fromEntries(kept)));
}

/** Where to resume `key` in a file of `duration` seconds (NaN or Infinity: unknown), if anywhere. */
export function resumePoint(key: string, duration: number): number | undefined {
  const at = readAll()[key]?.at;
  if (at === undefined || at < EDGE_SECONDS) return undefined;
  if (Number.isFinite(duration) && at > duration - EDGE_SECONDS) return undefined;
  return at;
}

/** Keeps `at` for `key` (undefined: forgets it, the file was heard to the end). */
export function recordPosition(key: string, at: number | undefined, now = Date.now()): void {
  const positions = readAll();
  if (at === undefined) delete positions[key];
  else positions[key] = { at: Math.floor(at * 10) / 10, updatedAt: now };
  writeAll(positions);
}
