/**
 * The service clock of introductions (decision 0028): working days (Monday to Friday, UTC days)
 * from one moment to another. A request whose last step was on Friday evening has waited 1
 * working day on Monday evening, not 3. Public holidays differ across our countries and are not
 * counted out.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

const isWeekday = (dayNumber: number) => {
  const weekday = new Date(dayNumber * DAY_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** Whole working days from `from` to `to` (0 when `to` is not later, or on the same UTC day). */
export function workingDaysBetween(from: Date, to: Date): number {
  const start = Math.floor(from.getTime() / DAY_MS);
  const end = Math.floor(to.getTime() / DAY_MS);
  if (!(end > start)) return 0;
  const span = end - start;
  const weeks = Math.floor(span / 7);
  let days = weeks * 5;
  for (let day = start + weeks * 7 + 1; day <= end; day += 1) if (isWeekday(day)) days += 1;
  return days;
}

/** The median of `values` (the mean of the middle two), or null when there are none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
