/** The frame every home section shares: an anchored <section> with its h2 and optional intro. */
import type { ReactNode } from 'react';
import { Heading, Skeleton, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

interface HomeSectionProps {
  /** Names the section (`data-section`, the heading's id) and styles it (`home-<id>`). */
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  /** Tinted background band, to separate the calls to action from the content lists. */
  band?: boolean;
}

export function HomeSection({ id, title, intro, children, band = false }: HomeSectionProps) {
  return (
    <section
      className={`page-section home-section home-${id}${band ? ' home-band' : ''}`}
      aria-labelledby={`${id}-title`}
      data-section={id}
    >
      <Heading as="h2" size="6" id={`${id}-title`} mb={intro ? '1' : '4'}>
        {title}
      </Heading>
      {intro && (
        <Text as="p" color="gray" mb="4" className="home-intro">
          {intro}
        </Text>
      )}
      {children}
    </section>
  );
}

/** Placeholder blocks in the shape of a section's content while it streams in. */
export function SectionSkeleton({ count = 3, height = '220px' }: { count?: number; height?: string }) {
  return (
    <div className="pages-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} />
      ))}
    </div>
  );
}

/** What a section shows when its content could not be loaded. */
export function SectionUnavailable() {
  const { t } = useTranslation('pages');
  return (
    <Text as="p" color="gray" className="home-unavailable">
      {t('home.unavailable')}
    </Text>
  );
}
