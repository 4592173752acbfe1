/** The frame every home section shares: an anchored <section> with its h2 and optional intro. */
import type { ReactNode } from 'react';
import { Heading, Text } from '@radix-ui/themes';
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
}

export function HomeSection({ id, title, intro, children, band = false }: HomeSectionProps) {
  const titleId = `${id}-title`;
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

/** A home section left out whole when its content failed (null, spec §8) or `hideWhen` says it has nothing. */
export function OptionalHomeSection<T>({
  value,
  hideWhen,
  children,
  ...section
}: Omit<HomeSectionProps, 'children'> & {
  value: T | null;
  /** Content that makes no section either (e.g. an empty list). */
  hideWhen?: (value: T) => boolean;
  children: (value: T) => ReactNode;
}) {
  if (value === null || hideWhen?.(value)) return null;
  return <HomeSection {...section}>{children(value)}</HomeSection>;
}

/** For `hideWhen`: a list with nothing in it makes no section. */
export const isEmpty = (list: readonly unknown[]) => list.length === 0;
