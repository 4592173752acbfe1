/** Forward-only paging by cursor: First, Previous and Next page (no page numbers to jump to). */
import { useTranslation } from 'react-i18next';
import { Button, Flex } from '@radix-ui/themes';

interface PagerProps {
  hasPrevious: boolean;
  hasNext: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

export function Pager({ hasPrevious, hasNext, onFirst, onPrevious, onNext }: PagerProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('pager.label')}>
      <Flex gap="2" wrap="wrap">
        <Button variant="soft" color="gray" disabled={!hasPrevious} onClick={onFirst}>
          {t('pager.first')}
        </Button>
        <Button variant="soft" color="gray" disabled={!hasPrevious} onClick={onPrevious}>
          {t('pager.previous')}
        </Button>
        <Button variant="soft" color="gray" disabled={!hasNext} onClick={onNext}>
          {t('pager.next')}
        </Button>
      </Flex>
    </nav>
  );
}
