/**
 * The plain-form side of the member controls (list toggles, connect; decision 0019): a form that
 * posts to the member action route, so the control works on lite pages and without JavaScript,
 * and the confirmation that route asks for, shown in place of the dialog. On pages without React
 * the form is the one path: `QuestionPopover` asks the same question in a popover with no script
 * and no round trip, and its confirm button sends the same form with `confirmed=1`.
 */
import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
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

interface QuestionPopoverProps {
  /** The popover's id: the button that asks the question names it in `popoverTarget`. */
  id: string;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  /** `alertdialog` for a destructive question (the default), `dialog` for one that asks for input. */
  role?: 'alertdialog' | 'dialog';
  className?: string;
  testId?: string;
  /** Fields asked with the question, sent with the form; the first takes the focus (`autoFocus`). */
  children?: ReactNode;
}

/**
 * The question a member action asks first, with no script and no round trip (list remove, withdraw,
 * connect): a popover inside the action's form (the `popover` attribute), opened by the button that
 * names it (`popoverTarget`, class `question-open`); its confirm button sends the form with
 * `confirmed=1`, Cancel (or Escape, or a tap beside it) closes it. Where the browser has no
 * popovers (site.css, `@supports selector(:popover-open)`), the `question-fallback` button sends
 * the form unconfirmed instead and the action route asks on the next page (`InlineConfirm`).
 */
export function QuestionPopover({
  id,
  title,
  text,
  confirmLabel,
  cancelLabel,
  danger,
  role = 'alertdialog',
  className,
  testId,
  children,
}: QuestionPopoverProps) {
  return (
    <div
      popover="auto"
      id={id}
      className={`question-panel${className ? ` ${className}` : ''}`}
      role={role}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid={testId}
    >
      <Heading as="h2" size="4" id={`${id}-title`} mb="2">
        {title}
      </Heading>
      <Text as="p" size="2" id={`${id}-text`}>
        {text}
      </Text>
      {children}
      <Flex gap="3" mt="4" justify="end" wrap="wrap">
        {/* The keyboard lands on the harmless answer when the question opens (or on its first field). */}
        <Button
          type="button"
          variant="soft"
          color="gray"
          popoverTarget={id}
          popoverTargetAction="hide"
          autoFocus={!children}
        >
          {cancelLabel}
        </Button>
        {/* High contrast: white on Radix's red 9 is under 4.5:1. */}
        <Button
          type="submit"
          name="confirmed"
          value="1"
          color={danger ? 'red' : undefined}
          highContrast={danger}
          data-testid="confirm-action"
        >
          {confirmLabel}
        </Button>
      </Flex>
    </div>
  );
}
