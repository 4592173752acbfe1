/**
 * The server's i18next instances: every namespace, one instance per locale and isolate, built on
 * first use. Nothing on the server changes an instance's language or loads more into it, so one
 * serves every request (building one costs about a millisecond). Browser code never imports this
 * module: it would pull every namespace into the bundle.
 */
import type { i18n, TFunction } from 'i18next';
import type { Locale } from '../constants/spec';
import { createI18n } from './create-i18n';
import { allResources } from './resources';

const instances = new Map<Locale, i18n>();

/** The ready instance of `locale` (combined: French with English fallback). */
export function serverI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale, allResources);
    instances.set(locale, instance);
  }
  return instance;
}

/** `t` of `namespace` in `locale`. */
export function serverT(locale: Locale, namespace?: string): TFunction {
  return serverI18n(locale).getFixedT(null, namespace ?? null);
}
