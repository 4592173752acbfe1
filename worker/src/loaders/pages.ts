/** Server loaders of home sections, about, FAQ, legal, contact, projects. */
import type { CollectionCard, HomeData } from '../../../web/src/lib/loader-types';
import type { ContentClient } from '../services/content/client';
import { contained, type ServerLoader } from './types';

const LATEST_COLLECTIONS = 6;

async function latestCollections(content: ContentClient): Promise<CollectionCard[]> {
  const [collections, presentations] = await Promise.all([content.list('collections'), content.list('presentations')]);
  const counts = new Map<string, number>();
  for (const presentation of presentations) {
    for (const id of presentation.collectionIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...collections]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, LATEST_COLLECTIONS)
    .map(({ id, title, description, image }) => ({ id, title, description, image, videoCount: counts.get(id) ?? 0 }));
}

// Scaffolding until the feature's loaders land (issue #3): the pages render their heading only.
export const pageLoaders: Record<string, ServerLoader> = {
  home: async (_args, services): Promise<HomeData> => ({
    latestCollections: contained(latestCollections(services.content), services),
  }),
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
