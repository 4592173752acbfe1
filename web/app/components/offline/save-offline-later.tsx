/**
 * "Save for offline", hydrated after the page (lib/hydrate-later.tsx, decision 0027): it shows
 * only once the page has loaded, so its code and the saving library (lib/offline/saved.ts) come
 * beside the page's, not before it. Its sheet stays with the page's (decision 0022).
 */
import type { ComponentProps } from 'react';
import { hydrateLater } from '../../lib/hydrate-later';
import type { SaveOffline as Part } from './save-offline';
import '../../styles/offline.css';

export const SaveOffline = hydrateLater<ComponentProps<typeof Part>>(() =>
  import('./save-offline').then((module) => module.SaveOffline),
);
