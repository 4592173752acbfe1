/** Web storage that may be refused (private modes, full disks): reads give null, writes nothing. */

export function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Nothing to keep it in: what depends on it simply happens again.
  }
}

export const local = () => window.localStorage;
export const session = () => window.sessionStorage;
