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
