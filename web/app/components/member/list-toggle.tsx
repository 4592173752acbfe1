/**
 * Adds a presentation to the watchlist or an article to the readlist, or removes it after a
 * confirmation (spec §4). One path (decision 0019, issue #25): a plain form posting to the member
 * action route, which answers with the page again and the outcome in its address; the button says
 * what it will do and a status line says what happened. Removing asks first, with no script: in a
 * popover in the page (no round trip), or, where the browser has none, on the page the first post
 * answers.
 * Visitors see a sign-in link that brings them back.
 */
import { useTranslation } from 'react-i18next';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useRootData } from '../../lib/use-root-data';
import { SignInLink } from './sign-in-link';
import { InlineConfirm, MemberActionForm, QuestionPopover, useMemberOutcome } from './member-action-form';

export type ListKind = 'watchlist' | 'readlist';

export interface ListToggleProps {
  kind: ListKind;
  itemId: string;
  /** Whether the item is in the list when the page was made (unknown: the page offers to add it). */
  initiallyIn?: boolean | undefined;
}

export function ListToggle({ kind, itemId, initiallyIn }: ListToggleProps) {
  const { t } = useTranslation('account');
  const { user } = useRootData();
  const { outcome, back } = useMemberOutcome(kind, itemId);

  if (!user) {
    return <SignInLink className="member-action-link">{t(`toggle.${kind}.signIn`)}</SignInLink>;
  }

  // The list as the page was made (the outcome just posted says the same, read after it).
  const inList = outcome === 'added' ? true : outcome === 'removed' ? false : initiallyIn === true;
  const shown =
    outcome === 'added' || outcome === 'removed'
      ? { tone: 'success', text: t(`toggle.${kind}.${outcome}`) }
      : outcome === 'notFound'
        ? { tone: 'error', text: t(`toggle.${kind}.notFound`) }
        : outcome === 'failed'
          ? { tone: 'error', text: t('errors.generic') }
          : null;
  const question = `${kind}-${itemId}-question`;
  const asking = {
    title: t(`lists.${kind}.removeTitle`),
    text: t(`toggle.${kind}.removeText`),
    confirmLabel: t('lists.removeConfirm'),
    cancelLabel: t('lists.keep'),
    danger: true,
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
        {inList ? (
          <>
            {/* One of the two shows (site.css): the popover's opener, or the plain post. */}
            <Button type="button" variant="soft" popoverTarget={question} className="question-open">
              {t(`toggle.${kind}.remove`)}
            </Button>
            <Button type="submit" variant="soft" className="question-fallback">
              {t(`toggle.${kind}.remove`)}
            </Button>
          </>
        ) : (
          <Button type="submit" variant="solid">
            {t(`toggle.${kind}.add`)}
          </Button>
        )}
        <Text as="p" size="2" role="status" color={shown?.tone === 'error' ? 'red' : undefined}>
          {shown?.text}
        </Text>
      </Flex>
      {inList && outcome === 'confirm' && <InlineConfirm {...asking} cancelTo={back} />}
      {inList && outcome !== 'confirm' && <QuestionPopover id={question} {...asking} />}
    </MemberActionForm>
  );
}
