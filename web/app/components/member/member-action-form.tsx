/**
 * The plain-form side of the member controls (list toggles, connect; decision 0019): a form that
 * posts to the member action route, so the control works on lite pages and without JavaScript,
 * and the confirmation that route asks for, shown in place of the dialog. With scripts running,
 * the controls handle the press themselves and this form is never sent.
 */
import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button, Flex, Text } from '@radix-ui/themes';
import { Link } from '../link';
import {
  MEMBER_ACTION_PATH,
  outcomeOf,
  withoutOutcome,
  type MemberActionKind,
  type MemberActionOutcome,
} from '#shared/schemas/member-action.ts';

/** The outcome in the page's address for this control (kind and item), or null. */
export function useMemberOutcome(
  of: MemberActionKind,
  id: string,
): { outcome: MemberActionOutcome | null; back: string } {
  const { pathname, search } = useLocation();
  const outcome = outcomeOf(new URLSearchParams(search));
  return {
    outcome: outcome && outcome.of === of && outcome.id === id ? outcome.done : null,
    back: withoutOutcome(pathname, search),
  };
}

interface MemberActionFormProps {
  of: MemberActionKind;
  intent: 'add' | 'remove' | 'connect';
  id: string;
  back: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}

export function MemberActionForm({ of, intent, id, back, className, testId, children }: MemberActionFormProps) {
  return (
    <form method="post" action={MEMBER_ACTION_PATH} id={`${of}-${id}`} className={className} data-testid={testId}>
      <input type="hidden" name="intent" value={intent} />
      {of !== 'connect' && <input type="hidden" name="list" value={of} />}
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="back" value={back} />
      {children}
    </form>
  );
}

interface InlineConfirmProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Where cancelling leads (the page without the question). */
  cancelTo: string;
  danger?: boolean;
  /** Fields asked with the question, sent with the form. */
  children?: ReactNode;
}

/** The question a dialog asks, asked in the page: its confirm button sends the enclosing form. */
export function InlineConfirm({
  title,
  text,
  confirmLabel,
  cancelLabel,
  cancelTo,
  danger,
  children,
}: InlineConfirmProps) {
  const id = useId();
  return (
    <div className="member-confirm" role="group" aria-labelledby={id}>
      <Text as="p" weight="bold" id={id}>
        {title}
      </Text>
      <Text as="p" size="2">
        {text}
      </Text>
      {children}
      <Flex gap="3" align="center" mt="2">
        <Button type="submit" name="confirmed" value="1" color={danger ? 'red' : undefined}>
          {confirmLabel}
        </Button>
        <Link to={cancelTo}>{cancelLabel}</Link>
      </Flex>
    </div>
  );
}
