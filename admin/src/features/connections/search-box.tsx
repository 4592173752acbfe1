/**
 * Free-text search (start of a name, surname or e-mail): applied on Enter or after a 300 ms pause.
 * What is typed stays in the box; the URL's value replaces it only when it changes from elsewhere
 * (Reset filters, Back). The API does not search within one member's requests, so the box is off
 * while the requester filter is on.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Text, TextField } from '@radix-ui/themes';
import { ADMIN_SEARCH_MAX } from '#shared/schemas/admin.ts';

const PAUSE_MS = 300;

interface SearchBoxProps {
  value: string;
  onSearch: (text: string) => void;
  /** Why searching is off (the API does not search within one member's requests). */
  disabledReason?: string | undefined;
}

export function SearchBox({ value, onSearch, disabledReason }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim());
  };

  return (
    <form role="search" onSubmit={onSubmit} className="search-box">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {t('toolbar.search')}
      </Text>
      <TextField.Root
        id={id}
        type="search"
        value={text}
        maxLength={ADMIN_SEARCH_MAX}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        disabled={Boolean(disabledReason)}
        aria-describedby={disabledReason ? `${id}-reason` : undefined}
      />
      {disabledReason && (
        <Text id={`${id}-reason`} size="1" color="gray">
          {disabledReason}
        </Text>
      )}
    </form>
  );
}
