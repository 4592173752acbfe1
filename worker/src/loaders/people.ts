/** Server loaders of presenters. */
import type { ServerLoader } from './types';

// Scaffolding until the feature's loaders land (issue #3): the pages render their heading only.
export const peopleLoaders: Record<string, ServerLoader> = {
  presenters: async () => null,
  presenter: async () => null,
};
