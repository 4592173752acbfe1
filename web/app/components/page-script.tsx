/**
 * Loads one of the pages' small scripts (web/scripts, dev/build/page-scripts.ts) where the part
 * that needs it is rendered: `<script type="module" src>` by address, under the CSP's 'self' with
 * no nonce. Module scripts run after the document is parsed, in order, each once however often
 * it is named, and a failing one fails alone.
 *
 * Every script has one shape (web/scripts/_module.ts, issue #32): the component renders the part's
 * root with `data-module="<name>"` and the script sets up each such root. A script with no part on
 * the page (the session, the page-view count, the reload guard) takes its own `<script>` as its
 * root: `<PageScript name root />`, with its data attributes.
 */
import addresses, { type PageScriptName } from 'virtual:cta/page-scripts';

export type { PageScriptName };

/** The address of a script of web/scripts (a name with no file does not type-check). */
export function pageScriptUrl(name: PageScriptName): string {
  const address = addresses[name];
  if (!address) throw new Error(`no page script named ${name} (web/scripts/${name}.ts)`);
  return address;
}

type DataAttributes = { [attribute: `data-${string}`]: string };

export function PageScript({ name, root, ...data }: { name: PageScriptName; root?: boolean } & DataAttributes) {
  return <script type="module" src={pageScriptUrl(name)} {...(root ? { 'data-module': name, ...data } : data)} />;
}
