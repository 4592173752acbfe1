/**
 * The presenter profile (spec §3, §5): title, qualifications, country, organisation, role at
 * organisation, telephone (for the team only), short summary, bio, categories (several of the
 * nine) and the image. A plain multipart form posted to the account profile's action
 * (server/account-actions.server.ts: the image stored as POST /api/presenter-profile/image does,
 * then the profile saved as PUT /api/presenter-profile), with HTML constraints for the obvious
 * slips; a refusal comes back in the page with a message per field and what was typed. The image
 * field's module checks and previews a chosen file (image-field.tsx). Name, surname, e-mail and
 * country are required (asterisk).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Text, TextArea, TextField } from '@radix-ui/themes';
import {
  PRESENTER_LIMITS,
  PRESENTER_PROFILE_REQUIRED,
  PROFILE_LANGUAGES,
  type PresenterProfile,
  type PresenterProfileField,
} from '#shared/schemas/presenter-profile.ts';
import { Link } from 'react-router';
import { RequiredNote, SubmitButton } from '../../components/form-controls';
import {
  describedByError,
  Field,
  FieldError,
  fieldId,
  FormMessage,
  type ControlProps,
} from '../../components/member/form-parts';
import { sentValue } from './general-form';
import { ImageField } from './image-field';
import type { GeneralProfileView, PresenterSectionData, ProfileAnswer } from './types';
import '../../styles/radix/text-area.css';

const FORM = 'presenter';

type TextFieldName = Exclude<PresenterProfileField, 'categoryIds' | 'imageKey' | 'language'>;

/** The text fields in the form's order, with their control. */
const TEXT_FIELDS: {
  name: TextFieldName;
  multiline?: number;
  autoComplete?: string;
  type?: 'text' | 'email' | 'tel';
  hint?: boolean;
}[] = [
  { name: 'name', autoComplete: 'given-name' },
  { name: 'surname', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'country', autoComplete: 'country-name' },
  { name: 'title', autoComplete: 'honorific-prefix', hint: true },
  { name: 'qualifications' },
  { name: 'organisation', autoComplete: 'organization' },
  { name: 'roleAtOrganisation', autoComplete: 'organization-title' },
  { name: 'telephone', autoComplete: 'tel', type: 'tel', hint: true },
  { name: 'summary', multiline: 4, hint: true },
  { name: 'bio', multiline: 10, hint: true },
];

interface PresenterProfileFormProps {
  section: PresenterSectionData;
  /** Defaults for a first profile. */
  general: GeneralProfileView | null;
  /** The action's answer to this form, if it was just posted. */
  answer: ProfileAnswer | undefined;
}

export function PresenterProfileForm({ section, general, answer }: PresenterProfileFormProps) {
  const { t, i18n } = useTranslation('account');
  const profile = section.profile;
  const refused = answer && !answer.ok ? answer : undefined;

  const stored: Record<TextFieldName, string> = {
    name: profile?.name ?? general?.firstName ?? '',
    surname: profile?.surname ?? general?.lastName ?? '',
    email: profile?.email ?? general?.email ?? '',
    country: profile?.country ?? '',
    title: profile?.title ?? '',
    qualifications: profile?.qualifications ?? '',
    organisation: profile?.organisation ?? '',
    roleAtOrganisation: profile?.roleAtOrganisation ?? '',
    telephone: profile?.telephone ?? '',
    summary: profile?.summary ?? '',
    bio: profile?.bio ?? '',
  };

  const show = (field: PresenterProfileField | 'image') => refused?.fields[field];
  const hints: Partial<Record<TextFieldName, string>> = {
    title: t('presenter.titleHint'),
    telephone: t('presenter.telephoneHint'),
    summary: t('presenter.summaryHint', { max: PRESENTER_LIMITS.summary }),
    bio: t('presenter.bioHint', { max: PRESENTER_LIMITS.bio }),
  };
  const control = (spec: (typeof TEXT_FIELDS)[number], props: ControlProps): ReactNode => {
    const common = {
      ...props,
      maxLength: PRESENTER_LIMITS[spec.name],
      defaultValue: sentValue(answer, spec.name, stored[spec.name]),
    };
    if (spec.multiline) return <TextArea {...common} size="3" rows={spec.multiline} resize="vertical" />;
    return <TextField.Root {...common} size="3" type={spec.type ?? 'text'} autoComplete={spec.autoComplete} />;
  };

  // After a refusal, the choices as sent; otherwise as stored.
  const sentCategories = refused ? refused.values.categoryIds : undefined;
  const selected = new Set<string>(
    refused
      ? Array.isArray(sentCategories)
        ? sentCategories
        : sentCategories
          ? [sentCategories]
          : []
      : (profile?.categoryIds ?? []),
  );
  const language = sentValue(answer, 'language', profile?.language ?? (i18n.language === 'en' ? 'en' : 'fr'));
  return (
    <section aria-labelledby="presenter-profile-heading" className="account-section" data-testid="presenter-profile">
      <Heading as="h2" size="5" id="presenter-profile-heading">
        {t('presenter.title')}
      </Heading>
      <Text as="p" color="gray">
        {t('presenter.intro')}
      </Text>
      {profile && <ReviewStatus profile={profile} />}
      <div tabIndex={-1} className="form-status" data-testid="presenter-status" autoFocus={answer ? true : undefined}>
        {answer?.ok && (
          <FormMessage tone="success" testId="presenter-saved">
            {t('presenter.saved')}
          </FormMessage>
        )}
        {refused && (
          <FormMessage tone="error" testId="presenter-error">
            {refused.message}
          </FormMessage>
        )}
      </div>
      <form method="post" encType="multipart/form-data" className="account-form" data-presenter-form="">
        <input type="hidden" name="form" value={FORM} />
        <RequiredNote>{t('requiredNote')}</RequiredNote>
        <div className="form-row">
          {TEXT_FIELDS.filter((spec) => !spec.multiline).map((spec) => (
            <Field
              key={spec.name}
              form={FORM}
              field={spec.name}
              label={t(`presenter.fields.${spec.name}`)}
              required={PRESENTER_PROFILE_REQUIRED.includes(spec.name)}
              hint={spec.hint ? hints[spec.name] : undefined}
              error={show(spec.name)}
            >
              {(props) => control(spec, props)}
            </Field>
          ))}
        </div>
        {TEXT_FIELDS.filter((spec) => spec.multiline).map((spec) => (
          <Field
            key={spec.name}
            form={FORM}
            field={spec.name}
            label={t(`presenter.fields.${spec.name}`)}
            hint={hints[spec.name]}
            error={show(spec.name)}
          >
            {(props) => control(spec, props)}
          </Field>
        ))}
        <fieldset
          className="form-field language-choice"
          aria-describedby={describedByError(FORM, 'language', show('language'))}
        >
          <legend className="form-label">
            <Text size="2" weight="bold">
              {t('presenter.fields.language')}
            </Text>
          </legend>
          <Text as="p" size="2" color="gray" id={`${fieldId(FORM, 'language')}-hint`}>
            {t('presenter.languageHint')}
          </Text>
          <ul>
            {PROFILE_LANGUAGES.map((code, index) => (
              <li key={code}>
                <Text as="label" size="2" className="choice">
                  <input
                    type="radio"
                    name="language"
                    value={code}
                    id={index === 0 ? fieldId(FORM, 'language') : undefined}
                    defaultChecked={language === code}
                    className="native-check"
                  />
                  <span>{t(`presenter.languages.${code}`)}</span>
                </Text>
              </li>
            ))}
          </ul>
          <FieldError form={FORM} field="language" error={show('language')} />
        </fieldset>
        <fieldset
          className="form-field category-choices"
          aria-describedby={describedByError(FORM, 'categoryIds', show('categoryIds'))}
        >
          <legend className="form-label">
            <Text size="2" weight="bold">
              {t('presenter.fields.categoryIds')}
            </Text>
          </legend>
          <ul>
            {section.categories.map((category, index) => (
              <li key={category.id}>
                <Text as="label" size="2" className="choice">
                  <input
                    type="checkbox"
                    name="categoryIds"
                    value={category.id}
                    id={index === 0 ? fieldId(FORM, 'categoryIds') : undefined}
                    defaultChecked={selected.has(category.id)}
                    className="native-check"
                  />
                  <span>{category.title}</span>
                </Text>
              </li>
            ))}
          </ul>
          <FieldError form={FORM} field="categoryIds" error={show('categoryIds')} />
        </fieldset>
        <ImageField
          currentUrl={profile?.imageUrl ?? null}
          currentKey={profile?.imageKey ?? null}
          serverError={show('image') ?? show('imageKey')}
        />
        <div>
          <SubmitButton data-testid="presenter-submit">{t('presenter.save')}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** Where the profile stands with the facilitation team, and its public page once approved. */
function ReviewStatus({ profile }: { profile: PresenterProfile }) {
  const { t } = useTranslation('account');
  const { review, publicPath } = profile;
  return (
    <div className="review-status" data-testid="presenter-review" data-state={review.state}>
      <Text as="p" weight="bold">
        {t(`presenter.review.${review.state}`)}
      </Text>
      {review.state === 'returned' && review.note && (
        <>
          <Text as="p" size="2">
            {t('presenter.review.noteLabel')}
          </Text>
          <blockquote data-testid="presenter-review-note">{review.note}</blockquote>
        </>
      )}
      {publicPath && (
        <Text as="p" size="2">
          {review.state === 'approved' ? t('presenter.review.publicNow') : t('presenter.review.publicStill')}{' '}
          <Link to={publicPath}>{t('presenter.review.publicLink')}</Link>
        </Text>
      )}
    </div>
  );
}
