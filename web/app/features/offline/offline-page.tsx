/** The offline page (routes/offline.tsx): what to do when a page is not on the device. */
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@radix-ui/themes';
import { Link } from 'react-router';
import { SAVED_PATH } from '#shared/lib/offline.ts';

export function OfflinePage() {
  const { t } = useTranslation('offline');
  return (
    <section className="page offline-page" aria-labelledby="offline-title">
      <Heading as="h1" size="8" id="offline-title" mb="3">
        {t('offlinePage.title')}
      </Heading>
      <Text as="p" size="4" mb="3">
        {t('offlinePage.text')}
      </Text>
      <Text as="p" size="4" mb="3">
        {/* A document load, which the service worker answers from the device. */}
        <Link to={SAVED_PATH} reloadDocument>
          {t('offlinePage.savedLink')}
        </Link>
      </Text>
      <Text as="p" size="3" color="gray">
        {t('offlinePage.retry')}
      </Text>
    </section>
  );
}
