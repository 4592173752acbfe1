/**
 * Language dialog (spec §2, §4): starts on the current language, Continue saves the choice in the
 * locale cookie, flags a controlled switch and reloads after 50 ms; Cancel closes.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
// eslint-disable-next-line no-restricted-imports -- its root is wrapped in SiteThemeContext
import { Button, Dialog, Flex, RadioGroup } from '@radix-ui/themes';
import { SiteThemeContext } from './site-theme-context';
import { LOCALES, type Locale } from '#shared/constants/spec.ts';
import { applyLanguage } from '../lib/language';
import { ModeSwitch } from './mode-switch';
import '../styles/radix/radio.css';

export default function LanguageDialog({
  current,
  onClose,
  returnFocus,
}: {
  current: Locale;
  onClose: () => void;
  /** Gives the focus back to what opened the dialog (it was not opened by a Dialog.Trigger). */
  returnFocus: () => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Locale>(current);
  return (
    <SiteThemeContext>
      <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
        <Dialog.Content
          maxWidth="440px"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title>{t('language.dialogTitle')}</Dialog.Title>
          <Dialog.Description size="2" mb="4">
            {t('language.dialogDescription')}
          </Dialog.Description>
          <RadioGroup.Root
            value={choice}
            onValueChange={(value) => setChoice(value as Locale)}
            aria-label={t('language.button')}
          >
            {LOCALES.map((locale) => (
              <RadioGroup.Item key={locale} value={locale} lang={locale === 'en' ? 'en' : 'fr'}>
                {t(`language.${locale}`)}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          <ModeSwitch />
          <Flex gap="3" mt="5" justify="end">
            <Dialog.Close>
              <Button variant="soft" color="gray">
                {t('language.cancel')}
              </Button>
            </Dialog.Close>
            <Button
              onClick={() => {
                applyLanguage(choice);
                onClose();
              }}
            >
              {t('language.continue')}
            </Button>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </SiteThemeContext>
  );
}
