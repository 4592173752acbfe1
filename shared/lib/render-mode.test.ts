import { describe, expect, it } from 'vitest';
import { addressInMode, negotiateMode } from './render-mode';

describe('negotiateMode', () => {
  it('is full without a choice or a hint', () => {
    expect(negotiateMode({})).toEqual({ mode: 'full', source: 'default' });
    expect(negotiateMode({ ect: '4g', saveData: 'off' })).toEqual({ mode: 'full', source: 'default' });
  });
  it('is lite for Save-Data: on and for 2g or slower', () => {
    expect(negotiateMode({ saveData: 'on' })).toEqual({ mode: 'lite', source: 'save-data' });
    expect(negotiateMode({ saveData: ' On ' })).toEqual({ mode: 'lite', source: 'save-data' });
    expect(negotiateMode({ ect: '2g' })).toEqual({ mode: 'lite', source: 'ect' });
    expect(negotiateMode({ ect: 'slow-2g' })).toEqual({ mode: 'lite', source: 'ect' });
    expect(negotiateMode({ ect: '3g' }).mode).toBe('full');
  });
  it("lets the visitor's own choice win over the hints, the query over the cookie", () => {
    expect(negotiateMode({ cookie: 'full', saveData: 'on', ect: '2g' })).toEqual({ mode: 'full', source: 'cookie' });
    expect(negotiateMode({ cookie: 'lite' })).toEqual({ mode: 'lite', source: 'cookie' });
    expect(negotiateMode({ query: 'full', cookie: 'lite' })).toEqual({ mode: 'full', source: 'query' });
    expect(negotiateMode({ query: 'LITE' })).toEqual({ mode: 'lite', source: 'query' });
  });
  it('ignores values that are not a mode', () => {
    expect(negotiateMode({ query: 'fast', cookie: '<x>' })).toEqual({ mode: 'full', source: 'default' });
  });
});

describe('addressInMode', () => {
  it('keeps the rest of the query', () => {
    expect(addressInMode('/search', '?q=rhino&page=2', 'lite')).toBe('/search?q=rhino&page=2&mode=lite');
    expect(addressInMode('/', '?mode=lite', 'full')).toBe('/?mode=full');
  });
});
