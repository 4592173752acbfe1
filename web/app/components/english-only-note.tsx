/**
 * In fr, a list leaves out what has no French version (spec §1); this line says how many more
 * exist in English and links to the combined reading of the same address (a whole new document:
 * the language changes).
 */
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';

export function EnglishOnlyNote({ count }: { count: number }) {
  const { t } = useTranslation('content');
  const { pathname, search } = useLocation();
  if (count <= 0) return null;
  const query = new URLSearchParams(search);
  query.set('lang', 'combined');
  return (
    <Text as="p" size="2" className="english-only-note" data-testid="english-only-note">
      {t('englishOnly.count', { count })}{' '}
      <a href={`${pathname}?${query}`} hrefLang="en">
        {t('englishOnly.link')}
      </a>
    </Text>
  );
}
