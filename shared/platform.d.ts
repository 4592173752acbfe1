// The few web-platform globals that shared/ code uses. Browsers, workerd and Node 20 all have
// them; shared/ type-checks without the DOM or a runtime's types, so they are declared here.
declare class URL {
  constructor(url: string, base?: string | URL);
  href: string;
  origin: string;
  pathname: string;
  search: string;
  hash: string;
  readonly searchParams: URLSearchParams;
  toString(): string;
}
declare class URLSearchParams {
  constructor(init?: string | Record<string, string> | [string, string][]);
  get(name: string): string | null;
  getAll(name: string): string[];
  set(name: string, value: string): void;
  delete(name: string): void;
  has(name: string): boolean;
  toString(): string;
}
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
