// Writes the type of the pages' script names (web/app/lib/page-scripts.d.ts) from the files of
// web/scripts; `npm run typecheck` runs it first, as it runs React Router's typegen.
import { NAMES_TYPE_FILE, writeNamesType } from './page-scripts.ts';

if (writeNamesType()) console.log(`wrote ${NAMES_TYPE_FILE}`);
