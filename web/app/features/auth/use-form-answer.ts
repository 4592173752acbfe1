/**
 * The answer of an auth page's server action (the page rendered after its form was posted), when
 * it answers this page's form, and the words of a message key the answer holds, in the page's
 * language (the field messages are the shared schemas' keys, some with values).
 */
import { useActionData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FORM_ERROR_VALUES } from '#shared/schemas/forms.ts';
import { AUTH_ERROR_VALUES } from '#shared/schemas/auth-forms.ts';

/** The action's data when it answers `form`. */
export function useFormAnswer<A extends { form: string }>(form: A['form']): A | undefined {
  // The answers are plain JSON (auth-forms.ts), the same before and after serialisation.
  const data = useActionData() as A | undefined;
  return data?.form === form ? data : undefined;
}

/** `show(key)`: a schema message key (any namespace) in the page's language. */
export function useMessageText() {
  const { t } = useTranslation('auth');
  return (key: string | undefined) =>
    key ? t(key, { ...(FORM_ERROR_VALUES[key] ?? {}), ...(AUTH_ERROR_VALUES[key] ?? {}) }) : undefined;
}
