/**
 * The newsletter form of the home page, hydrated after the page (lib/hydrate-later.tsx, decision
 * 0027): below the first screen, and a plain form post until its script has come.
 */
import { hydrateLater } from '../lib/hydrate-later';

export const NewsletterForm = hydrateLater(() => import('./newsletter-form').then((module) => module.NewsletterForm));
