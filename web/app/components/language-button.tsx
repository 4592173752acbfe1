/**
 * The header's language selector: a button that opens the language dialog. The dialog is a
 * popover (`popovertarget`), so it opens, closes on Escape and gives the focus back to the button
 * with no script at all (issue #25).
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@radix-ui/themes';
import { GlobeIcon } from './icons/globe-icon';
import { useRootData } from '../lib/use-root-data';
import { LANGUAGE_DIALOG_ID, LanguageDialog } from './language-dialog';

export function LanguageButton() {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const short = locale === 'combined' ? t('language.combinedShort') : t(`language.${locale}`);
  return (
    <>
      <Button
        variant="outline"
        data-testid="language-button"
        popoverTarget={LANGUAGE_DIALOG_ID}
        aria-haspopup="dialog"
        aria-label={t('language.current', { language: short })}
      >
        <GlobeIcon aria-hidden="true" />
        {/* Short on screen (the header fits one line); its name says what it is. */}
        <span aria-hidden="true">{short}</span>
      </Button>
      <LanguageDialog current={locale} />
    </>
  );
}
