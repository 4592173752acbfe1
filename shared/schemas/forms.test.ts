import { describe, expect, it } from 'vitest';
import { allResources } from '../i18n/resources';
import { CONTACT_FIELDS, FORM_ERRORS, checkForm, contactSchema, newsletterSchema, normalizePhone } from './forms';

const valid = {
  name: 'Amina',
  surname: 'Okafor',
  cellphone: '',
  email: 'amina@example.org',
  message: 'I would like to present on pangolin trafficking.',
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = checkForm(contactSchema, input);
  return result.success ? {} : result.errors;
};

describe('contactSchema', () => {
  it('accepts a complete message and trims every field', () => {
    const result = checkForm(contactSchema, {
      ...valid,
      name: '  Amina ',
      email: ' amina@example.org ',
      cellphone: ' +27 82 123 4567 ',
    });
    expect(result).toEqual({
      success: true,
      output: { ...valid, cellphone: '+27 82 123 4567' },
    });
  });

  it('needs name, surname, e-mail and message, but not the cellphone', () => {
    expect(errorsOf({})).toEqual({
      name: FORM_ERRORS.nameRequired,
      surname: FORM_ERRORS.surnameRequired,
      email: FORM_ERRORS.emailRequired,
      message: FORM_ERRORS.messageRequired,
    });
    expect(errorsOf({ ...valid, cellphone: undefined })).toEqual({});
  });

  it('counts blank text as missing', () => {
    expect(errorsOf({ ...valid, name: '   ', message: '\n\t ' })).toEqual({
      name: FORM_ERRORS.nameRequired,
      message: FORM_ERRORS.messageRequired,
    });
  });

  it('limits names to 100 characters', () => {
    expect(errorsOf({ ...valid, name: 'a'.repeat(100), surname: 'b'.repeat(100) })).toEqual({});
    expect(errorsOf({ ...valid, name: 'a'.repeat(101), surname: 'b'.repeat(101) })).toEqual({
      name: FORM_ERRORS.nameTooLong,
      surname: FORM_ERRORS.surnameTooLong,
    });
  });

  it('wants a message of 10 to 5000 characters (spaces around it do not count)', () => {
    expect(errorsOf({ ...valid, message: '123456789' })).toEqual({ message: FORM_ERRORS.messageTooShort });
    expect(errorsOf({ ...valid, message: '  123456789  ' })).toEqual({ message: FORM_ERRORS.messageTooShort });
    expect(errorsOf({ ...valid, message: '1234567890' })).toEqual({});
    expect(errorsOf({ ...valid, message: 'x'.repeat(5000) })).toEqual({});
    expect(errorsOf({ ...valid, message: 'x'.repeat(5001) })).toEqual({ message: FORM_ERRORS.messageTooLong });
  });

  it.each(['amina@example.org', "o'brien@mail.example.co.za", 'first.last+tag@sub-domain.example.africa'])(
    'accepts the e-mail %s',
    (email) => expect(errorsOf({ ...valid, email })).toEqual({}),
  );

  it.each(['amina', 'amina@', '@example.org', 'amina@example', 'a b@example.org', 'a..b@example.org', 'a@-x.org'])(
    'refuses the e-mail %s',
    (email) => expect(errorsOf({ ...valid, email })).toEqual({ email: FORM_ERRORS.emailInvalid }),
  );

  it('limits e-mail addresses to 254 characters', () => {
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.org`;
    const at254 = `${'a'.repeat(67)}@${domain}`;
    expect(at254.length).toBe(254);
    expect(errorsOf({ ...valid, email: at254 })).toEqual({});
    expect(errorsOf({ ...valid, email: `a${at254}` })).toEqual({ email: FORM_ERRORS.emailTooLong });
  });

  it.each(['+27 82 123 4567', '+221771234567', '+33 6 12-34-56-78', '+1 (212) 555.0100'])(
    'accepts the international number %s',
    (cellphone) => expect(errorsOf({ ...valid, cellphone })).toEqual({}),
  );

  it.each(['082 123 4567', '27821234567', '+0 82 123 4567', '+27 82', '+27 82 123 4567 8901 23', '+27 82 abc 4567'])(
    'refuses the number %s',
    (cellphone) => expect(errorsOf({ ...valid, cellphone })).toEqual({ cellphone: FORM_ERRORS.cellphoneInvalid }),
  );

  it('treats wrong types as missing or invalid, never throws', () => {
    expect(errorsOf({ name: 42, surname: ['a'], cellphone: {}, email: null, message: true })).toEqual({
      name: FORM_ERRORS.nameRequired,
      surname: FORM_ERRORS.surnameRequired,
      cellphone: FORM_ERRORS.cellphoneInvalid,
      email: FORM_ERRORS.emailRequired,
      message: FORM_ERRORS.messageRequired,
    });
  });

  it('reads FormData, where a field sent twice or as a file is refused', () => {
    const form = new FormData();
    for (const [field, value] of Object.entries(valid)) form.set(field, value);
    expect(checkForm(contactSchema, form).success).toBe(true);
    form.append('email', 'other@example.org');
    form.set('name', new Blob(['x']), 'name.txt');
    expect(checkForm(contactSchema, form)).toEqual({
      success: false,
      errors: { name: FORM_ERRORS.nameRequired, email: FORM_ERRORS.emailRequired },
    });
  });

  it('lists the fields of the spec in form order', () => {
    expect(CONTACT_FIELDS).toEqual(['name', 'surname', 'cellphone', 'email', 'message']);
  });
});

describe('newsletterSchema', () => {
  it('wants one valid e-mail address', () => {
    expect(checkForm(newsletterSchema, { email: ' reader@example.org ' })).toEqual({
      success: true,
      output: { email: 'reader@example.org' },
    });
    expect(checkForm(newsletterSchema, {})).toEqual({
      success: false,
      errors: { email: FORM_ERRORS.emailRequired },
    });
    expect(checkForm(newsletterSchema, { email: 'reader' })).toEqual({
      success: false,
      errors: { email: FORM_ERRORS.emailInvalid },
    });
  });
});

describe('form messages', () => {
  it('exist in English and French for every key the schemas answer', () => {
    for (const language of ['en', 'fr'] as const) {
      const errors = (allResources[language]?.forms as { errors: Record<string, string> }).errors;
      for (const key of Object.values(FORM_ERRORS)) {
        expect(errors[key.replace('forms:errors.', '')], `${language} ${key}`).toBeTruthy();
      }
    }
  });
});

describe('helpers', () => {
  it('normalizes a number to + and digits', () => {
    expect(normalizePhone('+27 (82) 123-4567')).toBe('+27821234567');
  });
});
