/** Server loaders of blog articles. */
import type { ServerLoader } from './types';

// Scaffolding until the feature's loaders land (issue #3): the pages render their heading only.
export const blogLoaders: Record<string, ServerLoader> = {
  blog: async () => null,
  article: async () => null,
};
