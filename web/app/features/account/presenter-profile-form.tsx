/**
 * The presenter profile (spec §3, §5): title, qualifications, country, organisation, role at
 * organisation, telephone (for the team only), short summary, bio, categories (several of the
 * nine) and the image. Checked with the shared schema, the image uploaded first
 * (`POST /api/presenter-profile/image`) and the profile then saved with its key
 * (`PUT /api/presenter-profile`). Name, surname, e-mail and country are required (asterisk).
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Heading, Text, TextArea, TextField } from '@radix-ui/themes';
import {
  PRESENTER_ERROR_VALUES,
  PRESENTER_LIMITS,
  PRESENTER_PROFILE_FIELDS,
  PRESENTER_PROFILE_REQUIRED,
  PROFILE_LANGUAGES,
  presenterProfileInputSchema,
  type PresenterImageAnswer,
  type PresenterProfile,
  type PresenterProfileField,
} from '#shared/schemas/presenter-profile.ts';
import { Link } from '../../components/link';
import { FormStatus, RequiredNote, SubmitButton } from '../../components/form-controls';
import {
  describedByError,
  Field,
  FieldError,
  fieldId,
  FormMessage,
  useSchemaForm,
  type ControlProps,
} from '../../components/member/form-parts';
import { memberApi } from '../../components/member/member-api';
import { apiErrorKey } from './general-form';
import { ImageField, type ImageChoice } from './image-field';
import type { GeneralProfileView, PresenterSectionData } from './types';
import '../../styles/radix/text-area.css';

const FORM = 'presenter';

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'saved' } | { kind: 'error'; message: string };

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
}

export function PresenterProfileForm({ section, general }: PresenterProfileFormProps) {
  const { t, i18n } = useTranslation('account');
  const revalidator = useRevalidator();
  const form = useSchemaForm(presenterProfileInputSchema, PRESENTER_PROFILE_FIELDS);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [image, setImage] = useState<ImageChoice>({ kind: 'keep' });
  const statusRef = useRef<HTMLDivElement>(null);
  const profile = section.profile;

  const defaults: Record<TextFieldName, string> = {
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

  const finish = (next: Outcome) => {
    setOutcome(next);
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.kind === 'busy') return;
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const input: Record<string, unknown> = { categoryIds: data.getAll('categoryIds') };
    for (const { name } of TEXT_FIELDS) input[name] = data.get(name) ?? '';
    input.language = data.get('language') ?? undefined;
    input.imageKey = image.kind === 'remove' ? null : (profile?.imageKey ?? null);
    setServerErrors({});
    const values = form.check(formElement, input);
    if (!values) return;
    setOutcome({ kind: 'busy' });

    let imageKey = values.imageKey;
    if (image.kind === 'upload') {
      const upload = new FormData();
      upload.set('image', image.file);
      const uploaded = await memberApi<PresenterImageAnswer>('/api/presenter-profile/image', {
        method: 'POST',
        body: upload,
      });
      if (!uploaded.ok) {
        const message = uploaded.error.message || t(apiErrorKey(uploaded.error.status));
        setServerErrors({ image: message });
        finish({ kind: 'error', message });
        return;
      }
      imageKey = uploaded.data.imageKey;
    }
    const saved = await memberApi('/api/presenter-profile', { method: 'PUT', body: { ...values, imageKey } });
    if (!saved.ok) {
      setServerErrors(saved.error.fields ?? {});
      finish({ kind: 'error', message: saved.error.message || t(apiErrorKey(saved.error.status)) });
      return;
    }
    setImage({ kind: 'keep' });
    finish({ kind: 'saved' });
    void revalidator.revalidate();
  };

  const show = (field: PresenterProfileField) => {
    const key = form.errors[field];
    return key ? t(key, PRESENTER_ERROR_VALUES[key] ?? {}) : serverErrors[field];
  };
  const busy = outcome.kind === 'busy';
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
      defaultValue: defaults[spec.name],
      ...form.events,
    };
    if (spec.multiline) return <TextArea {...common} size="3" rows={spec.multiline} resize="vertical" />;
    return <TextField.Root {...common} size="3" type={spec.type ?? 'text'} autoComplete={spec.autoComplete} />;
  };

  const selected = new Set<string>(profile?.categoryIds ?? []);
  const language = profile?.language ?? (i18n.language === 'en' ? 'en' : 'fr');
  return (
    <section aria-labelledby="presenter-profile-heading" className="account-section" data-testid="presenter-profile">
      <Heading as="h2" size="5" id="presenter-profile-heading">
        {t('presenter.title')}
      </Heading>
      <Text as="p" color="gray">
        {t('presenter.intro')}
      </Text>
      {profile && <ReviewStatus profile={profile} />}
      <FormStatus ref={statusRef} testId="presenter-status">
        {outcome.kind === 'saved' && (
          <FormMessage tone="success" testId="presenter-saved">
            {t('presenter.saved')}
          </FormMessage>
        )}
        {outcome.kind === 'error' && (
          <FormMessage tone="error" testId="presenter-error">
            {outcome.message}
          </FormMessage>
        )}
      </FormStatus>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="account-form"
        aria-busy={busy || undefined}
      >
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
          choice={image}
          onChoice={setImage}
          serverError={serverErrors.image ?? serverErrors.imageKey}
        />
        <div>
          <SubmitButton busy={busy} busyLabel={t('saving')} data-testid="presenter-submit">
            {t('presenter.save')}
          </SubmitButton>
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
