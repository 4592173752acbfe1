/** The console's fallback pages: an unknown address, and a view that failed to render or load. */
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Callout, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { useDocumentTitle } from '../lib/document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container size="2" py="6">
      <Heading as="h1" size="6" mb="3">
        {t('notFound.title')}
      </Heading>
      <Text as="p" mb="4">
        {t('notFound.text')}
      </Text>
      <Link to="/pending">{t('notFound.link')}</Link>
    </Container>
  );
}

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container size="2" p="6">
      <main>
        <Heading as="h1" size="6" mb="3">
          {notFound ? t('notFound.title') : t('routeError.title')}
        </Heading>
        <Callout.Root color="red" role="alert" mb="4">
          <Callout.Text>{notFound ? t('notFound.text') : t('routeError.text')}</Callout.Text>
        </Callout.Root>
        <Flex gap="3">
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        </Flex>
      </main>
    </Container>
  );
}
