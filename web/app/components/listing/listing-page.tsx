/**
 * The frame of a public listing page (presenters, blog, events): the document title, a header
 * with the page's heading and introduction, then the page's listings.
 */
import type { ReactNode } from 'react';
import { Heading, Text } from '@radix-ui/themes';
import '../../styles/people.css';

interface ListingPageProps {
  /** The page's classes, including the scope its styles hang from (e.g. "page people-scope blog-page"). */
  className: string;
  title: string;
  intro: string;
  children: ReactNode;
}

export function ListingPage({ className, title, intro, children }: ListingPageProps) {
  return (
    <div className={className}>
      <header className="listing-header">
        <Heading as="h1" size="8">
          {title}
        </Heading>
        <Text as="p" size="4" color="gray">
          {intro}
        </Text>
      </header>
      {children}
    </div>
  );
}
