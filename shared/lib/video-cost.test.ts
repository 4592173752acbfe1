import { describe, expect, it } from 'vitest';
import { VIDEO_360P_BITS_PER_SECOND } from '../constants/video';
import { serverT } from '../i18n/server-i18n';
import { estimateVideoBytes, roundDataEstimate, videoCost } from './video-cost';

const nbsp = '\u00a0';
const MB = 1024 ** 2;
const GB = 1024 ** 3;

describe('estimateVideoBytes', () => {
  it('assumes 0.7 Mbit/s at 360p: about 5 MB a minute, 300 MB an hour', () => {
    expect(VIDEO_360P_BITS_PER_SECOND).toBe(700_000);
    expect(estimateVideoBytes(1)).toBe(87_500);
    expect(estimateVideoBytes(60)! / MB).toBeCloseTo(5, 1);
    expect(estimateVideoBytes(3600)! / MB).toBeCloseTo(300, 0);
  });

  it('has no estimate for an unknown duration', () => {
    for (const seconds of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(estimateVideoBytes(seconds)).toBe(undefined);
  });
});

describe('roundDataEstimate', () => {
  it('rounds to whole megabytes below 100 MB, never under 1 MB', () => {
    expect(roundDataEstimate(1)).toBe(MB);
    expect(roundDataEstimate(7.51 * MB)).toBe(8 * MB);
    expect(roundDataEstimate(99.4 * MB)).toBe(99 * MB);
  });

  it('rounds to tens of megabytes below 1,000 MB, then to tenths of a gigabyte', () => {
    expect(roundDataEstimate(99.6 * MB)).toBe(100 * MB);
    expect(roundDataEstimate(235.8 * MB)).toBe(240 * MB);
    expect(roundDataEstimate(994 * MB)).toBe(990 * MB);
    expect(roundDataEstimate(996 * MB)).toBe(GB);
    expect(roundDataEstimate(1201.6 * MB) / GB).toBeCloseTo(1.2, 10);
  });
});

describe('videoCost', () => {
  it('gives the duration and the rounded estimate in English', () => {
    // 47 min 06 s, the length of presentation-4 in the sample content.
    expect(videoCost(2826, 'en')).toEqual({ duration: `47${nbsp}min`, size: `240${nbsp}MB`, quality: '360p' });
    expect(videoCost(90, 'en')).toEqual({ duration: `2${nbsp}min`, size: `8${nbsp}MB`, quality: '360p' });
    expect(videoCost(4 * 3600, 'en')?.size).toBe(`1.2${nbsp}GB`);
    expect(videoCost(3 * 3600, 'en')).toEqual({ duration: `3${nbsp}h`, size: `900${nbsp}MB`, quality: '360p' });
  });

  it('writes French units and decimal commas in French and combined', () => {
    expect(videoCost(2826, 'fr')).toEqual({ duration: `47${nbsp}min`, size: `240${nbsp}Mo`, quality: '360p' });
    expect(videoCost(4 * 3600, 'fr')?.size).toBe(`1,2${nbsp}Go`);
    expect(videoCost(4 * 3600, 'combined')?.size).toBe(`1,2${nbsp}Go`);
    expect(videoCost(3900, 'fr')?.duration).toBe(`1${nbsp}h 05${nbsp}min`);
  });

  it('has nothing to say when the duration is unknown', () => {
    expect(videoCost(undefined, 'en')).toBe(undefined);
    expect(videoCost(0, 'fr')).toBe(undefined);
  });

  it('reads as the facade line in both languages', () => {
    const cost = videoCost(2826, 'en')!;
    expect(serverT('en', 'presentations')('player.cost', { ...cost })).toBe(
      `47${nbsp}min · about 240${nbsp}MB at 360p`,
    );
    expect(serverT('fr', 'presentations')('player.cost', { ...videoCost(2826, 'fr')! })).toBe(
      `47${nbsp}min · environ 240${nbsp}Mo en 360p`,
    );
  });
});
