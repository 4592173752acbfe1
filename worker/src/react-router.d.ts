/** The React Router server build, made by @react-router/dev's Vite plugin (vite.config.ts). */
declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router';
  const build: ServerBuild;
  export = build;
}

interface ImportMeta {
  readonly env: { readonly MODE: string };
}

/** Workers' default cache (the DOM library, needed by the page layer, lacks it). */
interface CacheStorage {
  readonly default: Cache;
}
