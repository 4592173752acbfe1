import { describe, expect, it } from 'vitest';
import { onWhite, shrink, type Pixels } from './image-resize';

const solid = (width: number, height: number, rgba: [number, number, number, number]): Pixels => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let at = 0; at < data.length; at += 4) data.set(rgba, at);
  return { width, height, data };
};

describe('onWhite', () => {
  it('composites transparent pixels over white and leaves opaque ones', () => {
    const image = solid(2, 1, [0, 0, 0, 0]);
    image.data.set([10, 20, 30, 255], 4);
    expect([...onWhite(image).data]).toEqual([255, 255, 255, 255, 10, 20, 30, 255]);
    expect([...onWhite(solid(1, 1, [0, 0, 0, 128])).data]).toEqual([127, 127, 127, 255]);
  });
});

describe('shrink', () => {
  it('keeps a flat colour flat at any ratio (515 x 286 → 320 x 178)', () => {
    const small = shrink(solid(515, 286, [200, 100, 50, 255]), 320, 178);
    expect(small.width).toBe(320);
    expect(small.height).toBe(178);
    expect(new Set(small.data).size).toBeLessThanOrEqual(4);
    expect([...small.data.slice(0, 4)]).toEqual([200, 100, 50, 255]);
    expect([...small.data.slice(-4)]).toEqual([200, 100, 50, 255]);
  });

  it('averages the area each pixel covers', () => {
    const stripes: Pixels = { width: 4, height: 1, data: new Uint8ClampedArray(16) };
    stripes.data.set([0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255]);
    expect([...shrink(stripes, 2, 1).data]).toEqual([128, 128, 128, 255, 128, 128, 128, 255]);
    // Three columns into two: each output takes one and a half.
    const three: Pixels = { width: 3, height: 1, data: new Uint8ClampedArray(12) };
    three.data.set([0, 0, 0, 255, 90, 90, 90, 255, 180, 180, 180, 255]);
    expect([...shrink(three, 2, 1).data]).toEqual([30, 30, 30, 255, 150, 150, 150, 255]);
  });

  it('never enlarges', () => {
    const image = solid(10, 10, [1, 2, 3, 255]);
    expect(shrink(image, 20, 20)).toBe(image);
  });
});
