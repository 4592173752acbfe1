// The inline scripts a page runs, for the tests that check a page has none but the modules' loader
// (workerd tests and browser tests alike).
import { PAGE_MODULES_LOADER_TEXT } from '#shared/lib/page-modules.ts';

/** Script types that are data, not code: structured data, prefetch rules, the loader's names. */
const DATA_TYPES = /\btype="(application\/(ld\+)?json|speculationrules|text\/x-page-module|text\/x-prefetch)"/;

/**
 * Each `<script>` of `html` that has no address and is not data, by its opening tag, the modules'
 * loader (shared/lib/page-modules.ts, decision 0041) as `loader`: a page should give `['loader']`.
 */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/(<script\b([^>]*)>)([\s\S]*?)<\/script>/g)].flatMap(
    ([, tag = '', attributes = '', text]) => {
      if (/(^|\s)src=/.test(attributes) || DATA_TYPES.test(attributes)) return [];
      return [attributes === '' && text === PAGE_MODULES_LOADER_TEXT ? 'loader' : tag];
    },
  );
}
