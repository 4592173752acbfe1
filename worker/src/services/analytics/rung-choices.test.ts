// Rung choices without the Worker (the workerd suite, worker/test/rung-choices.test.ts, covers the
// route, the bindings and the console's API): which requests count, the data point, and the
// console's rows per talk.
import { describe, expect, it } from 'vitest';
import { isRungChoice, rungChoiceCounts, rungChoiceDataPoint } from './rung-choices';
import { rungChoiceReport, titleIn } from '../admin/rung-choice-report';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const get = (headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  headers: new Headers({ 'user-agent': BROWSER, ...headers }),
});

describe('rung choices', () => {
  it('counts a play’s first request, a download and a beacon; not later parts, opt-outs, bots or prefetches', () => {
    expect(rungChoiceCounts(get())).toBe(true);
    expect(rungChoiceCounts(get({}, 'POST'))).toBe(true);
    expect(rungChoiceCounts(get({ range: 'bytes=0-' }))).toBe(true);
    expect(rungChoiceCounts(get({ range: 'bytes=0-1023' }))).toBe(true);
    expect(rungChoiceCounts(get({ range: 'bytes=65536-' }))).toBe(false);
    expect(rungChoiceCounts(get({ range: 'bytes=-500' }))).toBe(false);
    expect(rungChoiceCounts(get({}, 'HEAD'))).toBe(false);
    expect(rungChoiceCounts(get({ dnt: '1' }))).toBe(false);
    expect(rungChoiceCounts(get({ 'sec-gpc': '1' }))).toBe(false);
    expect(rungChoiceCounts(get({ 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }))).toBe(false);
    expect(rungChoiceCounts(get({ 'sec-purpose': 'prefetch' }))).toBe(false);
  });

  it('takes only well-formed choices, and writes the presentation, the rung and the language', () => {
    expect(isRungChoice({ presentationId: 'presentation-1', rung: 'watch-small' })).toBe(true);
    expect(isRungChoice({ presentationId: '../x', rung: 'read' })).toBe(false);
    expect(isRungChoice({ presentationId: 'presentation-1', rung: 'skim' })).toBe(false);
    expect(isRungChoice({ presentationId: 'a'.repeat(129), rung: 'read' })).toBe(false);
    expect(rungChoiceDataPoint({ presentationId: 'presentation-1', rung: 'listen' }, 'fr')).toEqual({
      blobs: ['presentation-1', 'listen', 'fr'],
      doubles: [1],
      indexes: ['presentation-1'],
    });
    // Analytics Engine's index takes 96 bytes at most.
    const long = 'é'.repeat(120);
    const [index] = rungChoiceDataPoint({ presentationId: long, rung: 'read' }, 'en').indexes ?? [];
    expect(new TextEncoder().encode(String(index)).length).toBeLessThanOrEqual(96);
  });

  it('gives the console one row per talk with the four counts, most chosen first, and the totals', () => {
    const titles: Record<string, string> = { 'presentation-1': 'Elephants', 'presentation-2': 'Rhinos' };
    const report = rungChoiceReport(
      [
        { presentationId: 'presentation-1', rung: 'listen', choices: 3 },
        { presentationId: 'presentation-2', rung: 'read', choices: 5 },
        { presentationId: 'presentation-2', rung: 'watch', choices: 1 },
        { presentationId: 'gone', rung: 'watch-small', choices: 1 },
      ],
      (id) => titles[id] ?? null,
      2,
    );
    expect(report.rows).toEqual([
      {
        presentationId: 'presentation-2',
        title: 'Rhinos',
        counts: { read: 5, listen: 0, 'watch-small': 0, watch: 1 },
        total: 6,
      },
      {
        presentationId: 'presentation-1',
        title: 'Elephants',
        counts: { read: 0, listen: 3, 'watch-small': 0, watch: 0 },
        total: 3,
      },
    ]);
    expect(report.totals).toEqual({ read: 5, listen: 3, 'watch-small': 0, watch: 1 });
    expect(report.total).toBe(9);
    expect(report.truncated).toBe(true);
    expect(rungChoiceReport([], () => null, 10)).toEqual({
      rows: [],
      totals: { read: 0, listen: 0, 'watch-small': 0, watch: 0 },
      total: 0,
      truncated: false,
    });
  });

  it('titles a talk in the console’s language, else the other', () => {
    expect(titleIn({ en: 'Elephants', fr: 'Éléphants' }, 'fr')).toBe('Éléphants');
    expect(titleIn({ en: 'Elephants', fr: '' }, 'fr')).toBe('Elephants');
    expect(titleIn({}, 'en')).toBeNull();
  });
});
