/**
 * EN | FR: switches the console's language at once and writes the site's locale cookie, so the
 * Worker's messages follow from the next request on.
 */
import { useTranslation } from 'react-i18next';
import { Button, Flex } from '@radix-ui/themes';
import { currentLanguage, switchLanguage } from '../lib/language';
import type { UiLanguage } from '../lib/i18n';

const LANGUAGES: readonly { code: UiLanguage; short: string; name: string }[] = [
  { code: 'en', short: 'EN', name: 'English' },
  { code: 'fr', short: 'FR', name: 'Français' },
];

export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n);
  return (
    <Flex role="group" aria-label={t('language.label')} gap="1">
      {LANGUAGES.map(({ code, short, name }) => (
        <Button
          key={code}
          size="1"
          variant={active === code ? 'solid' : 'soft'}
          aria-pressed={active === code}
          aria-label={`${short} – ${name}`}
          lang={code}
          onClick={() => switchLanguage(i18n, code)}
        >
          {short}
        </Button>
      ))}
    </Flex>
  );
}
