/**
 * reCAPTCHA v2 (normal size) inside a form, only rendered when the Worker has a site key. The page
 * loads no Google script up front: web/scripts/captcha.ts loads it (explicit render, in the page's
 * language) once the visitor starts filling the form, and renders the widget here; the widget puts
 * its answer in the form's `g-recaptcha-response` field. Without JavaScript, Google's <noscript>
 * fallback does the same. The texts the script shows (loading, failed to load) are rendered here,
 * hidden, in the reader's language.
 */
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { PageScript } from './page-script';
import '../styles/contact.css';

interface CaptchaProps {
  siteKey: string;
  /** A message to show under the widget (from the server's answer to the post). */
  error?: string | undefined;
  /** Id of the error text, for the form's summary links. */
  id: string;
}

export function Captcha({ siteKey, error, id }: CaptchaProps) {
  const { t, i18n } = useTranslation('forms');
  return (
    <div
      tabIndex={-1}
      className="captcha"
      data-module="captcha"
      role="group"
      aria-label={t('captcha.label')}
      aria-describedby={error ? id : undefined}
      data-captcha={siteKey}
      data-lang={i18n.language}
      // The form was sent once already: the script loads the widget at once.
      data-captcha-now={error ? '' : undefined}
    >
      <div className="captcha-widget" data-testid="captcha" />
      <Text as="p" size="2" color="gray" className="captcha-loading" hidden>
        {t('captcha.loading')}
      </Text>
      <Text as="p" size="2" color="red" className="field-error captcha-failed" hidden>
        {t('errors.captchaFailedToLoad')}
      </Text>
      {/* Google's fallback for browsers without JavaScript: the answer goes in the same field. */}
      <noscript>
        <div className="captcha-fallback">
          <iframe
            src={`https://www.google.com/recaptcha/api/fallback?k=${encodeURIComponent(siteKey)}`}
            title={t('captcha.label')}
            width={302}
            height={422}
          />
          <textarea name="g-recaptcha-response" aria-label={t('captcha.fallback')} rows={2} />
        </div>
      </noscript>
      {error && (
        <Text as="p" size="2" color="red" id={id} className="field-error">
          {error}
        </Text>
      )}
      <PageScript name="captcha" />
    </div>
  );
}
