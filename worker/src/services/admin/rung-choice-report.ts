/**
 * The console's rung choices per talk (issue #26, decision 0016): the reader's rows (one per
 * presentation and rung) turned into one row per talk with the four counts, its title from the
 * catalogue, most chosen first, and the totals per rung.
 */
import { RUNGS, type Rung } from '#shared/schemas/rung-choice.ts';
import type { AdminRungChoiceRow } from '#shared/schemas/admin.ts';
import type { LocalizedText } from '#shared/schemas/content.ts';
import type { RungChoiceCount } from '../analytics/rung-choices';

const zeros = (): Record<Rung, number> => Object.fromEntries(RUNGS.map((rung) => [rung, 0])) as Record<Rung, number>;

/** A title in `language`, else in the other language, else null. */
export function titleIn(title: LocalizedText | undefined, language: 'en' | 'fr'): string | null {
  const other = language === 'en' ? 'fr' : 'en';
  return title?.[language]?.trim() || title?.[other]?.trim() || null;
}

export interface RungChoiceReport {
  rows: AdminRungChoiceRow[];
  totals: Record<Rung, number>;
  total: number;
  truncated: boolean;
}

/**
 * One row per talk, at most `maxTalks` (most chosen first, then by title or id); the totals count
 * the rows given. `cut` says the reader left rows out (its limit was reached).
 */
export function rungChoiceReport(
  counts: readonly RungChoiceCount[],
  titleOf: (presentationId: string) => string | null,
  maxTalks: number,
  cut = false,
): RungChoiceReport {
  const talks = new Map<string, AdminRungChoiceRow>();
  for (const { presentationId, rung, choices } of counts) {
    const row = talks.get(presentationId) ?? { presentationId, title: null, counts: zeros(), total: 0 };
    row.counts[rung] += choices;
    row.total += choices;
    talks.set(presentationId, row);
  }
  const sorted = [...talks.values()]
    .map((row) => ({ ...row, title: titleOf(row.presentationId) }))
    .sort(
      (a, b) =>
        b.total - a.total || (a.title ?? a.presentationId).localeCompare(b.title ?? b.presentationId, undefined),
    );
  const rows = sorted.slice(0, maxTalks);
  const totals = zeros();
  for (const row of rows) for (const rung of RUNGS) totals[rung] += row.counts[rung];
  return {
    rows,
    totals,
    total: rows.reduce((sum, row) => sum + row.total, 0),
    truncated: cut || sorted.length > maxTalks,
  };
}
