/**
 * The dashboard's Continue row on this device (features/account/continue-row.tsx, decision 0025):
 * the server rendered what the account knows; this adds what only the device knows yet (its local
 * progress, newer or not yet sent), from the row's templates in the reader's language, newest
 * first, at most CONTINUE_ROW_MAX; then sends the device's entries to the account.
 */
import { CONTINUE_ROW_MAX, inProgress, type ProgressEntry } from '#shared/lib/progress.ts';
import { deviceEntries, syncProgress } from '../app/lib/progress.ts';
import { pageLocale } from './_locale.ts';
import { requirePart, startModule } from './_module.ts';

interface Shown {
  entry: ProgressEntry;
  duration: number | undefined;
  /** The server's item, kept as it is; or the device's title and page. */
  element?: HTMLLIElement;
  title?: string;
  path?: string;
}

const clockTime = (seconds: number) => {
  const total = Math.max(0, Math.floor(seconds));
  const [hours, minutes, secs] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(secs)}` : `${minutes}:${pad(secs)}`;
};

const resumeHref = ({ kind, at }: ProgressEntry, path: string) =>
  kind === 'presentation' ? `${path}?t=${Math.floor(at)}` : `${path}#read-${Math.round(at * 100)}`;

/** The server's items, from their data attributes. */
function serverItems(list: HTMLUListElement): Map<string, Shown> {
  const items = new Map<string, Shown>();
  for (const element of list.querySelectorAll<HTMLLIElement>(':scope > li[data-id]')) {
    const { kind, id, at, updated, duration } = element.dataset;
    if ((kind !== 'presentation' && kind !== 'article') || !id || !updated) continue;
    const entry: ProgressEntry = { kind, id, at: Number(at), updatedAt: updated };
    items.set(`${kind}-${id}`, { entry, duration: duration ? Number(duration) : undefined, element });
  }
  return items;
}

/** A device item's card, from the template of its kind. */
function deviceItem(row: HTMLElement, { entry, title = '', path = '/' }: Shown): HTMLLIElement | null {
  const template = row.querySelector<HTMLTemplateElement>(`template[data-continue-template="${entry.kind}"]`);
  const element = template?.content.firstElementChild?.cloneNode(true);
  if (!(element instanceof HTMLLIElement)) return null;
  const link = element.querySelector<HTMLAnchorElement>('[data-slot="link"]');
  const status = element.querySelector<HTMLElement>('[data-slot="status"]');
  if (link) {
    link.href = resumeHref(entry, path);
    link.textContent = title;
    link.setAttribute('aria-label', (link.getAttribute('aria-label') ?? '').replace('{title}', title));
  }
  if (status) {
    const percent = new Intl.NumberFormat(pageLocale() === 'en' ? 'en-GB' : 'fr', { style: 'percent' });
    status.textContent = (status.textContent ?? '')
      .replace('{time}', clockTime(entry.at))
      .replace('{percent}', percent.format(entry.at));
  }
  return element;
}

function merge(row: HTMLElement, list: HTMLUListElement): void {
  const items = serverItems(list);
  let changed = false;
  for (const local of deviceEntries()) {
    const key = `${local.entry.kind}-${local.entry.id}`;
    const known = items.get(key);
    if (known && Date.parse(known.entry.updatedAt) >= Date.parse(local.entry.updatedAt)) continue;
    if (!known && !inProgress(local.entry)) continue;
    const title = known?.element?.querySelector('[data-slot="link"]')?.textContent ?? local.title;
    items.set(key, { entry: local.entry, duration: known?.duration, title, path: local.path });
    changed = true;
  }
  if (!changed) return;
  const shown = [...items.values()]
    .filter((item) => inProgress(item.entry, item.duration))
    .sort((a, b) => Date.parse(b.entry.updatedAt) - Date.parse(a.entry.updatedAt))
    .slice(0, CONTINUE_ROW_MAX)
    .map((item) => item.element ?? deviceItem(row, item))
    .filter((element): element is HTMLLIElement => element !== null);
  list.replaceChildren(...shown);
  row.hidden = shown.length === 0;
}

/** Root: the dashboard's Continue row (features/account/continue-row.tsx). */
export function init(row: HTMLElement): void {
  merge(row, requirePart<HTMLUListElement>(row, '.continue-items'));
  void syncProgress();
}

startModule('continue-row', init);
