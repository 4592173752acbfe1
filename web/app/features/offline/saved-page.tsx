/**
 * "Saved on this device" (routes/saved.tsx): the articles and presentations the visitor kept for
 * offline reading, each with its size, the files they share and the total, and a Remove button
 * per item. Read from the device after hydration; the server renders the frame.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { TrashIcon } from '../../components/icons/trash-icon';
import { formatDate, formatFileSize } from '#shared/lib/dates.ts';
import type { SavedIndex, SavedItem } from '#shared/lib/offline.ts';
import { useRootData } from '../../lib/use-root-data';
import { canSaveOffline, removeSaved, savedIndex, sharedBytes, totalBytes } from '../../lib/offline/saved';
import '../../styles/offline.css';

type State = { status: 'loading' } | { status: 'unsupported' } | { status: 'ready'; index: SavedIndex };

export function SavedPage() {
  const { t } = useTranslation('offline');
  const { locale } = useRootData();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [message, setMessage] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    const read = canSaveOffline()
      ? savedIndex().then((index): State => ({ status: 'ready', index }))
      : Promise.resolve<State>({ status: 'unsupported' });
    void read.then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, []);

  const remove = async (item: SavedItem, position: number) => {
    const index = await removeSaved(item.path);
    setState({ status: 'ready', index });
    setMessage(t('saved.removed', { title: item.title }));
    // The keyboard goes to the next item's Remove button, or the page's title when none is left.
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLButtonElement>('[data-saved-remove]');
      (buttons[Math.min(position, buttons.length - 1)] ?? heading.current)?.focus();
    });
  };

  return (
    <section className="page saved-page" aria-labelledby="saved-title">
      <Heading as="h1" size="8" id="saved-title" mb="2" ref={heading} tabIndex={-1}>
        {t('saved.title')}
      </Heading>
      <Text as="p" size="3" color="gray" mb="4">
        {t('saved.intro')}
      </Text>
      <p role="status" className="saved-status">
        {message}
      </p>
      {state.status === 'loading' && <Text as="p">{t('saved.loading')}</Text>}
      {state.status === 'unsupported' && <Text as="p">{t('saved.unsupported')}</Text>}
      {state.status === 'ready' && state.index.items.length === 0 && (
        <Text as="p" data-testid="saved-empty">
          {t('saved.empty')}
        </Text>
      )}
      {state.status === 'ready' && state.index.items.length > 0 && (
        <>
          <ul className="saved-list" data-testid="saved-list">
            {state.index.items.map((item, position) => (
              <li key={item.path}>
                <Card size="2">
                  <Flex gap="3" align="center" justify="between" wrap="wrap">
                    <Flex direction="column" gap="1" className="saved-item-text">
                      {/* A document load: with no connection the service worker answers it from the device. */}
                      <a href={item.path} className="saved-item-link">
                        {item.title}
                      </a>
                      <Text as="span" size="2" color="gray">
                        <Badge color="grass" variant="soft" mr="2">
                          {t(item.kind === 'article' ? 'saved.kindArticle' : 'saved.kindPresentation')}
                        </Badge>
                        {t('saved.savedOn', { date: formatDate(item.savedAt, locale) })} ·{' '}
                        <span data-testid="saved-size">{formatFileSize(item.bytes, locale)}</span>
                      </Text>
                    </Flex>
                    <Button
                      variant="soft"
                      color="red"
                      data-saved-remove=""
                      aria-label={t('saved.removeLabel', { title: item.title })}
                      onClick={() => void remove(item, position)}
                    >
                      <TrashIcon aria-hidden="true" />
                      {t('saved.remove')}
                    </Button>
                  </Flex>
                </Card>
              </li>
            ))}
          </ul>
          <Text as="p" size="2" color="gray" mt="3">
            {t('saved.shared', { size: formatFileSize(sharedBytes(state.index), locale) })}
          </Text>
          <Text as="p" size="3" weight="bold" mt="1" data-testid="saved-total">
            {t('saved.total', { size: formatFileSize(totalBytes(state.index), locale) })}
          </Text>
        </>
      )}
    </section>
  );
}
