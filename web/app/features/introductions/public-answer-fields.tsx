/**
 * The presenter's public answer (decision 0040), asked with their answer to a request whose member
 * agreed to publish the question: a written answer (en or fr), and/or a short audio recording (a
 * plain file input: the form is posted as multipart, no script needed), optionally tied to one of
 * their talks and a moment in it. All optional: nothing written and nothing recorded is no public
 * answer. The Worker checks the recording from its bytes and says why it refuses one.
 */
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { ANSWER_TEXT_MAX } from '#shared/constants/answers.ts';
import type { Locale } from '#shared/constants/spec.ts';

export interface TalkChoice {
  id: string;
  title: string;
}

interface PublicAnswerFieldsProps {
  id: string;
  locale: Locale;
  talks: TalkChoice[];
  fieldError: (name: string) => string | undefined;
}

export function PublicAnswerFields({ id, locale, talks, fieldError }: PublicAnswerFieldsProps) {
  const { t } = useTranslation('answers');
  const described = (name: string, hint?: string) =>
    [hint, fieldError(name) ? `${id}-${name}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const error = (name: string) =>
    fieldError(name) && (
      <Text as="p" color="red" size="2" id={`${id}-${name}-error`}>
        {fieldError(name)}
      </Text>
    );
  return (
    <fieldset className="public-answer" data-testid="public-answer" aria-describedby={`${id}-public-hint`}>
      <legend>{t('presenterForm.legend')}</legend>
      <Text as="p" size="1" color="gray" id={`${id}-public-hint`}>
        {t('presenterForm.hint')}
      </Text>
      <label htmlFor={`${id}-publicText`} className="introduction-label">
        {t('presenterForm.text')}
      </label>
      <textarea
        id={`${id}-publicText`}
        name="publicText"
        rows={5}
        maxLength={ANSWER_TEXT_MAX}
        aria-describedby={described('publicText')}
        aria-invalid={fieldError('publicText') ? true : undefined}
      />
      {error('publicText')}
      <label htmlFor={`${id}-publicLanguage`} className="introduction-label">
        {t('presenterForm.language')}
      </label>
      <select id={`${id}-publicLanguage`} name="publicLanguage" defaultValue={locale === 'en' ? 'en' : 'fr'}>
        <option value="en">English</option>
        <option value="fr">Français</option>
      </select>
      <label htmlFor={`${id}-recording`} className="introduction-label">
        {t('presenterForm.recording')}
      </label>
      <input
        id={`${id}-recording`}
        type="file"
        name="recording"
        accept="audio/*"
        aria-describedby={described('recording', `${id}-recording-hint`)}
        aria-invalid={fieldError('recording') ? true : undefined}
      />
      <Text as="p" size="1" color="gray" id={`${id}-recording-hint`}>
        {t('presenterForm.recordingHint')}
      </Text>
      {error('recording')}
      {talks.length > 0 && (
        <>
          <label htmlFor={`${id}-talkId`} className="introduction-label">
            {t('presenterForm.talk')}
          </label>
          <select id={`${id}-talkId`} name="talkId" defaultValue="" aria-describedby={described('talkId')}>
            <option value="">{t('presenterForm.noTalk')}</option>
            {talks.map((talk) => (
              <option key={talk.id} value={talk.id}>
                {talk.title}
              </option>
            ))}
          </select>
          {error('talkId')}
          <label htmlFor={`${id}-moment`} className="introduction-label">
            {t('presenterForm.moment')}
          </label>
          <input
            id={`${id}-moment`}
            name="moment"
            inputMode="numeric"
            pattern="[0-9:]*"
            size={8}
            aria-describedby={described('moment')}
            aria-invalid={fieldError('moment') ? true : undefined}
          />
          {error('moment')}
        </>
      )}
    </fieldset>
  );
}
