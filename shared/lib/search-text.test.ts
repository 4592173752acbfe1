import { describe, expect, it } from 'vitest';
import { highlightSegments, normalizeTerm, tokenize } from './search-text';

describe('search text', () => {
  it('normalises case and accents', () => {
    expect(normalizeTerm('Réserve')).toBe('reserve');
    expect(normalizeTerm('ÉCOLOGIE')).toBe('ecologie');
    expect(normalizeTerm('Côte d’Ivoire')).toBe('cote d’ivoire');
  });

  it('splits words on punctuation and spaces', () => {
    expect(tokenize("l'éléphant, human-wildlife co-existence")).toEqual([
      'l',
      'éléphant',
      'human',
      'wildlife',
      'co',
      'existence',
    ]);
  });

  it('marks words that start with a matched term, whatever their accents and case', () => {
    expect(highlightSegments('La Réserve de Tsavo', ['reserve'])).toEqual([
      { text: 'La ', mark: false },
      { text: 'Réserve', mark: true },
      { text: ' de Tsavo', mark: false },
    ]);
    expect(highlightSegments('Rhino poaching', ['rhin'])).toEqual([
      { text: 'Rhino', mark: true },
      { text: ' poaching', mark: false },
    ]);
  });

  it('keeps markup in content as plain text, never as HTML', () => {
    const segments = highlightSegments('<img src=x onerror=alert(1)> rhino', ['rhino']);
    expect(segments.map((segment) => segment.text).join('')).toBe('<img src=x onerror=alert(1)> rhino');
    expect(segments.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual(['rhino']);
  });

  it('returns the text unmarked without terms', () => {
    expect(highlightSegments('Wetlands', [])).toEqual([{ text: 'Wetlands', mark: false }]);
    expect(highlightSegments('', ['x'])).toEqual([]);
  });
});
