/** Server loaders of presentations, series and collections. */
import type { ServerLoader } from './types';

// Scaffolding until the feature's loaders land (issue #3): the pages render their heading only.
export const presentationLoaders: Record<string, ServerLoader> = {
  presentations: async () => null,
  presentation: async () => null,
  series: async () => null,
  collections: async () => null,
  collection: async () => null,
};
