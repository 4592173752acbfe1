/**
 * The sample pages (sample-pages.ts) of the server build the tests in workerd run (the same route
 * table as web/app/routes.ts; sample-pages-of-config.ts reads that file for Node).
 */
import * as build from 'virtual:react-router/server-build';
import type { RouteEntry } from '#web/app/lib/route-table.ts';
import { samplePages } from './sample-pages';

export const SAMPLE_PAGES = samplePages(
  Object.values(build.routes).filter((route) => route !== undefined) as RouteEntry[],
);
