/**
 * Parts of a content item that are dropped alone when malformed, so that one slip in the CMS (a
 * rendition without its bytes, a video typed as audio) does not take the whole item off the site:
 * a presentation keeps its page, transcript and every good rendition, and loses only the bad one.
 * Each part is checked with its content schema (shared/schemas/content.ts) before the item is.
 */
import * as v from 'valibot';
import { renditionName } from '#shared/lib/renditions.ts';
import { rendition, type CollectionName, type Rendition } from '#shared/schemas/content.ts';

/**
 * Whether the Worker can fetch `url` for a visitor: an absolute http(s) address. The schema
 * allows any text (packs store root-relative paths); what the Worker serves must be absolute.
 */
export function isFetchableUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A presentation's renditions with the malformed ones left out: each must match the rendition
 * schema, have an absolute http(s) address and a name no earlier one has (the site's address of a
 * rendition is its name). `dropped` hears why each was left out.
 */
export function wellFormedRenditions(list: unknown, dropped: (reason: string) => void): Rendition[] | undefined {
  if (list === undefined) return undefined;
  if (!Array.isArray(list)) {
    dropped('renditions is not a list');
    return undefined;
  }
  const kept: Rendition[] = [];
  const names = new Set<string>();
  list.forEach((entry: unknown, index) => {
    const parsed = v.safeParse(rendition, entry);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const where = issue?.path?.map((segment) => String(segment.key)).join('.');
      return dropped(`rendition ${index}: ${where ? `${where}: ` : ''}${issue?.message ?? 'malformed'}`);
    }
    if (!isFetchableUrl(parsed.output.url)) return dropped(`rendition ${index}: its address is not absolute http(s)`);
    const name = renditionName(parsed.output);
    if (names.has(name)) return dropped(`rendition ${index}: a second ${name}`);
    names.add(name);
    kept.push(parsed.output);
  });
  return kept;
}

/**
 * `item` of collection `name` with its malformed optional parts taken out (a copy; `item` is left
 * as it is), ready for the item's own schema. `dropped` hears each part left out.
 */
export function salvageItem(name: CollectionName, item: unknown, dropped: (reason: string) => void): unknown {
  if (name !== 'presentations' || typeof item !== 'object' || item === null || !('renditions' in item)) return item;
  const { renditions, ...rest } = item as Record<string, unknown>;
  const id = typeof rest.id === 'string' ? rest.id : '?';
  const kept = wellFormedRenditions(renditions, (reason) => dropped(`${id}: ${reason}`));
  return kept === undefined || kept.length === 0 ? rest : { ...rest, renditions: kept };
}
