import { describe, expect, it } from 'vitest';
import { mediaUrl, presenterProfileInputSchema, PRESENTER_LIMITS } from './presenter-profile';
import { checkForm } from './forms';

/** The profile as the Worker and the form check it (a JSON body's fields). */
const checkPresenterProfile = (input: Record<string, unknown>) => checkForm(presenterProfileInputSchema, input);

const valid = { name: ' Thandiwe ', surname: 'Mokoena', email: 'thandiwe@example.org', country: 'South Africa' };

describe('the presenter profile schema', () => {
  it('accepts the required fields alone, trimmed, with empty optional fields and no image', () => {
    const check = checkPresenterProfile(valid);
    expect(check).toEqual({
      success: true,
      output: {
        ...valid,
        name: 'Thandiwe',
        title: '',
        qualifications: '',
        organisation: '',
        roleAtOrganisation: '',
        telephone: '',
        summary: '',
        bio: '',
        categoryIds: [],
        imageKey: null,
        language: 'en',
      },
    });
  });

  it('takes the language the profile is written in: English or French, English when absent', () => {
    const french = checkPresenterProfile({ ...valid, language: 'fr' });
    expect(french.success && french.output.language).toBe('fr');
    const other = checkPresenterProfile({ ...valid, language: 'de' });
    expect(other.success).toBe(false);
    if (!other.success) expect(other.errors).toEqual({ language: 'presenter:errors.languageInvalid' });
  });

  it('names each missing required field with its message key', () => {
    const check = checkPresenterProfile({ name: '  ', title: 'Dr' });
    expect(check.success).toBe(false);
    if (check.success) return;
    expect(check.errors).toEqual({
      name: 'presenter:errors.nameRequired',
      surname: 'presenter:errors.surnameRequired',
      email: 'forms:errors.emailRequired',
      country: 'presenter:errors.countryRequired',
    });
  });

  it('refuses wrong types instead of coercing them', () => {
    const check = checkPresenterProfile({ ...valid, name: 42, bio: { en: 'x' }, categoryIds: 'leadership' });
    expect(check.success).toBe(false);
    if (check.success) return;
    expect(check.errors).toEqual({
      name: 'presenter:errors.notText',
      bio: 'presenter:errors.notText',
      categoryIds: 'presenter:errors.categoriesInvalid',
    });
  });

  it('bounds the lengths: summary 500, bio 5000', () => {
    expect(checkPresenterProfile({ ...valid, summary: 'a'.repeat(PRESENTER_LIMITS.summary) }).success).toBe(true);
    const check = checkPresenterProfile({
      ...valid,
      summary: 'a'.repeat(501),
      bio: 'b'.repeat(5001),
      name: 'n'.repeat(101),
    });
    expect(check.success ? {} : check.errors).toEqual({
      name: 'presenter:errors.nameTooLong',
      summary: 'presenter:errors.summaryTooLong',
      bio: 'presenter:errors.bioTooLong',
    });
  });

  it('keeps only the nine categories, each once, in their fixed order', () => {
    const check = checkPresenterProfile({ ...valid, categoryIds: ['leadership', 'earth-systems', 'leadership'] });
    expect(check.success && check.output.categoryIds).toEqual(['earth-systems', 'leadership']);
    const unknown = checkPresenterProfile({ ...valid, categoryIds: ['leadership', 'astrology'] });
    expect(unknown.success ? {} : unknown.errors).toEqual({ categoryIds: 'presenter:errors.categoryUnknown' });
  });

  it('checks the telephone and the image key shape', () => {
    expect(checkPresenterProfile({ ...valid, telephone: '+27 (82) 555-0101' }).success).toBe(true);
    const check = checkPresenterProfile({ ...valid, telephone: 'call me', imageKey: '../etc/passwd' });
    expect(check.success ? {} : check.errors).toEqual({
      telephone: 'presenter:errors.telephoneInvalid',
      imageKey: 'presenter:errors.imageKeyInvalid',
    });
    const keyed = checkPresenterProfile({ ...valid, imageKey: 'presenters/uid1/0123456789abcdef0123456789abcdef.png' });
    expect(keyed.success && keyed.output.imageKey).toBe('presenters/uid1/0123456789abcdef0123456789abcdef.png');
  });
});

describe('mediaUrl', () => {
  it('encodes each segment of the key', () => {
    expect(mediaUrl('presenters/a b/x.png')).toBe('/media/presenters/a%20b/x.png');
  });
});
