/**
 * The one shape of the pages' scripts (issue #32), after govuk-frontend's components: the part a
 * script enhances is whole as HTML and its root carries `data-module="<name>"` (the script's file
 * name); the script's `init(root)` finds its elements inside that root; `startModule` runs it once
 * for each root on the page, marks the root (`data-<name>-init`, as govuk-frontend does) so it is
 * never set up twice, and catches what one root's init throws, so a failing part fails alone and
 * the page keeps working as HTML. A part the component always renders and the root lacks is a bug:
 * `requirePart` says which one, as govuk-frontend's ElementError does.
 */

/** What a module does to one of its roots. */
export type ModuleInit = (root: HTMLElement) => void;

/** A required element missing from a module's root: the HTML and the script disagree. */
export class PartError extends Error {
  override name = 'PartError';
}

/** The element `selector` finds inside `root`, or a PartError naming the module and the part. */
export function requirePart<T extends Element = HTMLElement>(root: HTMLElement, selector: string): T {
  const part = root.querySelector<T>(selector);
  if (!part) throw new PartError(`${root.dataset.module ?? 'page module'}: no \`${selector}\` inside its root`);
  return part;
}

/** The attribute that says `name` has set up a root (`data-video-player-init`). */
export const initMarker = (name: string) => `data-${name}-init`;

/**
 * Runs `init` once for every root of module `name` under `scope` (the document when the module
 * loads: module scripts run once the document is parsed, so every root is there). A root set up
 * before is left alone; one whose init throws is logged and marked `data-<name>-init="failed"`.
 */
export function startModule(name: string, init: ModuleInit, scope: ParentNode = document): void {
  const marker = initMarker(name);
  for (const root of scope.querySelectorAll<HTMLElement>(`[data-module="${name}"]`)) {
    if (root.hasAttribute(marker)) continue;
    root.setAttribute(marker, '');
    try {
      init(root);
    } catch (error) {
      root.setAttribute(marker, 'failed');
      console.error(`page module ${name} failed:`, error);
    }
  }
}
