/**
 * In fr, a list leaves out what has no French version (spec §1); this line says how many more
 * exist in English and links to the combined reading of the same address (a whole new document:
 * the language changes).
 */
import { useTranslation } from 'react-i18next';
import { Text } from '@radix-ui/themes';
import { useCombinedHref } from '../lib/english-only';

export function EnglishOnlyNote({ count }: { count: number }) {
  const { t } = useTranslation('content');
  const combinedHref = useCombinedHref();
  if (count <= 0) return null;
  return (
    <Text as="p" size="2" className="english-only-note" data-testid="english-only-note">
      {t('englishOnly.count', { count })}{' '}
      <a href={combinedHref} hrefLang="en">
        {t('englishOnly.link')}
      </a>
    </Text>
  );
}
