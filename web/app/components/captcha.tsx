/**
 * reCAPTCHA v2 (normal size) inside a form, only rendered when the Worker has a site key: Google's
 * script is loaded then and only then (explicit render, in the page's language). The widget puts
 * its answer in the form's `g-recaptcha-response` field; without JavaScript, Google's <noscript>
 * fallback does the same. Load and run failures show the spec's generic messages.
 */
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import '../styles/contact.css';

interface Grecaptcha {
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
  reset(widgetId?: number): void;
  getResponse(widgetId?: number): string;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __ctaRecaptchaLoaded?: () => void;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const ONLOAD = '__ctaRecaptchaLoaded';

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once per page; a failure may be retried by a later widget. */
function loadGrecaptcha(language: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window[ONLOAD] = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('no grecaptcha')));
    const script = document.createElement('script');
    script.src = `${SCRIPT_URL}?onload=${ONLOAD}&render=explicit&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.defer = true;
    script.onerror = () => reject(new Error('reCAPTCHA script failed to load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export interface CaptchaHandle {
  /** Whether the visitor has answered (a token is waiting in the form). */
  answered(): boolean;
  /** A fresh challenge (tokens are single-use: after every post). */
  reset(): void;
  focus(): void;
}

interface CaptchaProps {
  siteKey: string;
  /** A message to show under the widget (from the server or the form's own check). */
  error?: string | undefined;
  /** Id of the error text, for the form's summary links. */
  id: string;
  ref?: Ref<CaptchaHandle>;
}

export function Captcha({ siteKey, error, id, ref }: CaptchaProps) {
  const { t, i18n } = useTranslation('forms');
  const group = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useImperativeHandle(ref, () => ({
    answered: () =>
      widget.current === null || !window.grecaptcha ? false : window.grecaptcha.getResponse(widget.current) !== '',
    reset: () => {
      if (widget.current !== null) window.grecaptcha?.reset(widget.current);
    },
    focus: () => {
      const frame = container.current?.querySelector('iframe');
      if (frame) frame.focus();
      else group.current?.focus();
    },
  }));

  useEffect(() => {
    let cancelled = false;
    loadGrecaptcha(i18n.language)
      .then((grecaptcha) => {
        if (cancelled || !container.current || widget.current !== null) return;
        widget.current = grecaptcha.render(container.current, {
          sitekey: siteKey,
          size: 'normal',
          'error-callback': () => setState('failed'),
        });
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [siteKey, i18n.language]);

  const message = state === 'failed' ? t('errors.captchaFailedToLoad') : error;
  return (
    <div
      ref={group}
      tabIndex={-1}
      className="captcha"
      role="group"
      aria-label={t('captcha.label')}
      aria-describedby={message ? id : undefined}
    >
      <div ref={container} className="captcha-widget" data-testid="captcha" />
      {state === 'loading' && (
        <Text as="p" size="2" color="gray" className="captcha-loading">
          {t('captcha.loading')}
        </Text>
      )}
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
      {message && (
        <Text as="p" size="2" color="red" id={id} className="field-error">
          {message}
        </Text>
      )}
    </div>
  );
}
