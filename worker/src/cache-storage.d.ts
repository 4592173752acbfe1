/**
 * Workers' default cache. The Worker and the page layer are checked together with the DOM
 * library, whose CacheStorage lacks it. (The server build's module is declared by React Router's
 * typegen in .react-router/types, and import.meta.env by vite/client.)
 */
interface CacheStorage {
  readonly default: Cache;
}
