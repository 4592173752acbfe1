// Displays the contact record's telephone and WhatsApp numbers and builds links to them.
const SOUTH_AFRICA_CODE = '27';

function digitsOf(raw: string): string {
  return raw.replace(/\D/g, '');
}

// "00" is the international call prefix written in place of "+"; wa.me and tel: want neither.
function internationalDigits(raw: string): string {
  return digitsOf(raw).replace(/^00/, '');
}

/**
 * A WhatsApp number as shown on the site (spec §9): numbers starting with 27 get a leading 0
 * instead and are grouped 3-3-rest ("+27 82 123 4567" → "082 123 4567"). Any other number is
 * returned as given, trimmed.
 */
export function formatWhatsapp(raw: string): string {
  const digits = digitsOf(raw);
  if (!digits.startsWith(SOUTH_AFRICA_CODE) || digits.length <= SOUTH_AFRICA_CODE.length) return raw.trim();
  const national = `0${digits.slice(SOUTH_AFRICA_CODE.length)}`;
  return [national.slice(0, 3), national.slice(3, 6), national.slice(6)].filter(Boolean).join(' ');
}

/** A click-to-chat link, `https://wa.me/<digits>`; '' when the number has no digits. */
export function whatsappLink(raw: string): string {
  const digits = internationalDigits(raw);
  return digits ? `https://wa.me/${digits}` : '';
}

/** A `tel:` link in international form, `tel:+<digits>`; '' when the number has no digits. */
export function telLink(raw: string): string {
  const digits = internationalDigits(raw);
  return digits ? `tel:+${digits}` : '';
}

/**
 * A telephone number as a mail or page shows it to someone who may call from abroad: the
 * international form ("00" read as "+"). South African numbers get the spec's grouping of the
 * national number (§9: 3-3-rest, "082 123 4567") with +27 for its leading 0: "+27 82 123 4567".
 * Any other number is shown as given, trimmed; '' when it has no digits.
 */
export function formatTelephone(raw: string): string {
  const trimmed = raw.trim();
  if (!digitsOf(trimmed)) return '';
  const international = /^(\+|00)/.test(trimmed);
  const digits = internationalDigits(trimmed);
  if (international && digits.startsWith(SOUTH_AFRICA_CODE) && digits.length > SOUTH_AFRICA_CODE.length + 3) {
    const national = digits.slice(SOUTH_AFRICA_CODE.length);
    return `+${SOUTH_AFRICA_CODE} ${[national.slice(0, 2), national.slice(2, 5), national.slice(5)].filter(Boolean).join(' ')}`;
  }
  return international ? trimmed.replace(/^00/, '+') : trimmed;
}
