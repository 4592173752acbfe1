/**
 * Newsletter sign-up (home page): an e-mail field, the consent text and a submit button, posting
 * to the home route's action (`/?index`, server action `newsletter`). With JavaScript it goes
 * through a fetcher, so the page does not navigate; without it the Worker renders the home page
 * again with the answer. A second sign-up of the same address is thanked, not refused.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { Link } from './link';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { EMAIL_MAX, FORM_ERROR_VALUES } from '#shared/schemas/form-basics.ts';
import type { NewsletterAnswer } from '#shared/schemas/forms.ts';

// The validator loads when the person first uses the form, not with the home page.
const loadRules = () => import('#shared/schemas/forms.ts');

const INPUT_ID = 'newsletter-email';
const ERROR_ID = 'newsletter-email-error';
const CONSENT_ID = 'newsletter-consent';

export function NewsletterForm() {
  const { t } = useTranslation('forms');
  const fetcher = useFetcher<NewsletterAnswer>();
  const actionData = useActionData<NewsletterAnswer>();
  // With JavaScript the fetcher's answer; after a plain post, the page's action data.
  const candidate = fetcher.data ?? actionData;
  const answer = candidate?.form === 'newsletter' ? candidate : undefined;
  const sending = fetcher.state === 'submitting';
  const inputRef = useRef<HTMLInputElement>(null);

  const [error, setError] = useState<string | undefined>(() =>
    answer && !answer.ok ? answer.fields?.email : undefined,
  );
  const [seenAnswer, setSeenAnswer] = useState(answer);
  if (answer !== seenAnswer) {
    setSeenAnswer(answer);
    setError(answer && !answer.ok ? answer.fields?.email : undefined);
  }

  useEffect(() => {
    if (!answer) return;
    if (answer.ok && inputRef.current) inputRef.current.value = '';
    else if (!answer.ok && answer.fields?.email) inputRef.current?.focus();
  }, [answer]);

  const show = (message: string | undefined) =>
    message?.startsWith('forms:') ? t(message, FORM_ERROR_VALUES[message] ?? {}) : message;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void loadRules().then(({ checkForm, newsletterSchema }) => {
      const checked = checkForm(newsletterSchema, new FormData(form));
      if (checked.success) {
        setError(undefined);
        void fetcher.submit(form, { method: 'post', action: '/?index' });
        return;
      }
      setError(checked.errors.email);
      inputRef.current?.focus();
    });
  };

  const checkEmail = (value: string) =>
    void loadRules().then(({ checkField, newsletterSchema }) =>
      setError(checkField(newsletterSchema, 'email', value) ?? undefined),
    );

  const message = show(error);
  const describedBy = [message ? ERROR_ID : '', CONSENT_ID].filter(Boolean).join(' ');
  const kept = answer && !answer.ok ? answer.values?.email : undefined;

  return (
    <fetcher.Form
      method="post"
      action="/?index"
      noValidate
      onSubmit={onSubmit}
      className="newsletter-form"
      aria-label={t('newsletter.formLabel')}
      data-testid="newsletter-form"
    >
      <Text as="label" htmlFor={INPUT_ID} size="2" weight="bold" className="form-label">
        {t('newsletter.email')}
        <span className="required-mark" aria-hidden="true">
          {' '}
          *
        </span>
      </Text>
      <Flex gap="2" wrap="wrap" className="newsletter-row">
        <TextField.Root
          ref={inputRef}
          id={INPUT_ID}
          name="email"
          type="email"
          size="3"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX}
          placeholder={t('newsletter.placeholder')}
          defaultValue={kept}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          color={message ? 'red' : undefined}
          className="newsletter-input"
          onBlur={(event) => {
            if (event.currentTarget.value.trim() !== '' || error) checkEmail(event.currentTarget.value);
          }}
          onChange={(event) => {
            if (error) checkEmail(event.currentTarget.value);
          }}
        />
        <Button type="submit" size="3" disabled={sending} data-testid="newsletter-submit">
          {sending ? t('sending') : t('newsletter.submit')}
        </Button>
      </Flex>
      {message && (
        <Text as="p" size="2" color="red" id={ERROR_ID} className="field-error">
          {message}
        </Text>
      )}
      <Text as="p" size="1" color="gray" id={CONSENT_ID} className="newsletter-consent">
        {t('newsletter.consent')} <Link to="/legal/privacy-policy">{t('newsletter.privacy')}</Link>
      </Text>
      <div aria-live="polite" className="newsletter-status" data-testid="newsletter-status">
        {answer?.ok && !message && (
          <Text as="p" size="2" color="grass" weight="medium">
            {answer.message}
          </Text>
        )}
        {answer && !answer.ok && answer.code !== 'invalid' && (
          <Text as="p" size="2" color="red" role="alert">
            {answer.message}
          </Text>
        )}
      </div>
    </fetcher.Form>
  );
}
