/**
 * About: the intro video (poster first; YouTube loads only on press), how it works for learners,
 * presenters and institutions, the mission (static text in the `pages` namespace) and the
 * advisory council (from the content service; left out if it fails).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { VideoPlayer } from '../../components/video-player';
import { useRootData } from '../../lib/use-root-data';
import type { AboutData } from '../../lib/loader-types';
import { CouncilList } from '../council/council-list';
import '../../styles/pages.css';
import '../../styles/home.css';
import '../../styles/council.css';

/** The intro video per UI language (the French one is a separate recording). */
const INTRO_VIDEO = { en: 'THCsQLY8jmN', fr: 'ue78Tc9pGyQ' } as const;

interface Audience {
  id: string;
  title: string;
  steps: string[];
}

export function AboutPage({ data }: { data: AboutData }) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  const { locale } = useRootData();
  const audiences = t('about.audiences', { returnObjects: true }) as unknown as Audience[];
  const mission = t('about.mission', { returnObjects: true }) as unknown as string[];
  return (
    <article className="page about-page">
      <header className="about-header">
        <Heading as="h1" size="8" mb="3">
          {tc('pages.about')}
        </Heading>
        <Text as="p" size="4" className="about-lead">
          {t('about.intro')}
        </Text>
      </header>

      <section className="page-section" aria-labelledby="about-video-title" data-section="video">
        <Heading as="h2" size="6" id="about-video-title" mb="4">
          {t('about.videoHeading')}
        </Heading>
        <div className="about-video">
          <VideoPlayer videoId={INTRO_VIDEO[locale === 'en' ? 'en' : 'fr']} title={t('about.videoTitle')} />
        </div>
      </section>

      <section className="page-section" aria-labelledby="how-it-works-title" data-section="how-it-works">
        <Heading as="h2" size="6" id="how-it-works-title" mb="1">
          {t('about.howItWorks')}
        </Heading>
        <Text as="p" color="gray" mb="4">
          {t('about.howItWorksIntro')}
        </Text>
        <ul className="pages-grid about-audiences">
          {audiences.map((audience) => (
            <li key={audience.id}>
              <Card size="3" className="about-audience" data-audience={audience.id}>
                <Heading as="h3" size="5" mb="3">
                  {audience.title}
                </Heading>
                <ol className="steps steps-compact">
                  {audience.steps.map((step) => (
                    <li key={step} className="step">
                      <Text as="span" size="3">
                        {step}
                      </Text>
                    </li>
                  ))}
                </ol>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className="page-section prose" aria-labelledby="mission-title" data-section="mission">
        <Heading as="h2" size="6" id="mission-title" mb="3">
          {t('about.missionHeading')}
        </Heading>
        {mission.map((paragraph) => (
          <Text as="p" size="3" key={paragraph}>
            {paragraph}
          </Text>
        ))}
      </section>

      {data.council && data.council.length > 0 && (
        <section className="page-section" aria-labelledby="advisory-council-title" data-section="advisory-council">
          <Heading as="h2" size="6" id="advisory-council-title" mb="1">
            {t('council.title')}
          </Heading>
          <Text as="p" color="gray" mb="4">
            {t('council.intro')}
          </Text>
          <CouncilList members={data.council} />
        </section>
      )}

      <section className="page-section" aria-labelledby="take-part-title" data-section="take-part">
        <Heading as="h2" size="6" id="take-part-title" mb="3">
          {t('about.ctaHeading')}
        </Heading>
        <Flex gap="3" wrap="wrap">
          <Button asChild size="3">
            <Link to="/video-presentations">{t('about.browse')}</Link>
          </Button>
          <Button asChild size="3" variant="outline" highContrast>
            <Link to="/signup">{t('about.becomePresenter')}</Link>
          </Button>
          <Button asChild size="3" variant="outline" highContrast>
            <Link to="/contact">{t('about.contact')}</Link>
          </Button>
        </Flex>
      </section>
    </article>
  );
}
