/** The frame every home section shares: an anchored <section> with its h2 and optional intro. */
import type { ReactNode } from 'react';
import { Heading, Skeleton, Text } from '@radix-ui/themes';
import { DeferredSection } from '../../lib/deferred';
import '../../styles/pages.css';
import '../../styles/home.css';

interface HomeSectionProps {
  /** Names the section (`data-section`, the heading's id) and styles it (`home-<id>`). */
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  /** Tinted background band, to separate the calls to action from the content lists. */
  band?: boolean;
  /** The heading's id from the section's (a skeleton's frame gets ids of its own). */
  headingId?: (name: string) => string;
}

export function HomeSection({ id, title, intro, children, band = false, headingId }: HomeSectionProps) {
  const titleId = headingId ? headingId(`${id}-title`) : `${id}-title`;
  return (
    <section
      className={`page-section home-section home-${id}${band ? ' home-band' : ''}`}
      aria-labelledby={titleId}
      data-section={id}
    >
      <Heading as="h2" size="6" id={titleId} mb={intro ? '1' : '4'}>
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

/** A home section whose content streams in; left out whole if its content failed (spec §8). */
export function StreamedHomeSection<T>({
  value,
  skeleton,
  hideWhen,
  children,
  ...section
}: Omit<HomeSectionProps, 'children' | 'headingId'> & {
  value: Promise<T | null> | T | null;
  skeleton: ReactNode;
  /** Content that makes no section either (e.g. an empty list). */
  hideWhen?: (value: T) => boolean;
  children: (value: T) => ReactNode;
}) {
  return (
    <DeferredSection
      value={value}
      frame={(content, headingId) => (
        <HomeSection {...section} headingId={headingId}>
          {content}
        </HomeSection>
      )}
      skeleton={skeleton}
      hideWhen={hideWhen}
    >
      {children}
    </DeferredSection>
  );
}

/** For `hideWhen`: a list with nothing in it makes no section. */
export const isEmpty = (list: readonly unknown[]) => list.length === 0;
