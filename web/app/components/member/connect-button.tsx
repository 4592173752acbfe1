/**
 * Asks the product team to connect the member with a presenter (spec §4), as a plain form to the
 * member action route (`/account/actions`, decision 0019), with no script at all: the button
 * opens the spec's confirmation ("Connect with this presenter?", Cancel / "Go ahead!") as a popover
 * in the page (the `popover` attribute and `popovertarget`, no round trip), whose "Go ahead!" posts
 * the form. A browser without popovers sends the form unconfirmed instead, and the route answers
 * with the same question asked in the page. The route answers with a 303 back here, the outcome in
 * the address. Visitors see a sign-in link that brings them back.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useRootData } from '../../lib/use-root-data';
import { SignInLink } from './sign-in-link';
import { InlineConfirm, MemberActionForm, QuestionPopover, useMemberOutcome } from './member-action-form';
import { CONNECTION_REASON_MAX } from '#shared/constants/introductions.ts';
import { PageScript } from '../page-script';

/** The member's choices for publishing their question (shared/schemas/answers.ts, without valibot). */
const PUBLISH_CHOICES = ['no', 'anonymous', 'firstName'] as const;
import '../../styles/connect.css';

interface ConnectButtonProps {
  presenterId: string;
  presenterName: string;
}

type Status = { tone: 'success' | 'error'; text: string; link?: 'connections' } | null;

export function ConnectButton({ presenterId, presenterName }: ConnectButtonProps) {
  const { t } = useTranslation('account');
  const { user } = useRootData();
  const { outcome, back } = useMemberOutcome('connect', presenterId);
  const id = useId();

  if (!user) {
    return <SignInLink className="member-action-link">{t('connect.signIn', { name: presenterName })}</SignInLink>;
  }

  // What the post said (the page's address carries it).
  const status: Status =
    outcome === 'sent'
      ? { tone: 'success', text: t('connect.sent'), link: 'connections' }
      : outcome === 'open'
        ? { tone: 'error', text: t('connect.alreadyOpen'), link: 'connections' }
        : outcome === 'notFound'
          ? { tone: 'error', text: t('connect.notFound') }
          : outcome === 'failed'
            ? { tone: 'error', text: t('errors.generic') }
            : null;
  const sent = outcome === 'sent';
  const dialogId = `connect-dialog-${presenterId}`;
  const label = t('connect.button', { name: presenterName });

  return (
    <MemberActionForm
      of="connect"
      intent="connect"
      id={presenterId}
      back={back}
      className="member-action connect-form"
      testId="connect"
    >
      <Flex gap="3" align="center" wrap="wrap">
        {sent ? (
          <Button type="button" aria-disabled="true">
            {t('connect.requested')}
          </Button>
        ) : (
          <>
            {/* Shown where popovers work (site.css): opens the question in the page. */}
            <Button
              type="button"
              popoverTarget={dialogId}
              className="question-open connect-open"
              data-testid="connect-open"
            >
              {label}
            </Button>
            {/* Elsewhere: the form goes unconfirmed, and the route asks the question in the page. */}
            <Button type="submit" className="question-fallback connect-fallback">
              {label}
            </Button>
          </>
        )}
        <Text as="p" size="2" role="status" color={status?.tone === 'error' ? 'red' : undefined}>
          {status?.text}{' '}
          {status?.link === 'connections' && <Link to="/account/connections">{t('connect.seeConnections')}</Link>}
        </Text>
      </Flex>
      {outcome === 'confirm' ? (
        <InlineConfirm
          title={t('connect.title')}
          text={t('connect.text')}
          confirmLabel={t('connect.confirm')}
          cancelLabel={t('connect.cancel')}
          cancelTo={back}
        >
          <ReasonField id={`${id}-inline`} presenterId={presenterId} />
        </InlineConfirm>
      ) : (
        !sent && (
          <QuestionPopover
            id={dialogId}
            role="dialog"
            title={t('connect.title')}
            text={t('connect.text')}
            confirmLabel={t('connect.confirm')}
            cancelLabel={t('connect.cancel')}
            className="connect-dialog"
            testId="connect-dialog"
          >
            {/* Focus goes to the first field when the popover opens. */}
            <ReasonField id={`${id}-dialog`} presenterId={presenterId} autoFocus />
          </QuestionPopover>
        )
      )}
    </MemberActionForm>
  );
}

/**
 * The member's optional reason for asking (decision 0028): at most 500 characters, read by the
 * presenter when the team sends the request. A plain field of the form.
 */
function ReasonField({ id, presenterId, autoFocus }: { id: string; presenterId: string; autoFocus?: boolean }) {
  const { t } = useTranslation('account');
  const { t: tAnswers } = useTranslation('answers');
  return (
    <div className="connect-reason" data-module="answer-suggest" data-presenter={presenterId}>
      <label htmlFor={`${id}-reason`}>{t('connect.reasonLabel')}</label>
      <textarea
        id={`${id}-reason`}
        name="reason"
        rows={3}
        maxLength={CONNECTION_REASON_MAX}
        aria-describedby={`${id}-reason-hint`}
        autoFocus={autoFocus}
      />
      <Text as="p" size="1" color="gray" id={`${id}-reason-hint`}>
        {t('connect.reasonHint')}
      </Text>
      {/* Ask the library first (decision 0040): filled as the member types by
          web/scripts/answer-suggest.ts; without it, the route shows them after a first post. */}
      <div data-slot="suggestions" role="region" aria-live="polite" aria-label={tAnswers('suggest.title')} hidden>
        <Text as="p" size="2" weight="bold">
          {tAnswers('suggest.title')}
        </Text>
        <ul className="suggested-answers" />
      </div>
      <fieldset className="connect-consent">
        <legend>{tAnswers('consent.legend')}</legend>
        {PUBLISH_CHOICES.map((choice) => (
          <label key={choice} className="connect-consent-choice">
            <input type="radio" name="publish" value={choice} defaultChecked={choice === 'no'} />{' '}
            {tAnswers(`consent.${choice}`)}
          </label>
        ))}
        <Text as="p" size="1" color="gray">
          {tAnswers('consent.hint')}
        </Text>
      </fieldset>
      <PageScript name="answer-suggest" />
    </div>
  );
}
