/**
 * The share menu, hydrated after the page (lib/hydrate-later.tsx, decision 0027): a disclosure
 * that opens without JavaScript, whose script only copies the link.
 */
import type { ComponentProps } from 'react';
import { hydrateLater } from '../lib/hydrate-later';
import type { ShareMenu as Part } from './share-menu';

export const ShareMenu = hydrateLater<ComponentProps<typeof Part>>(() =>
  import('./share-menu').then((module) => module.ShareMenu),
);
