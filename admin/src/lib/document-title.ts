/** Sets the document's title to "<page> – Admin console" while a page is shown. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function useDocumentTitle(page: string) {
  const { t } = useTranslation();
  const title = `${page} – ${t('title')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
