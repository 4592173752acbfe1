/**
 * Adds a presentation to the watchlist or an article to the readlist, or removes it after a
 * confirmation (spec §4): `PUT` / `DELETE /api/<kind>/<id>`. The button says what it will do and
 * a status line says what happened. Visitors see a sign-in link that brings them back. Light on
 * purpose (public pages): no Firebase, and the dialog's code loads on first use. Without scripts
 * (lite pages) the button posts its form and the confirmation is asked in the page.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useRootData } from '../../lib/use-root-data';
import { memberApi } from './member-api';
import { SignInLink } from './sign-in-link';
import { InlineConfirm, MemberActionForm, useMemberOutcome } from './member-action-form';
import { LazyConfirmDialog } from './lazy-confirm-dialog';

export type ListKind = 'watchlist' | 'readlist';

export interface ListToggleProps {
  kind: ListKind;
  itemId: string;
  /** Whether the item is in the list when the page was made; asked of the API when unknown. */
  initiallyIn?: boolean | undefined;
}

type Status = { tone: 'success' | 'error'; text: string; signIn?: boolean } | null;

export function ListToggle({ kind, itemId, initiallyIn }: ListToggleProps) {
  const { t } = useTranslation('account');
  const { user, lite } = useRootData();
  const { outcome, back } = useMemberOutcome(kind, itemId);
  const [inList, setInList] = useState<boolean | null>(
    outcome === 'added' ? true : outcome === 'removed' ? false : (initiallyIn ?? null),
  );
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Not told by the page: read the list once.
  useEffect(() => {
    if (!user || initiallyIn !== undefined) return;
    const controller = new AbortController();
    memberApi<{ items: { id: string }[] }>(`/api/${kind}`, { signal: controller.signal })
      .then((result) => {
        if (result.ok) setInList(result.data.items.some((item) => item.id === itemId));
        else setInList(false);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [user, kind, itemId, initiallyIn]);

  if (!user) {
    return <SignInLink className="member-action-link">{t(`toggle.${kind}.signIn`)}</SignInLink>;
  }

  // What the form post said (the page's address carries it), until this page acts itself.
  const posted: Status =
    outcome === 'added' || outcome === 'removed'
      ? { tone: 'success', text: t(`toggle.${kind}.${outcome}`) }
      : outcome === 'notFound'
        ? { tone: 'error', text: t(`toggle.${kind}.notFound`) }
        : outcome === 'failed'
          ? { tone: 'error', text: t('errors.generic') }
          : null;
  const shown = status ?? posted;

  const failed = (status: number, message: string): Status =>
    status === 401
      ? { tone: 'error', text: t('toggle.sessionEnded'), signIn: true }
      : { tone: 'error', text: message || t(status === 0 ? 'errors.network' : 'errors.generic') };

  const add = async () => {
    setBusy(true);
    const result = await memberApi(`/api/${kind}/${encodeURIComponent(itemId)}`, { method: 'PUT' });
    setBusy(false);
    if (result.ok) {
      setInList(true);
      setStatus({ tone: 'success', text: t(`toggle.${kind}.added`) });
    } else setStatus(failed(result.error.status, result.error.message));
  };

  const remove = async () => {
    setBusy(true);
    const result = await memberApi(`/api/${kind}/${encodeURIComponent(itemId)}`, { method: 'DELETE' });
    setBusy(false);
    if (result.ok) {
      setInList(false);
      setStatus({ tone: 'success', text: t(`toggle.${kind}.removed`) });
    } else setStatus(failed(result.error.status, result.error.message));
  };

  return (
    <MemberActionForm
      of={kind}
      intent={inList ? 'remove' : 'add'}
      id={itemId}
      back={back}
      className="member-action"
      testId={`${kind}-toggle`}
    >
      <Flex gap="3" align="center" wrap="wrap">
        <Button
          ref={buttonRef}
          type="submit"
          variant={inList ? 'soft' : 'solid'}
          // Never `disabled` while busy: focus comes back here when the dialog closes.
          // Unknown (the list could not be read) on a lite page: adding is harmless when it is there.
          disabled={inList === null && !lite}
          aria-busy={busy || undefined}
          onClick={(event) => {
            event.preventDefault();
            if (busy) return;
            if (inList) setConfirming(true);
            else void add();
          }}
          data-state-in-list={inList === null ? undefined : String(inList)}
        >
          {inList ? t(`toggle.${kind}.remove`) : t(`toggle.${kind}.add`)}
        </Button>
        <Text as="p" size="2" role="status" color={shown?.tone === 'error' ? 'red' : undefined}>
          {shown?.text} {shown?.signIn && <SignInLink>{t('toggle.signInAgain')}</SignInLink>}
        </Text>
      </Flex>
      {outcome === 'confirm' && !status && (
        <InlineConfirm
          title={t(`lists.${kind}.removeTitle`)}
          text={t(`toggle.${kind}.removeText`)}
          confirmLabel={t('lists.removeConfirm')}
          cancelLabel={t('lists.keep')}
          cancelTo={back}
          danger
        />
      )}
      {confirming && (
        <LazyConfirmDialog
          open
          onOpenChange={setConfirming}
          returnFocusTo={buttonRef}
          title={t(`lists.${kind}.removeTitle`)}
          description={t(`toggle.${kind}.removeText`)}
          cancelLabel={t('lists.keep')}
          confirmLabel={t('lists.removeConfirm')}
          tone="danger"
          onConfirm={() => void remove()}
        />
      )}
    </MemberActionForm>
  );
}
