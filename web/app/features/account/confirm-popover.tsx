/**
 * A row's destructive action that asks first (remove from a list, withdraw a request), with no
 * script: where the browser has popovers, the row's button opens the question in the page (the
 * `popover` attribute and `popovertarget`) and its confirm button sends the enclosing form with
 * `confirmed=1` (the members' one `QuestionPopover`); elsewhere (site.css, `@supports
 * selector(:popover-open)`) the button sends the form unconfirmed and the action answers with the same question asked in the row
 * (`InlineConfirm`), the fallback of the member action route.
 */
import { useId } from 'react';
import { Button } from '@radix-ui/themes';
import { QuestionPopover } from '../../components/member/member-action-form';

interface ConfirmPopoverProps {
  /** The row's button label, and its accessible name when the label alone is not enough. */
  label: string;
  ariaLabel?: string;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  testId?: string;
}

/** The row's button(s) and the popover question; render inside the row's form. */
export function ConfirmPopover({
  label,
  ariaLabel,
  title,
  text,
  confirmLabel,
  cancelLabel,
  testId,
}: ConfirmPopoverProps) {
  const id = useId();
  const popoverId = `${id}-confirm`;
  return (
    <>
      <Button
        type="button"
        size="1"
        variant="soft"
        color="red"
        popoverTarget={popoverId}
        className="question-open"
        aria-label={ariaLabel}
        data-testid={testId}
      >
        {label}
      </Button>
      <Button type="submit" size="1" variant="soft" color="red" className="question-fallback" aria-label={ariaLabel}>
        {label}
      </Button>
      <QuestionPopover
        id={popoverId}
        title={title}
        text={text}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        danger
        className="confirm-popover"
      />
    </>
  );
}
