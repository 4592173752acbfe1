/**
 * Dates and numbers in the UI language, with the shared formatters (day, short month, year).
 * Times show in the browser's time zone: the team reads them as local times.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatNumber } from '#shared/lib/dates.ts';
import { currentLanguage } from './language';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function useFormat() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useMemo(() => {
    const timeZone = browserTimeZone();
    return {
      language,
      date: (value: string) => formatDate(value, language, timeZone),
      dateTime: (value: string) => formatDateTime(value, language, timeZone),
      number: (value: number) => formatNumber(value, language),
    };
  }, [language]);
}
