/**
 * A password field with a show/hide button (the text stays in the field either way). The button
 * is rendered hidden: it needs a script, web/scripts/password-toggle.ts, which shows it and swaps
 * its label with the two the server wrote in the page's language.
 */
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@radix-ui/themes';
import { PageScript } from '../page-script';

type PasswordInputProps = Omit<ComponentProps<typeof TextField.Root>, 'type' | 'size'>;

export function PasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField.Root {...props} size="3" type="password" spellCheck={false}>
      <TextField.Slot side="right">
        <button
          type="button"
          hidden
          className="password-toggle"
          aria-controls={props.id}
          data-module="password-toggle"
          data-show={t('fields.showPassword')}
          data-hide={t('fields.hidePassword')}
        >
          {t('fields.showPassword')}
        </button>
        <PageScript name="password-toggle" />
      </TextField.Slot>
    </TextField.Root>
  );
}
