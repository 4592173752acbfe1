/**
 * The sample pages (sample-pages.ts) of web/app/routes.ts itself, for what runs in Node (the
 * browser tests, the bench); the tests in workerd read the same table from the server build
 * (helpers.ts samplePagesOfBuild).
 */
import routeConfig from '#web/app/routes.ts';
import { routeEntriesOfConfig } from '#web/app/lib/route-table.ts';
import { samplePages } from './sample-pages';

export const SAMPLE_PAGES = samplePages(routeEntriesOfConfig(routeConfig));
