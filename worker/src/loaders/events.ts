/** Server loaders of events. */
import type { ServerLoader } from './types';

// Scaffolding until the feature's loaders land (issue #3): the pages render their heading only.
export const eventLoaders: Record<string, ServerLoader> = {
  events: async () => null,
  event: async () => null,
};
