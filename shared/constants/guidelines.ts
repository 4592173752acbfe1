/**
 * The guideline documents for hosts, presenters and learners (spec §2, footer), one file per
 * language: built at build time from docs/guidelines/{en,fr}/<name>.md (dev/guidelines).
 */
export const GUIDELINE_DOCUMENTS = {
  en: {
    host: '/documents/en/host-guidelines.pdf',
    presenter: '/documents/en/presenter-guidelines.pdf',
    learner: '/documents/en/learner-guidelines.pdf',
  },
  fr: {
    host: '/documents/fr/guide-hote.pdf',
    presenter: '/documents/fr/guide-presentateur.pdf',
    learner: '/documents/fr/guide-apprenant.pdf',
  },
} as const;
