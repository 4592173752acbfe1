/**
 * The member actions posted as plain forms (watchlist, readlist, connect): see
 * web/app/server/member-actions.server.ts. A done action is a 303 back to its page; a refused one
 * (a post no page makes, a member over the day's limit) is thrown and shown by this route's error
 * boundary, a page saying why in the reader's language with the way back (a thrown answer keeps
 * the route's loader, which sends a reader of the address to the account, out of it).
 */
import { isRouteErrorResponse, Link, redirect, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@radix-ui/themes';
import type { Route } from './+types/member-action';
import { RouteErrorPage } from '../components/error-page';
import type { RouteHandle } from '../lib/route-handle';
import { memberAction, type MemberActionRefusal, type SuggestionsData } from '../server/member-actions.server';
import { AskLibraryFirst } from '../features/answers/ask-library-first';

export const handle = {
  titleKey: 'account:actionRefused.title',
  noindex: true,
} satisfies RouteHandle;

export function loader() {
  return redirect('/account');
}

export function action({ request, context }: Route.ActionArgs) {
  return memberAction(request, context.services);
}

/** A refusal's wait and no-store go with the page. */
export function headers({ actionHeaders, errorHeaders }: Route.HeadersArgs): Record<string, string> {
  return Object.fromEntries(
    ['cache-control', 'retry-after'].flatMap((name) => {
      const value = errorHeaders?.get(name) ?? actionHeaders.get(name);
      return value ? [[name, value]] : [];
    }),
  );
}

/** Nothing to show at this address (its loader redirects). */
export default function MemberActionRoute() {
  return null;
}

const isSuggestions = (value: unknown): value is SuggestionsData =>
  typeof value === 'object' && value !== null && 'suggestions' in value;

const isRefusal = (value: unknown): value is MemberActionRefusal =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** The refusal's page; any other error is the site's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  // The answers that may already answer a member's question, before their request goes (decision 0040).
  if (isRouteErrorResponse(error) && isSuggestions(error.data))
    return <AskLibraryFirst data={error.data.suggestions} />;
  const refusal = isRouteErrorResponse(error) && isRefusal(error.data) ? error.data : null;
  return refusal ? <Refused refusal={refusal} /> : <RouteErrorPage />;
}

function Refused({ refusal }: { refusal: MemberActionRefusal }) {
  const { t } = useTranslation('account');
  return (
    <section className="account-page" aria-labelledby="member-action-title" data-testid="member-action-refused">
      <Heading as="h1" size="7" id="member-action-title">
        {t('actionRefused.title')}
      </Heading>
      <Text as="p" role="alert">
        {refusal.message}
      </Text>
      <Text as="p">
        <Link to={refusal.back}>{t('actionRefused.back')}</Link>
      </Text>
    </section>
  );
}
