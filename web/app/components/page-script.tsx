/**
 * Names one of the pages' small scripts (web/scripts, dev/build/page-scripts.ts) where the part
 * that needs it is rendered: an inert `<script type="text/x-page-module" data-src>` that the
 * modules' loader at the end of the page (shared/lib/page-modules.ts, decision 0041) turns into a
 * `<script type="module" src>` once the page's first screen is painted, under the CSP's 'self'
 * with no nonce. The modules run in document order, each once however often it is named, and a
 * failing one fails alone.
 *
 * Every script has one shape (web/scripts/_module.ts, issue #32): the component renders the part's
 * root with `data-module="<name>"` and the script sets up each such root. A script with no part on
 * the page (the session, the page-view count, the reload guard) takes its own `<script>` as its
 * root: `<PageScript name root />`, with its data attributes.
 */
import addresses, { type PageScriptName } from 'virtual:cta/page-scripts';
import { PAGE_MODULE_TYPE, PAGE_MODULES_LOADER_TEXT } from '#shared/lib/page-modules.ts';

export type { PageScriptName };

/** The address of a script of web/scripts (a name with no file does not type-check). */
export function pageScriptUrl(name: PageScriptName): string {
  const address = addresses[name];
  if (!address) throw new Error(`no page script named ${name} (web/scripts/${name}.ts)`);
  return address;
}

type DataAttributes = { [attribute: `data-${string}`]: string };

export function PageScript({ name, root, ...data }: { name: PageScriptName; root?: boolean } & DataAttributes) {
  return (
    <script
      type={PAGE_MODULE_TYPE}
      data-src={pageScriptUrl(name)}
      {...(root ? { 'data-module': name, ...data } : data)}
    />
  );
}

/** The modules' loader (shared/lib/page-modules.ts): the last element of every page's body. */
export function PageModulesLoader() {
  return <script dangerouslySetInnerHTML={{ __html: PAGE_MODULES_LOADER_TEXT }} />;
}
