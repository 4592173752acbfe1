/**
 * "Saved on this device" (routes/saved.tsx): the articles and presentations the visitor kept for
 * offline reading, each with its size, the files they share and the total, and a Remove button
 * per item. What the device keeps is the browser's own: the server renders the frame, every text
 * and a `<template>` of one item, and the page's module (web/scripts/saved-page.ts) reads Cache
 * Storage and fills them in. Without scripts nothing can be saved or read back, and the page says
 * to turn them on (a browser that runs scripts but cannot keep pages is told so by the module).
 * A talk kept with its audio (issue #26) or small video (issue #35) shows its page and those apart,
 * and the audio and video kept in all are read against the site's limit (SAVED_MEDIA_LIMIT_BYTES),
 * in words and on a meter.
 */
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { TrashIcon } from '../../components/icons/trash-icon';
import { PageScript } from '../../components/page-script';
import { SAVED_MEDIA_LIMIT_BYTES } from '#shared/constants/offline.ts';
import { formatFileSize } from '#shared/lib/dates.ts';
import { useRootData } from '../../lib/use-root-data';
import '../../styles/offline.css';

export function SavedPage() {
  const { t } = useTranslation('offline');
  const { locale } = useRootData();
  return (
    <section
      className="page saved-page"
      aria-labelledby="saved-title"
      data-module="saved-page"
      data-saved-on-article={t('saved.savedOnArticle', { date: '{date}' })}
      data-saved-on-presentation={t('saved.savedOnPresentation', { date: '{date}' })}
      data-removed={t('saved.removed', { title: '{title}' })}
      data-remove-label={t('saved.removeLabel', { title: '{title}' })}
      data-shared={t('saved.shared', { size: '{size}' })}
      data-total={t('saved.total', { size: '{size}' })}
      data-parts={t('saved.parts', { page: '{page}', audio: '{audio}' })}
      data-parts-video={t('saved.partsVideo', { page: '{page}', video: '{video}' })}
      data-parts-audio-video={t('saved.partsAudioVideo', { page: '{page}', audio: '{audio}', video: '{video}' })}
      data-audio={t('saved.audio', { used: '{used}', limit: formatFileSize(SAVED_MEDIA_LIMIT_BYTES, locale) })}
      data-audio-limit={SAVED_MEDIA_LIMIT_BYTES}
    >
      <Heading as="h1" size="8" id="saved-title" mb="2" tabIndex={-1}>
        {t('saved.title')}
      </Heading>
      <Text as="p" size="3" color="gray" mb="4">
        {t('saved.intro')}
      </Text>
      <p role="status" className="saved-status" />
      {/* With scripts off, this says what the page needs (issue #31); a browser running scripts never
          shows it (not even while the module loads on a slow connection). */}
      <noscript>
        <Text as="p" data-testid="saved-noscript">
          {t('saved.noscript')}
        </Text>
      </noscript>
      <Text as="p" data-saved-state="unsupported" hidden>
        {t('saved.unsupported')}
      </Text>
      <Text as="p" data-saved-state="loading" hidden>
        {t('saved.loading')}
      </Text>
      <Text as="p" data-testid="saved-empty" data-saved-state="empty" hidden>
        {t('saved.empty')}
      </Text>
      <div data-saved-state="ready" hidden>
        <ul className="saved-list" data-testid="saved-list" />
        <Text as="p" size="2" color="gray" mt="3" className="saved-shared" />
        <Text as="p" size="3" weight="bold" mt="1" data-testid="saved-total" className="saved-total" />
        <Text as="p" size="2" mt="1" id="saved-audio" data-testid="saved-audio" className="saved-audio" />
        <meter
          className="saved-audio-meter"
          min={0}
          max={SAVED_MEDIA_LIMIT_BYTES}
          value={0}
          aria-labelledby="saved-audio"
        />
      </div>
      <template data-saved-item="">
        <li>
          <Card size="2">
            <Flex gap="3" align="center" justify="between" wrap="wrap">
              <Flex direction="column" gap="1" className="saved-item-text">
                {/* A document load: with no connection the service worker answers it from the device. */}
                <a href="/" className="saved-item-link" />
                <Text as="span" size="2" color="gray">
                  <Badge color="grass" variant="soft" mr="2" data-kind="article">
                    {t('saved.kindArticle')}
                  </Badge>
                  <Badge color="grass" variant="soft" mr="2" data-kind="presentation">
                    {t('saved.kindPresentation')}
                  </Badge>
                  <span className="saved-on" /> · <span data-testid="saved-size" className="saved-size" />{' '}
                  <span data-testid="saved-parts" className="saved-parts" />
                </Text>
              </Flex>
              <Button type="button" variant="soft" color="red" data-saved-remove="">
                <TrashIcon aria-hidden="true" />
                {t('saved.remove')}
              </Button>
            </Flex>
          </Card>
        </li>
      </template>
      <PageScript name="saved-page" />
    </section>
  );
}
