// Builds the breadcrumb trail of a page from its path (spec §2, Navigation and footer).

/**
 * One crumb of the trail; `isHome` marks the first, whose label the caller may translate.
 * `notAPage` marks a crumb whose address is no page of the site (it is shown, not linked).
 */
export interface Breadcrumb {
  label: string;
  href: string;
  isHome?: boolean;
  notAPage?: boolean;
}

/** Addresses on the way to a page that are no page themselves. */
const NOT_PAGES: ReadonlySet<string> = new Set(['/video-presentations/series', '/introductions']);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is shown as typed rather than breaking the page
  }
}

/**
 * Removes an id suffix from the second segment, as the spec asks ("a trailing letter-digit
 * suffix on the second segment is removed"). Rule: the last dash-separated token is dropped
 * when it is made of ASCII letters and digits and holds at least one digit, and something is
 * left before it: the site's own ids ("project-1" → "project") and hashed ones
 * ("wetland-birds-a1b2" → "wetland-birds"). A token of letters only is a word and stays.
 */
export function stripIdSuffix(segment: string): string {
  const match = /^(.+)-([a-z0-9]+)$/i.exec(segment);
  if (!match?.[1] || !match[2]) return segment;
  return /\d/.test(match[2]) ? match[1] : segment;
}

/** A segment as a label: dashes become spaces and the first letter is capitalised. */
export function segmentLabel(segment: string): string {
  const spaced = segment.replace(/-+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** No page of the site is deeper than this; a deeper address is a 404 and gets Home and its title. */
export const MAX_CRUMB_SEGMENTS = 8;

/**
 * The trail for `pathname`: Home ('/') first, then one crumb per path segment linking to the
 * path up to it. The last crumb shows `pageTitle` when given, another crumb its entry in
 * `titles` (by address: a sub-project's project) when there is one. Query strings, fragments,
 * empty and trailing slashes are ignored; labels are URI-decoded while hrefs keep the path as
 * given. With `pageOnly` (an error page) or a path deeper than any page, the trail is Home and
 * the page. The work is linear in the length of the path.
 */
export function breadcrumbs(
  pathname: string,
  pageTitle?: string,
  homeLabel = 'Home',
  { pageOnly = false, titles = {} }: { pageOnly?: boolean; titles?: Readonly<Record<string, string>> } = {},
): Breadcrumb[] {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter((segment) => segment !== '');
  const trail: Breadcrumb[] = [{ label: homeLabel, href: '/', isHome: true }];
  if (segments.length === 0) return trail;
  if (pageOnly || segments.length > MAX_CRUMB_SEGMENTS) {
    const last = segments[segments.length - 1] ?? '';
    trail.push({ label: pageTitle ?? segmentLabel(decode(last)), href: `/${segments.join('/')}` });
    return trail;
  }
  let href = '';
  segments.forEach((segment, index) => {
    href += `/${segment}`;
    const isLast = index === segments.length - 1;
    if (isLast && pageTitle) {
      trail.push({ label: pageTitle, href });
      return;
    }
    const decoded = decode(segment);
    const title = Object.hasOwn(titles, href) ? titles[href] : undefined;
    const label = title ?? segmentLabel(index === 1 ? stripIdSuffix(decoded) : decoded);
    trail.push(NOT_PAGES.has(href) && !isLast ? { label, href, notAPage: true } : { label, href });
  });
  return trail;
}
