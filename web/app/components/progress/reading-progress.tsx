/**
 * Remembers where the reader is in an article (decision 0025): the share of its text read, on the
 * device as they scroll, and in the member's account when the page is hidden. Opened from the
 * dashboard's Continue row (`#read-<percent>`), the article scrolls back to that place. The work is
 * the page's module (web/scripts/reading-progress.ts); this renders only what it needs to know.
 */
import { PageScript } from '../page-script';

export function ReadingProgress({
  id,
  title,
  path,
  signedIn,
}: {
  id: string;
  title: string;
  path: string;
  signedIn: boolean;
}) {
  return (
    <div
      hidden
      data-module="reading-progress"
      data-id={id}
      data-title={title}
      data-path={path}
      data-signed-in={String(signedIn)}
    >
      <PageScript name="reading-progress" />
    </div>
  );
}
