/**
 * The header's language selector: a button that opens the language dialog (loaded on demand) and
 * takes the focus back when it closes. Without JavaScript it is a link to the footer's language
 * links.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@radix-ui/themes';
import { GlobeIcon } from './icons/globe-icon';
import { useRootData } from '../lib/use-root-data';
import { LANGUAGE_LINKS_ID } from './language-links';

const LanguageDialog = lazy(() => import('./language-dialog'));

export function LanguageButton() {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <Button variant="outline" asChild data-testid="language-button">
        <a
          ref={button}
          href={`#${LANGUAGE_LINKS_ID}`}
          role="button"
          aria-haspopup="dialog"
          aria-label={t('language.current', {
            language: locale === 'combined' ? t('language.combinedShort') : t(`language.${locale}`),
          })}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          onKeyDown={(event) => {
            // A button opens on Space too.
            if (event.key !== ' ') return;
            event.preventDefault();
            setOpen(true);
          }}
        >
          <GlobeIcon aria-hidden="true" />
          {/* Short on screen (the header fits one line); its name says what it is. */}
          <span aria-hidden="true">
            {locale === 'combined' ? t('language.combinedShort') : t(`language.${locale}`)}
          </span>
        </a>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LanguageDialog current={locale} onClose={() => setOpen(false)} returnFocus={() => button.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}
