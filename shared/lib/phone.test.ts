import { describe, it, expect } from 'vitest';
import { formatTelephone, formatWhatsapp, telLink, whatsappLink } from './phone';

describe('formatWhatsapp', () => {
  it('replaces the 27 country code with 0 and groups 3-3-rest', () => {
    expect(formatWhatsapp('27821234567')).toBe('082 123 4567');
  });

  it('ignores plus signs, spaces and punctuation in the stored number', () => {
    expect(formatWhatsapp('+27 82 123 4567')).toBe('082 123 4567');
    expect(formatWhatsapp('+27 (82) 123-4567')).toBe('082 123 4567');
  });

  it('returns other numbers as given, trimmed', () => {
    expect(formatWhatsapp('  +254 712 345 678 ')).toBe('+254 712 345 678');
    expect(formatWhatsapp('082 123 4567')).toBe('082 123 4567');
  });

  it('leaves a bare country code alone', () => {
    expect(formatWhatsapp(' 27 ')).toBe('27');
  });
});

describe('whatsappLink', () => {
  it('links to wa.me with digits only', () => {
    expect(whatsappLink('+27 82 123 4567')).toBe('https://wa.me/27821234567');
  });

  it('drops a 00 international prefix', () => {
    expect(whatsappLink('0027 82 123 4567')).toBe('https://wa.me/27821234567');
  });

  it('returns an empty string when there are no digits', () => {
    expect(whatsappLink(' - ')).toBe('');
  });
});

describe('telLink', () => {
  it('builds a tel: link with a leading plus', () => {
    expect(telLink('27 82 123 4567')).toBe('tel:+27821234567');
    expect(telLink('+33 1 23 45 67 89')).toBe('tel:+33123456789');
  });

  it('returns an empty string when there are no digits', () => {
    expect(telLink('')).toBe('');
  });
});

describe('formatTelephone', () => {
  it('groups a South African number 2-3-rest after +27, however it was typed', () => {
    expect(formatTelephone('+27821234567')).toBe('+27 82 123 4567');
    expect(formatTelephone('0027 82 123 4567')).toBe('+27 82 123 4567');
    expect(formatTelephone(' +27 21 555 0104 ')).toBe('+27 21 555 0104');
  });

  it('shows any other number as given, with + for 00', () => {
    expect(formatTelephone('+221 77 555 0101')).toBe('+221 77 555 0101');
    expect(formatTelephone('00221775550101')).toBe('+221775550101');
    expect(formatTelephone('082 123 4567')).toBe('082 123 4567');
  });

  it('returns an empty string when there are no digits', () => {
    expect(formatTelephone(' - ')).toBe('');
  });
});
