/**
 * Language dialog (spec §2, §4): starts on the current language, Continue applies the choice,
 * Cancel closes. HTML first (issue #25): a popover holding a plain form that asks for the same
 * address with `?lang=` (the Worker saves the choice in the locale cookie and answers in that
 * language), with the other parameters of the address kept. Where scripts run, the `language`
 * module (web/scripts/language.ts) does what the spec says instead: it saves the cookie, flags a
 * controlled switch and reloads the page after about 50 ms, after its leaving transition.
 */
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '#shared/constants/spec.ts';
import { Button } from '@radix-ui/themes';
import { ModeSwitch } from './mode-switch';

export const LANGUAGE_DIALOG_ID = 'language-dialog';

export function LanguageDialog({ current }: { current: Locale }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const kept = [...new URLSearchParams(search)].filter(([name]) => name !== 'lang');
  return (
    <div
      id={LANGUAGE_DIALOG_ID}
      popover="auto"
      role="dialog"
      className="language-dialog"
      aria-labelledby={`${LANGUAGE_DIALOG_ID}-title`}
      aria-describedby={`${LANGUAGE_DIALOG_ID}-description`}
    >
      <h2 id={`${LANGUAGE_DIALOG_ID}-title`} className="language-dialog-title">
        {t('language.dialogTitle')}
      </h2>
      <p id={`${LANGUAGE_DIALOG_ID}-description`} className="language-dialog-description">
        {t('language.dialogDescription')}
      </p>
      <form method="get" action={pathname} data-module="language">
        {kept.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <fieldset className="language-choices" aria-label={t('language.button')}>
          {LOCALES.map((locale, index) => (
            <label key={locale} className="language-choice" lang={locale === 'en' ? 'en' : 'fr'}>
              <input
                type="radio"
                name="lang"
                value={locale}
                defaultChecked={locale === current}
                // The focus goes to the current language when the popover opens.
                autoFocus={locale === current || (index === 0 && !LOCALES.includes(current))}
              />
              {t(`language.${locale}`)}
            </label>
          ))}
        </fieldset>
        <ModeSwitch inDialog />
        <div className="language-dialog-actions">
          <Button
            type="button"
            variant="soft"
            color="gray"
            popoverTarget={LANGUAGE_DIALOG_ID}
            popoverTargetAction="hide"
          >
            {t('language.cancel')}
          </Button>
          <Button type="submit">{t('language.continue')}</Button>
        </div>
      </form>
    </div>
  );
}
