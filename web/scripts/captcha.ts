/**
 * The forms' captcha (components/captcha.tsx; reCAPTCHA v2, the spec's third-party captcha):
 * Google's script is fetched only once the visitor starts filling a form that has one (first
 * focus, input or press inside it), or at once when the form comes back with the server's
 * answer, then the widget is rendered in the form's `[data-captcha]` box (explicit render, in the
 * page's language). The CSP allows Google's captcha hosts. Texts come from the page, hidden.
 */
import { PartError, requirePart, startModule } from './_module.ts';

interface Grecaptcha {
  render(container: HTMLElement, parameters: Record<string, unknown>): number;
}

type CaptchaWindow = Window & { grecaptcha?: Grecaptcha; __ctaRecaptchaLoaded?: () => void };

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const ONLOAD = '__ctaRecaptchaLoaded';
const win = window as CaptchaWindow;

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once per page; a failure may be retried by a later start. */
function loadGrecaptcha(language: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    win[ONLOAD] = () => (win.grecaptcha ? resolve(win.grecaptcha) : reject(new Error('no grecaptcha')));
    const script = document.createElement('script');
    script.src = `${SCRIPT_URL}?onload=${ONLOAD}&render=explicit&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.onerror = () => reject(new Error('reCAPTCHA script failed to load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function show(box: HTMLElement, selector: string, visible: boolean) {
  const element = box.querySelector<HTMLElement>(selector);
  if (element) element.hidden = !visible;
}

/** Renders the widget in `box` (once). */
function start(box: HTMLElement) {
  if (box.dataset.captchaState) return;
  const container = box.querySelector<HTMLElement>('.captcha-widget');
  const siteKey = box.dataset.captcha;
  if (!container || !siteKey) return;
  box.dataset.captchaState = 'loading';
  show(box, '.captcha-failed', false);
  show(box, '.captcha-loading', true);
  const failed = () => {
    box.dataset.captchaState = 'failed';
    show(box, '.captcha-loading', false);
    show(box, '.captcha-failed', true);
  };
  loadGrecaptcha(box.dataset.lang || document.documentElement.lang || 'en')
    .then((grecaptcha) => {
      const widget = grecaptcha.render(container, { sitekey: siteKey, size: 'normal', 'error-callback': failed });
      box.dataset.captchaState = 'ready';
      box.dataset.widgetId = String(widget);
      show(box, '.captcha-loading', false);
    })
    .catch(() => {
      failed();
      // Another start may try again (the visitor's connection may come back).
      delete box.dataset.captchaState;
    });
}

/** Root: the captcha's box (components/captcha.tsx), inside the form it guards. */
export function init(box: HTMLElement): void {
  requirePart(box, '.captcha-widget');
  const form = box.closest('form');
  if (!form) throw new PartError('captcha: its box is in no form');
  for (const type of ['focusin', 'input', 'pointerdown'] as const) {
    form.addEventListener(type, () => start(box), { passive: true });
  }
  if (box.hasAttribute('data-captcha-now')) start(box);
}

startModule('captcha', init);
