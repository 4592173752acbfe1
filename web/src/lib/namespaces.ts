/**
 * UI-string namespaces loaded with the route modules that need them, so a page ships only its own
 * strings (`common` and `content` are always there). The server has every namespace; in the
 * browser the client entry installs the loader.
 */
type NamespaceLoader = (namespaces: readonly string[]) => Promise<void>;

let loader: NamespaceLoader | null = null;

export function setNamespaceLoader(next: NamespaceLoader): void {
  loader = next;
}

/** Loads the namespaces (no-op on the server, where all are bundled). */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return loader && namespaces.length > 0 ? loader(namespaces) : Promise.resolve();
}
