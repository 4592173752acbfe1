/**
 * A detail shown as a sheet along the right edge (a modal dialog): its title, a close button at
 * the top, a one-line description, and the focus given back to what opened it when it closes.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Flex } from '@radix-ui/themes';

interface SideSheetProps {
  title: ReactNode;
  description: ReactNode;
  busy: boolean;
  onClose: () => void;
  /** Where focus goes when the sheet closes (its opener). */
  returnFocus: () => void;
  children: ReactNode;
}

export function SideSheet({ title, description, busy, onClose, returnFocus, children }: SideSheetProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        className="side-sheet"
        aria-busy={busy}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title as="h2" size="5">
            {title}
          </Dialog.Title>
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('detail.close')}
            </Button>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray" mb="3">
          {description}
        </Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
