/** A password field with a show/hide button (the text stays in the field either way). */
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@radix-ui/themes';

type PasswordInputProps = Omit<ComponentProps<typeof TextField.Root>, 'type' | 'size'>;

export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField.Root {...props} size="3" type={visible ? 'text' : 'password'} spellCheck={false}>
      <TextField.Slot side="right">
        <Button
          type="button"
          variant="ghost"
          size="1"
          aria-controls={props.id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('fields.hidePassword') : t('fields.showPassword')}
        </Button>
      </TextField.Slot>
    </TextField.Root>
  );
}
