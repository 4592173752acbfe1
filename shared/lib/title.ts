// Builds the document title from the page title and the site name (spec §9, "title - name").
import { SITE_NAME } from '../constants/spec';

/** "Page title - Site name"; just the site name when the page has no (non-blank) title. */
export function pageTitle(title: string | undefined, siteName: string = SITE_NAME): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} - ${siteName}` : siteName;
}
