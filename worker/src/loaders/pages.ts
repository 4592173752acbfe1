/** Server loaders of home sections, about, FAQ, legal, contact, projects. */
import type { ServerLoader } from './types';

// Scaffolding until the feature's loaders land (issue #3): the pages render their heading only.
export const pageLoaders: Record<string, ServerLoader> = {
  about: async () => null,
  faq: async () => null,
  legal: async () => null,
  contact: async () => null,
  projects: async () => null,
  project: async () => null,
  subProject: async () => null,
  themes: async () => null,
  theme: async () => null,
};
