/**
 * The watchlist and readlist button, hydrated after the page (lib/hydrate-later.tsx, decision
 * 0027): the server renders it (a form post without JavaScript), and its script with the member
 * API client comes beside the page's, not before it.
 */
import { hydrateLater } from '../../lib/hydrate-later';
import type { ListToggleProps } from './list-toggle';

export const ListToggle = hydrateLater<ListToggleProps>(() =>
  import('./list-toggle').then((module) => module.ListToggle),
);
