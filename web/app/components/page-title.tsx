/** Sets the document title as "title - name" (React hoists <title> into the head). */
import { useTranslation } from 'react-i18next';
import { pageTitle } from '../../../shared/lib/title';

export function PageTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  return <title>{pageTitle(title, t('siteName'))}</title>;
}
