/**
 * A row's destructive action that asks first (remove from a list, withdraw a request), with no
 * script: where the browser has popovers, the row's button opens the question in the page (the
 * `popover` attribute and `popovertarget`) and its confirm button sends the enclosing form with
 * `confirmed=1`; elsewhere (account.css, `@supports selector(:popover-open)`) the button sends the
 * form unconfirmed and the action answers with the same question asked in the row
 * (`InlineConfirm`), the fallback of the member action route.
 */
import { useId } from 'react';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';

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
        className="confirm-open"
        aria-label={ariaLabel}
        data-testid={testId}
      >
        {label}
      </Button>
      <Button type="submit" size="1" variant="soft" color="red" className="confirm-fallback" aria-label={ariaLabel}>
        {label}
      </Button>
      <div
        popover="auto"
        id={popoverId}
        role="alertdialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className="confirm-popover question-panel"
      >
        <Heading as="h2" size="4" id={`${id}-title`} mb="2">
          {title}
        </Heading>
        <Text as="p" size="2" id={`${id}-text`}>
          {text}
        </Text>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <Button type="button" variant="soft" color="gray" popoverTarget={popoverId} popoverTargetAction="hide">
            {cancelLabel}
          </Button>
          <Button type="submit" name="confirmed" value="1" color="red" data-testid="confirm-action">
            {confirmLabel}
          </Button>
        </Flex>
      </div>
    </>
  );
}
