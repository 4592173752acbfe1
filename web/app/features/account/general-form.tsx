/**
 * The general profile (spec §2 "General"): first and last name, a plain form posted to the
 * account profile's action (server/account-actions.server.ts, as PATCH /api/me: saved, and the
 * session re-signed with the new name); the e-mail is the sign-in address, shown read-only. A
 * refusal comes back in the page with a message per field and what was typed. No script.
 */
import { useTranslation } from 'react-i18next';
import { Heading, Text, TextField } from '@radix-ui/themes';
import { NAME_MAX } from '#shared/schemas/forms.ts';
import { RequiredNote, SubmitButton } from '../../components/form-controls';
import { Field, FormMessage, fieldId, RequiredMark } from '../../components/member/form-parts';
import type { GeneralProfileView, ProfileAnswer } from './types';

const FORM = 'general';

/** A text value the refused form was sent, else `fallback`. */
export function sentValue(answer: ProfileAnswer | undefined, name: string, fallback: string): string {
  const value = answer && !answer.ok ? answer.values[name] : undefined;
  return typeof value === 'string' ? value : fallback;
}

export function GeneralForm({ profile, answer }: { profile: GeneralProfileView; answer: ProfileAnswer | undefined }) {
  const { t } = useTranslation('account');
  const refused = answer && !answer.ok ? answer : undefined;
  const error = (field: 'firstName' | 'lastName') => refused?.fields[field];
  return (
    <section aria-labelledby="general-title" className="account-section">
      <Heading as="h2" size="5" id="general-title">
        {t('general.detailsTitle')}
      </Heading>
      <div tabIndex={-1} className="form-status" data-testid="general-status" autoFocus={answer ? true : undefined}>
        {answer?.ok && (
          <FormMessage tone="success" testId="general-saved">
            {t('general.saved')}
          </FormMessage>
        )}
        {refused && (
          <FormMessage tone="error" testId="general-error">
            {refused.message}
          </FormMessage>
        )}
      </div>
      <form method="post" className="account-form">
        <input type="hidden" name="form" value={FORM} />
        <RequiredNote>{t('requiredNote')}</RequiredNote>
        <div className="form-row">
          <Field form={FORM} field="firstName" label={t('general.firstName')} required error={error('firstName')}>
            {(props) => (
              <TextField.Root
                {...props}
                size="3"
                autoComplete="given-name"
                maxLength={NAME_MAX}
                defaultValue={sentValue(answer, 'firstName', profile.firstName)}
              />
            )}
          </Field>
          <Field form={FORM} field="lastName" label={t('general.lastName')} required error={error('lastName')}>
            {(props) => (
              <TextField.Root
                {...props}
                size="3"
                autoComplete="family-name"
                maxLength={NAME_MAX}
                defaultValue={sentValue(answer, 'lastName', profile.lastName)}
              />
            )}
          </Field>
        </div>
        <div className="form-field">
          <Text as="label" htmlFor={fieldId(FORM, 'email')} size="2" weight="bold" className="form-label">
            {t('general.email')}
            <RequiredMark />
          </Text>
          <TextField.Root
            id={fieldId(FORM, 'email')}
            size="3"
            type="email"
            defaultValue={profile.email}
            readOnly
            aria-describedby={`${FORM}-email-hint`}
          />
          <Text as="p" size="1" color="gray" id={`${FORM}-email-hint`} className="form-hint">
            {t('general.emailHint')}
          </Text>
        </div>
        <div>
          <SubmitButton data-testid="general-submit">{t('general.save')}</SubmitButton>
        </div>
      </form>
    </section>
  );
}
