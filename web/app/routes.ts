/**
 * The public site's route table (React Router framework mode). Each page is one route module in
 * routes/; layouts are route modules too. Ids are given where a component reads a layout's data
 * (`guest`, `protected`) or one module serves two addresses.
 */
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  layout('routes/default-layout.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('answers', 'routes/answers.tsx'),
    route('answers/:id', 'routes/answer.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:slug', 'routes/article.tsx'),
    route('collections', 'routes/collections.tsx'),
    route('collections/:id', 'routes/collection.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('data-costs', 'routes/data-costs.tsx'),
    route('events', 'routes/events.tsx'),
    route('events/:id', 'routes/event.tsx'),
    route('faq', 'routes/faq.tsx'),
    route('legal', 'routes/legal.tsx'),
    route('legal/gdpr-policy', 'routes/legal-gdpr-policy.tsx'),
    route('legal/privacy-policy', 'routes/legal-privacy-policy.tsx'),
    route('legal/terms-and-conditions', 'routes/legal-terms-and-conditions.tsx'),
    route('presenters', 'routes/presenters.tsx'),
    route('presenters/:id', 'routes/presenter.tsx'),
    route('offline', 'routes/offline.tsx'),
    route('projects', 'routes/projects.tsx'),
    route('projects/themes', 'routes/themes.tsx'),
    route('projects/themes/:id', 'routes/theme.tsx'),
    route('projects/:id', 'routes/project.tsx'),
    route('projects/:id/:subproject', 'routes/sub-project.tsx'),
    route('saved', 'routes/saved.tsx'),
    route('introductions/:token', 'routes/introduction-link.tsx'),
    route('search', 'routes/search.tsx'),
    route('video-presentations', 'routes/presentations.tsx'),
    route('video-presentations/series/:id', 'routes/series.tsx'),
    route('video-presentations/:id', 'routes/presentation.tsx'),
    layout('routes/account-layout.tsx', { id: 'protected' }, [
      route('profile', 'routes/dashboard.tsx', { id: 'dashboard' }),
      route('account', 'routes/dashboard.tsx', { id: 'dashboard-account' }),
      route('account/profile', 'routes/account-profile.tsx'),
      route('account/connections', 'routes/connections.tsx'),
      route('account/introductions', 'routes/introductions.tsx'),
      route('account/watchlist', 'routes/watchlist.tsx'),
      route('account/readlist', 'routes/readlist.tsx'),
      route('account/logout', 'routes/logout.tsx'),
    ]),
    // The member actions of public pages as plain form posts: a page only to say why one was refused.
    route('account/actions', 'routes/member-action.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  layout('routes/auth-layout.tsx', { id: 'guest' }, [
    route('login', 'routes/login.tsx'),
    route('signup', 'routes/signup.tsx'),
    route('forgot', 'routes/forgot.tsx'),
    route('resend-email-verification', 'routes/resend-verification.tsx'),
  ]),
] satisfies RouteConfig;
