/**
 * The page of a group of presentations (a series, a collection): a banner with a kicker, the
 * group's title and description, then a section holding its presentations. The title and
 * description carry their own language when it differs from the page's (combined mode).
 */
import type { ReactNode } from 'react';
import { Heading, Text } from '@radix-ui/themes';
import { uiLanguage } from '#shared/i18n/create-i18n.ts';
import { useRootData } from '../../lib/use-root-data';
import { ResponsiveImage } from '../responsive-image';
import '../../styles/presentations.css';

interface LocalText {
  text: string;
  lang: string;
}

interface GroupPageProps {
  group: { title: LocalText; description?: LocalText; image?: string };
  /** The small line above the title: what kind of group this is. */
  kicker: string;
  /** Prefix of the presentations section's heading id ("<sectionId>-title"). */
  sectionId: string;
  sectionTitle: string;
  children: ReactNode;
}

export function GroupPage({ group, kicker, sectionId, sectionTitle, children }: GroupPageProps) {
  const { locale } = useRootData();
  const page = uiLanguage(locale);
  const langOf = (text: LocalText) => (text.lang !== page ? text.lang : undefined);
  return (
    <div className="presentations-scope">
      <header className="header-banner series-banner">
        {group.image && <ResponsiveImage src={group.image} slot="groupBanner" priority className="banner-image" />}
        <div>
          <Text as="p" size="2" weight="medium" color="grass" className="series-kicker">
            {kicker}
          </Text>
          <Heading as="h1" size="8" lang={langOf(group.title)}>
            {group.title.text}
          </Heading>
          {group.description && (
            <Text as="p" size="4" color="gray" mt="2" lang={langOf(group.description)}>
              {group.description.text}
            </Text>
          )}
        </div>
      </header>
      <section className="page-section" aria-labelledby={`${sectionId}-title`}>
        <Heading as="h2" size="6" id={`${sectionId}-title`} mb="2">
          {sectionTitle}
        </Heading>
        {children}
      </section>
    </div>
  );
}
