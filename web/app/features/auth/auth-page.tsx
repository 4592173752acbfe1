/** The frame of the auth pages: the section named by its heading, the document title and the intro. */
import type { ReactNode } from 'react';
import { Heading, Text } from '@radix-ui/themes';

interface AuthPageProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  intro: string;
  children: ReactNode;
}

export function AuthPage({ titleId, title, intro, children }: AuthPageProps) {
  return (
    <section className="auth-page" aria-labelledby={titleId}>
      <Heading as="h1" size="7" id={titleId}>
        {title}
      </Heading>
      <Text as="p" color="gray" className="auth-intro">
        {intro}
      </Text>
      {children}
    </section>
  );
}
