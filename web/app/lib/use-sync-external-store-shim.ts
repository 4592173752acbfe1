/**
 * Stands in for `use-sync-external-store/shim` in the browser and server bundles (vite.config.ts):
 * react-i18next imports the shim for React versions before 18, and on React 19 the shim only hands
 * over React's own hook while still shipping its fallback (decision 0027).
 */
export { useSyncExternalStore } from 'react';
