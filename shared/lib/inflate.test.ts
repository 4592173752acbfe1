import { describe, expect, it } from 'vitest';
import { constants, deflateSync } from 'node:zlib';
import { inflateZlibExactly } from './inflate';
import type { InflateProgress } from './inflate';
import { pseudoRandomBytes } from './image-check.fixtures';

/** Data that compresses in every way deflate has: runs, repeats near and far, and noise. */
function sample(length: number, seed: number): Uint8Array {
  const noise = pseudoRandomBytes(length, seed);
  const out = new Uint8Array(length);
  for (let index = 0; index < length; index += 1) {
    const kind = Math.floor(index / 997) % 4;
    out[index] =
      kind === 0
        ? 7
        : kind === 1
          ? (out[index - 300] ?? 1)
          : kind === 2
            ? (noise[index] ?? 0) & 0x0f
            : (noise[index] ?? 0);
  }
  return out;
}

describe('inflateZlibExactly', () => {
  it('agrees with zlib for every level, strategy and window size', () => {
    const strategies = [
      constants.Z_DEFAULT_STRATEGY,
      constants.Z_FILTERED,
      constants.Z_HUFFMAN_ONLY,
      constants.Z_RLE,
      constants.Z_FIXED,
    ];
    let cases = 0;
    for (const length of [0, 1, 300, 70_000]) {
      const data = sample(length, length + 1);
      for (let level = 0; level <= 9; level += 1) {
        for (const strategy of strategies) {
          for (const windowBits of [9, 12, 15]) {
            const compressed = new Uint8Array(deflateSync(data, { level, strategy, windowBits }));
            const inflated = inflateZlibExactly(compressed, length);
            // Buffer.equals: vitest's deep equality takes about a second per 70 KB array.
            expect(inflated && Buffer.from(inflated).equals(data), `${length} ${level} ${strategy} ${windowBits}`).toBe(
              true,
            );
            cases += 1;
          }
        }
      }
    }
    expect(cases).toBe(600);
  });

  it('refuses a stream that decodes to fewer or more bytes than expected, stopping at the limit', () => {
    const data = sample(5000, 9);
    const compressed = new Uint8Array(deflateSync(data));
    expect(inflateZlibExactly(compressed, 4999)).toBeNull();
    expect(inflateZlibExactly(compressed, 5001)).toBeNull();
    // A bomb: 64 MB of zeros in 64 KB; refused after writing the 1,000 bytes it may, having read
    // only the first few bytes of it (where it stopped, not how long it took: issue #23, item 13).
    const bomb = new Uint8Array(deflateSync(new Uint8Array(64 * 1024 * 1024), { level: 9 }));
    const progress: InflateProgress = { read: 0, written: 0 };
    expect(inflateZlibExactly(bomb, 1000, progress)).toBeNull();
    expect(progress.written).toBeGreaterThan(1000 - 258); // filled up to the last whole back-reference
    expect(progress.written).toBeLessThanOrEqual(1000);
    expect(progress.read).toBeLessThan(64);
    expect(bomb.length).toBeGreaterThan(60_000);
    // A stream that fits is read to its end.
    expect(inflateZlibExactly(compressed, 5000, progress)).not.toBeNull();
    expect(progress).toEqual({ read: compressed.length - 4, written: 5000 });
  });

  it('refuses a cut-short stream, bytes after it, a wrong Adler-32, a bad header or a preset dictionary', () => {
    const data = sample(5000, 3);
    const compressed = new Uint8Array(deflateSync(data));
    for (let cut = 0; cut < compressed.length; cut += 37)
      expect(inflateZlibExactly(compressed.subarray(0, cut), 5000)).toBeNull();
    expect(inflateZlibExactly(compressed.subarray(0, -1), 5000)).toBeNull();
    expect(inflateZlibExactly(new Uint8Array([...compressed, 0]), 5000)).toBeNull();
    const badSum = compressed.slice();
    badSum[badSum.length - 1] = (badSum[badSum.length - 1] ?? 0) ^ 1;
    expect(inflateZlibExactly(badSum, 5000)).toBeNull();
    const badHeader = compressed.slice();
    badHeader[1] = (badHeader[1] ?? 0) ^ 1; // check bits wrong
    expect(inflateZlibExactly(badHeader, 5000)).toBeNull();
    const gzip = compressed.slice();
    gzip[0] = 0x1f;
    expect(inflateZlibExactly(gzip, 5000)).toBeNull();
    const dictionary = new Uint8Array(deflateSync(data, { dictionary: new Uint8Array([1, 2, 3]) }));
    expect(inflateZlibExactly(dictionary, 5000)).toBeNull();
  });

  it('refuses random bytes behind a valid header, and damaged streams, never throwing', () => {
    let refused = 0;
    for (let seed = 1; seed <= 300; seed += 1) {
      const random = new Uint8Array([0x78, 0x9c, ...pseudoRandomBytes(2000, seed)]);
      if (inflateZlibExactly(random, 10_000) === null) refused += 1;
    }
    expect(refused).toBe(300);
    const compressed = new Uint8Array(deflateSync(sample(20_000, 5)));
    for (let at = 2; at < compressed.length - 4; at += 53) {
      const damaged = compressed.slice();
      damaged[at] = (damaged[at] ?? 0) ^ 0x10;
      expect(inflateZlibExactly(damaged, 20_000)).toBeNull(); // the Adler-32 at least catches it
    }
  });
});
