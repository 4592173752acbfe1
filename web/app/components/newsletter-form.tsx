/**
 * Newsletter sign-up (home page): an e-mail field, the consent text and a submit button: a plain
 * form posting to the home route's action (`/?index`, server action `newsletter`), which answers
 * with the home page again showing its answer (issue #25: the same with or without scripts). A
 * refused address comes back in its field, with the message and the focus on it. A second sign-up
 * of the same address is thanked, not refused. The answer page opens at the form (`#newsletter`).
 */
import { Link, useActionData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { EMAIL_MAX, FORM_ERROR_VALUES } from '#shared/schemas/form-basics.ts';
import type { NewsletterAnswer } from '#shared/schemas/forms.ts';

const FORM_ID = 'newsletter';
const INPUT_ID = 'newsletter-email';
const ERROR_ID = 'newsletter-email-error';
const CONSENT_ID = 'newsletter-consent';

export function NewsletterForm() {
  const { t } = useTranslation('forms');
  const actionData = useActionData<NewsletterAnswer>();
  const answer = actionData?.form === 'newsletter' ? actionData : undefined;
  const error = answer && !answer.ok ? answer.fields?.email : undefined;
  const message = error?.startsWith('forms:') ? t(error, FORM_ERROR_VALUES[error] ?? {}) : error;
  const describedBy = [message ? ERROR_ID : '', CONSENT_ID].filter(Boolean).join(' ');
  const kept = answer && !answer.ok ? answer.values?.email : undefined;

  return (
    <form
      method="post"
      // The answer page opens where the form is, not at its top (issue #31: the thanks were 8,000 px
      // below on a phone): the browser scrolls to the fragment of the address it posted to.
      action={`/?index#${FORM_ID}`}
      // Not on a refused address's page: a fragment that names an element stops autofocus, and
      // there the focus (which scrolls too) goes to the field.
      id={message ? undefined : FORM_ID}
      // The Worker checks the address and says what is wrong in the reader's language.
      noValidate
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
          // A refused address: the page comes back with the focus in its field.
          autoFocus={Boolean(message)}
        />
        <Button type="submit" size="3" data-testid="newsletter-submit">
          {t('newsletter.submit')}
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
        {answer?.ok && (
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
    </form>
  );
}
