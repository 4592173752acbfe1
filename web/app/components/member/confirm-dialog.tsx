/**
 * A confirmation before an action (remove from a list, cancel or send a connection request):
 * Radix's AlertDialog, so focus moves into it, Escape cancels, and the page behind is inert.
 */
import type { ReactNode, RefObject } from 'react';
// eslint-disable-next-line no-restricted-imports -- its root is wrapped in SiteThemeContext
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { SiteThemeContext } from '../site-theme-context';

export interface ConfirmDialogProps {
  /** The button that opens it; without one, the dialog is controlled (`open`). */
  trigger?: ReactNode;
  /** Where focus goes back when a controlled dialog closes (its opener). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Red for destructive actions. */
  tone?: 'danger' | 'normal';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Fields asked with the question (the connection request's reason), after its text. */
  children?: ReactNode;
}

export function ConfirmDialog({
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  tone = 'normal',
  open,
  onOpenChange,
  returnFocusTo,
  children,
}: ConfirmDialogProps) {
  const controlled = open === undefined ? {} : { open };
  return (
    <SiteThemeContext>
      <AlertDialog.Root {...controlled} {...(onOpenChange ? { onOpenChange } : {})}>
        {trigger && <AlertDialog.Trigger>{trigger}</AlertDialog.Trigger>}
        <AlertDialog.Content
          maxWidth="440px"
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
        >
          <AlertDialog.Title>{title}</AlertDialog.Title>
          <AlertDialog.Description size="2">{description}</AlertDialog.Description>
          {children}
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action>
              <Button color={tone === 'danger' ? 'red' : undefined} onClick={onConfirm} data-testid="confirm-action">
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </SiteThemeContext>
  );
}

export default ConfirmDialog;
