/**
 * Asks the product team to connect the member with a presenter (spec §4): a confirmation dialog
 * ("Connect with this presenter?", Cancel / "Go ahead!"), then `POST /api/connections`. A request
 * already open with this presenter (409) is explained with the Worker's message. Visitors see a
 * sign-in link that brings them back. No Firebase; the dialog's code loads on first use. Without
 * scripts (lite pages) the button posts its form and the question is asked in the page.
 */
import { useId, useRef, useState } from 'react';
import { Link } from '../link';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useRootData } from '../../lib/use-root-data';
import { memberApi } from './member-api';
import { SignInLink } from './sign-in-link';
import { InlineConfirm, MemberActionForm, useMemberOutcome } from './member-action-form';
import { LazyConfirmDialog } from './lazy-confirm-dialog';
import { CONNECTION_REASON_MAX } from '#shared/constants/introductions.ts';

interface ConnectButtonProps {
  presenterId: string;
  presenterName: string;
}

type Status = { tone: 'success' | 'error'; text: string; link?: 'connections' | 'signIn' } | null;

export function ConnectButton({ presenterId, presenterName }: ConnectButtonProps) {
  const { t } = useTranslation('account');
  const { user } = useRootData();
  const { outcome, back } = useMemberOutcome('connect', presenterId);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(outcome === 'sent');
  const [status, setStatus] = useState<Status>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();

  if (!user) {
    return <SignInLink className="member-action-link">{t('connect.signIn', { name: presenterName })}</SignInLink>;
  }

  const request = async () => {
    setBusy(true);
    const trimmed = reason.trim();
    const result = await memberApi('/api/connections', {
      method: 'POST',
      body: trimmed ? { presenterId, reason: trimmed } : { presenterId },
    });
    setBusy(false);
    if (result.ok) {
      setSent(true);
      setStatus({ tone: 'success', text: t('connect.sent'), link: 'connections' });
      return;
    }
    const { status: code, message } = result.error;
    if (code === 409) setStatus({ tone: 'error', text: message || t('connect.alreadyOpen'), link: 'connections' });
    else if (code === 401) setStatus({ tone: 'error', text: t('toggle.sessionEnded'), link: 'signIn' });
    else if (code === 404) setStatus({ tone: 'error', text: message || t('connect.notFound') });
    else setStatus({ tone: 'error', text: message || t(code === 0 ? 'errors.network' : 'errors.generic') });
  };

  // What the form post said (the page's address carries it), until this page acts itself.
  const posted: Status =
    outcome === 'sent'
      ? { tone: 'success', text: t('connect.sent'), link: 'connections' }
      : outcome === 'open'
        ? { tone: 'error', text: t('connect.alreadyOpen'), link: 'connections' }
        : outcome === 'notFound'
          ? { tone: 'error', text: t('connect.notFound') }
          : outcome === 'failed'
            ? { tone: 'error', text: t('errors.generic') }
            : null;
  const shown = status ?? posted;

  return (
    <MemberActionForm
      of="connect"
      intent="connect"
      id={presenterId}
      back={back}
      className="member-action"
      testId="connect"
    >
      <Flex gap="3" align="center" wrap="wrap">
        {/* Never `disabled`: focus comes back here when the dialog closes. */}
        <Button
          ref={buttonRef}
          aria-disabled={sent || undefined}
          aria-busy={busy || undefined}
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            if (!busy && !sent) setConfirming(true);
          }}
        >
          {sent ? t('connect.requested') : t('connect.button', { name: presenterName })}
        </Button>
        <Text as="p" size="2" role="status" color={shown?.tone === 'error' ? 'red' : undefined}>
          {shown?.text}{' '}
          {shown?.link === 'connections' && <Link to="/account/connections">{t('connect.seeConnections')}</Link>}
          {shown?.link === 'signIn' && <SignInLink>{t('toggle.signInAgain')}</SignInLink>}
        </Text>
      </Flex>
      {outcome === 'confirm' && !status && (
        <InlineConfirm
          title={t('connect.title')}
          text={t('connect.text')}
          confirmLabel={t('connect.confirm')}
          cancelLabel={t('connect.cancel')}
          cancelTo={back}
        >
          <ReasonField id={reasonId} />
        </InlineConfirm>
      )}
      {confirming && (
        <LazyConfirmDialog
          open
          onOpenChange={setConfirming}
          returnFocusTo={buttonRef}
          title={t('connect.title')}
          description={t('connect.text')}
          cancelLabel={t('connect.cancel')}
          confirmLabel={t('connect.confirm')}
          onConfirm={() => void request()}
        >
          <ReasonField id={reasonId} value={reason} onChange={setReason} />
        </LazyConfirmDialog>
      )}
    </MemberActionForm>
  );
}

/**
 * The member's optional reason for asking (decision 0028): at most 500 characters, read by the
 * presenter when the team sends the request. A plain field of the form without JavaScript.
 */
function ReasonField({ id, value, onChange }: { id: string; value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation('account');
  return (
    <div className="connect-reason">
      <label htmlFor={`${id}-reason`}>{t('connect.reasonLabel')}</label>
      <textarea
        id={`${id}-reason`}
        name="reason"
        rows={3}
        maxLength={CONNECTION_REASON_MAX}
        aria-describedby={`${id}-reason-hint`}
        {...(onChange ? { value, onChange: (event) => onChange(event.target.value) } : {})}
      />
      <Text as="p" size="1" color="gray" id={`${id}-reason-hint`}>
        {t('connect.reasonHint')}
      </Text>
    </div>
  );
}
