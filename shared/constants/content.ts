/** Protocol constants shared by the Worker's content client and the local content service. */

/** Header that turns off the content service's language resolution (both languages returned). */
export const LANGUAGE_RESOLUTION_HEADER = 'X-Language-Resolution';
export const LANGUAGE_RESOLUTION_OFF = 'none';

/** Full loads page by this size (spec §9 "all size 200"). */
export const CONTENT_PAGE_SIZE = 200;

/** The nine fixed categories of the spec (§3), with stable ids. */
export const CATEGORY_IDS = [
  'biodiversity-conservation',
  'conservation-for-non-conservation-students',
  'conservation-skills',
  'conservation-regenerative-agriculture',
  'earth-systems',
  'human-wildlife-co-existence',
  'leadership',
  'social-ecology',
  'wildlife-security-technology',
] as const;
