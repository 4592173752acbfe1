/**
 * The general profile (spec §2 "General"): first and last name, saved with `PATCH /api/me`; the
 * e-mail is the sign-in address, shown read-only.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Heading, Text, TextField } from '@radix-ui/themes';
import { NAME_MAX } from '#shared/schemas/forms.ts';
import { updateGeneralProfileBody } from '#shared/schemas/member.ts';
import { FormStatus, RequiredNote, SubmitButton } from '../../components/form-controls';
import { Field, FormMessage, fieldId, RequiredMark, useSchemaForm } from '../../components/member/form-parts';
import { memberApi } from '../../components/member/member-api';
import type { GeneralProfileView } from './types';

const FORM = 'general';

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'saved' } | { kind: 'error'; message: string };

export function GeneralForm({ profile }: { profile: GeneralProfileView }) {
  const { t } = useTranslation('account');
  const revalidator = useRevalidator();
  const form = useSchemaForm(updateGeneralProfileBody, ['firstName', 'lastName']);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const statusRef = useRef<HTMLDivElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.kind === 'busy') return;
    const values = form.check(event.currentTarget);
    setServerErrors({});
    if (!values) return;
    setOutcome({ kind: 'busy' });
    const result = await memberApi('/api/me', { method: 'PATCH', body: values });
    if (result.ok) {
      setOutcome({ kind: 'saved' });
      void revalidator.revalidate();
    } else {
      setServerErrors(result.error.fields ?? {});
      setOutcome({ kind: 'error', message: result.error.message || t(apiErrorKey(result.error.status)) });
    }
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const error = (field: 'firstName' | 'lastName') => form.show(form.errors[field]) ?? serverErrors[field];
  const busy = outcome.kind === 'busy';
  return (
    <section aria-labelledby="general-title" className="account-section">
      <Heading as="h2" size="5" id="general-title">
        {t('general.detailsTitle')}
      </Heading>
      <FormStatus ref={statusRef} testId="general-status">
        {outcome.kind === 'saved' && (
          <FormMessage tone="success" testId="general-saved">
            {t('general.saved')}
          </FormMessage>
        )}
        {outcome.kind === 'error' && <FormMessage tone="error">{outcome.message}</FormMessage>}
      </FormStatus>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="account-form"
        aria-busy={busy || undefined}
      >
        <RequiredNote>{t('requiredNote')}</RequiredNote>
        <div className="form-row">
          <Field form={FORM} field="firstName" label={t('general.firstName')} required error={error('firstName')}>
            {(props) => (
              <TextField.Root
                {...props}
                size="3"
                autoComplete="given-name"
                maxLength={NAME_MAX}
                defaultValue={profile.firstName}
                {...form.events}
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
                defaultValue={profile.lastName}
                {...form.events}
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
            value={profile.email}
            readOnly
            aria-describedby={`${FORM}-email-hint`}
          />
          <Text as="p" size="1" color="gray" id={`${FORM}-email-hint`} className="form-hint">
            {t('general.emailHint')}
          </Text>
        </div>
        <div>
          <SubmitButton busy={busy} busyLabel={t('saving')} data-testid="general-submit">
            {t('general.save')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** The page's own message for an API failure without one (no network, or an empty answer). */
export function apiErrorKey(status: number): string {
  if (status === 0) return 'errors.network';
  if (status === 401 || status === 403) return 'errors.signedOut';
  return 'errors.generic';
}
