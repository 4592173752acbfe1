/**
 * Loads one of the pages' small scripts (web/scripts, dev/build/page-scripts.ts) where the part
 * that needs it is rendered: `<script type="module" src>` by address, under the CSP's 'self' with
 * no nonce. Module scripts run after the document is parsed, in order, each once however often
 * it is named, and a failing one fails alone.
 */
import addresses from 'virtual:cta/page-scripts';

/** The address of a script of web/scripts (throws for a name that has no file: a typo is a bug). */
export function pageScriptUrl(name: string): string {
  const address = addresses[name];
  if (!address) throw new Error(`no page script named ${name} (web/scripts/${name}.ts)`);
  return address;
}

export function PageScript({ name }: { name: string }) {
  return <script type="module" src={pageScriptUrl(name)} />;
}
