/** The header's language selector: a button that opens the language dialog (loaded on demand). */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@radix-ui/themes';
import { useRootData } from '../lib/use-root-data';

const LanguageDialog = lazy(() => import('./language-dialog'));

export function LanguageButton() {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="language-button">
        <span aria-hidden="true">🌐</span>
        {t('language.current', { language: t(`language.${locale}`).split(' (')[0] })}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LanguageDialog current={locale} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
