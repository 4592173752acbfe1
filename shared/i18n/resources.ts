/** Every UI string resource, both languages (the Worker renders any locale). */
import type { Resource } from 'i18next';
import enCommon from './locales/en/common.json';
import frCommon from './locales/fr/common.json';

export const allResources: Resource = {
  en: { common: enCommon },
  fr: { common: frCommon },
};
