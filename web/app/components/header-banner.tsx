/**
 * The header banner (spec §2): title and subtitle; for presenters, presentations and events an
 * image, role, organisation, qualifications and a share menu; for articles the first category,
 * title, summary, date, author and read time.
 */
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import { formatDate } from '#shared/lib/dates.ts';
import { useRootData } from '../lib/use-root-data';
import { ShareMenu } from './share-menu';
import { ResponsiveImage } from './responsive-image';
import '../styles/presentations.css';

export interface HeaderBannerProps {
  title: string;
  subtitle?: string;
  /** A 515 x 286 image (presenters' too, spec §5: drawn at that ratio, never cropped to a circle). */
  image?: string;
  role?: string;
  organisation?: string;
  qualifications?: string;
  category?: string;
  summary?: string;
  date?: string;
  author?: string;
  readTime?: number;
  /** The site's origin, to build shared links; no share menu without it. */
  shareOrigin?: string;
}

export function HeaderBanner(props: HeaderBannerProps) {
  const { t } = useTranslation('content');
  const { locale } = useRootData();
  const details = [props.role, props.organisation].filter(Boolean).join(', ');
  return (
    <header className="header-banner">
      <Flex gap="5" direction={{ initial: 'column', sm: 'row' }} align={{ initial: 'start', sm: 'center' }}>
        {props.image && (
          // At the top of the page: its LCP.
          <ResponsiveImage src={props.image} slot="banner" priority className="banner-image" />
        )}
        <Flex direction="column" gap="2">
          {props.category && (
            <Badge color="grass" size="2" className="banner-category">
              {props.category}
            </Badge>
          )}
          <Heading as="h1" size="8">
            {props.title}
          </Heading>
          {props.subtitle && (
            <Text as="p" size="4" color="gray">
              {props.subtitle}
            </Text>
          )}
          {details && (
            <Text as="p" size="3" weight="medium">
              {details}
            </Text>
          )}
          {props.qualifications && (
            <Text as="p" size="2" color="gray">
              {props.qualifications}
            </Text>
          )}
          {props.summary && (
            <Text as="p" size="3">
              {props.summary}
            </Text>
          )}
          {(props.date || props.author || props.readTime !== undefined) && (
            <Text as="p" size="2" color="gray" className="card-footer">
              {props.date && <time dateTime={props.date}>{formatDate(props.date, locale)}</time>}
              {props.author && <span>{t('card.by', { author: props.author })}</span>}
              {props.readTime !== undefined && <span>{t('card.readTime', { count: props.readTime })}</span>}
            </Text>
          )}
          {props.shareOrigin && <ShareMenu title={props.title} origin={props.shareOrigin} />}
        </Flex>
      </Flex>
    </header>
  );
}
