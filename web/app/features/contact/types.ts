/** The contact page's route data (web/app/server/forms.server.ts builds it). */

/** A phone number as shown, with its link (tel: or wa.me). */
export interface PhoneView {
  label: string;
  href: string;
}

/** The general contact details, already resolved to the reader's language. */
export interface ContactDetailsView {
  telephone?: PhoneView;
  whatsapp?: PhoneView;
  /** The general addresses (up to two). */
  emails: string[];
  /** The French address: only in French and combined modes. */
  frenchEmail?: string;
}

export interface ContactPageData {
  /** Null when the content service could not be reached. */
  details: ContactDetailsView | null;
  /** reCAPTCHA v2 site key when the captcha is configured, else null (no widget). */
  captchaSiteKey: string | null;
}
