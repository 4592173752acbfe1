/**
 * Every UI string resource, both languages (the Worker renders any locale). One namespace per
 * area: `common` (chrome), `content` (cards, listings, share), and one per feature.
 */
import type { Resource } from 'i18next';
import enCommon from './locales/en/common.json';
import frCommon from './locales/fr/common.json';
import enContent from './locales/en/content.json';
import frContent from './locales/fr/content.json';
import enPresentations from './locales/en/presentations.json';
import frPresentations from './locales/fr/presentations.json';
import enPeople from './locales/en/people.json';
import frPeople from './locales/fr/people.json';
import enEvents from './locales/en/events.json';
import frEvents from './locales/fr/events.json';
import enBlog from './locales/en/blog.json';
import frBlog from './locales/fr/blog.json';
import enPages from './locales/en/pages.json';
import enForms from './locales/en/forms.json';
import enMember from './locales/en/member.json';
import frMember from './locales/fr/member.json';
import enPresenter from './locales/en/presenter.json';
import frPresenter from './locales/fr/presenter.json';
import enAccount from './locales/en/account.json';
import frAccount from './locales/fr/account.json';
import enAuth from './locales/en/auth.json';
import frAuth from './locales/fr/auth.json';
import enSearch from './locales/en/search.json';
import frSearch from './locales/fr/search.json';
import frForms from './locales/fr/forms.json';
import frPages from './locales/fr/pages.json';
import enAdmin from './locales/en/admin.json';
import frAdmin from './locales/fr/admin.json';
import enConsole from './locales/en/console.json';
import frConsole from './locales/fr/console.json';
import enOffline from './locales/en/offline.json';
import frOffline from './locales/fr/offline.json';
import enMail from './locales/en/mail.json';
import frMail from './locales/fr/mail.json';
import enAnswers from './locales/en/answers.json';
import frAnswers from './locales/fr/answers.json';

export const allResources: Resource = {
  en: {
    common: enCommon,
    content: enContent,
    presentations: enPresentations,
    people: enPeople,
    events: enEvents,
    blog: enBlog,
    pages: enPages,
    forms: enForms,
    search: enSearch,
    member: enMember,
    presenter: enPresenter,
    account: enAccount,
    auth: enAuth,
    admin: enAdmin,
    console: enConsole,
    offline: enOffline,
    mail: enMail,
    answers: enAnswers,
  },
  fr: {
    common: frCommon,
    content: frContent,
    presentations: frPresentations,
    people: frPeople,
    events: frEvents,
    blog: frBlog,
    pages: frPages,
    forms: frForms,
    search: frSearch,
    member: frMember,
    presenter: frPresenter,
    account: frAccount,
    auth: frAuth,
    admin: frAdmin,
    console: frConsole,
    offline: frOffline,
    mail: frMail,
    answers: frAnswers,
  },
};
