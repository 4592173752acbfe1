/** Shapes of the route data the Worker's loaders return (the server implements, pages read). */
import type { Locale } from '../../../shared/constants/spec';
import type { ContactRecord, LocalizedText } from '../../../shared/schemas/content';

/** The signed-in member as pages may know them (never tokens or secrets). */
export interface SessionUser {
  uid: string;
  email: string;
  name: string;
  role: 'user' | 'presenter' | 'admin';
}

export type MaybeDeferred<T> = Promise<T> | T;

export interface RootData {
  locale: Locale;
  user: SessionUser | null;
  /** Null when the content service could not be reached. */
  contact: MaybeDeferred<ContactRecord | null>;
}

export interface CollectionCard {
  id: string;
  title: LocalizedText;
  description?: LocalizedText;
  image?: string;
  videoCount: number;
}

export interface HomeData {
  latestCollections: MaybeDeferred<CollectionCard[] | null>;
}
