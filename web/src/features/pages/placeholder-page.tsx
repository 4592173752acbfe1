/** A route whose content a later issue fills: its title, heading and layout are already real. */
import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@radix-ui/themes';
import { PageTitle } from '../../components/page-title';
import { RouteErrorPage } from '../../components/error-page';
import type { RouteHandle } from '../../routes';

export function Component() {
  const matches = useMatches();
  const { t } = useTranslation();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const title = handle ? t(handle.titleKey) : '';
  return (
    <section className="page">
      <PageTitle title={title} />
      <Heading as="h1" size="8">
        {title}
      </Heading>
      <Text as="p" color="gray">
        {t('comingSoon')}
      </Text>
    </section>
  );
}

export const ErrorBoundary = RouteErrorPage;
