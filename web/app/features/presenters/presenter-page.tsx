/** /presenters/:id: a presenter's banner, subjects, bio and presentations. Never their contact details. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import { CardGrid } from '../../components/content-card';
import { HeaderBanner } from '../../components/header-banner';
import { ConnectButton } from '../../components/member/connect-button';
import { AnswersSection } from '../answers/answer-list';
import { useCombinedHref } from '../../lib/english-only';
import { listingHref, DEFAULT_LISTING_QUERY } from '#shared/lib/listing-query.ts';
import type { PresenterData } from './types';
import { TakeAway } from '../../components/take-away';
import '../../styles/people.css';

export function PresenterPage({ data }: { data: PresenterData }) {
  const { t } = useTranslation('people');
  const { t: tAnswers } = useTranslation('answers');
  const { presenter } = data;
  // A summary in the other language (English fallback) is shown in the bio, marked with its language.
  const bannerSummary = presenter.summaryLang ? undefined : presenter.summary;
  return (
    <article className="page people-scope presenter-page">
      <HeaderBanner
        title={presenter.displayName}
        subtitle={presenter.country}
        image={presenter.image}
        role={presenter.role}
        organisation={presenter.organisation}
        qualifications={presenter.qualifications}
        summary={bannerSummary}
        shareOrigin={data.origin}
      />
      <ConnectButton presenterId={presenter.id} presenterName={presenter.displayName} />
      {data.subjects && data.subjects.length > 0 && (
        <section className="page-section" aria-labelledby="presenter-subjects">
          <Heading as="h2" size="5" id="presenter-subjects" mb="3">
            {t('profile.subjects')}
          </Heading>
          <Flex asChild gap="2" wrap="wrap">
            <ul className="subject-list">
              {data.subjects.map((subject) => (
                <li key={subject.id}>
                  <Badge asChild color="grass" variant="soft" size="3">
                    <Link to={listingHref('/presenters', DEFAULT_LISTING_QUERY, { category: subject.id })}>
                      {subject.title}
                    </Link>
                  </Badge>
                </li>
              ))}
            </ul>
          </Flex>
        </section>
      )}
      <section className="page-section" aria-labelledby="presenter-bio">
        <Heading as="h2" size="5" id="presenter-bio" mb="3">
          {t('profile.bio', { name: presenter.displayName })}
        </Heading>
        <div className="prose">
          {presenter.summaryLang && presenter.summary && (
            <Text as="p" size="4" lang={presenter.summaryLang}>
              {presenter.summary}
            </Text>
          )}
          {presenter.bio.length > 0 ? (
            presenter.bio.map((paragraph, index) => (
              <Text as="p" size="3" key={index} lang={presenter.bioLang}>
                {paragraph}
              </Text>
            ))
          ) : presenter.bioInEnglish ? (
            <BioInEnglish />
          ) : (
            <Text as="p" color="gray">
              {t('profile.noBio')}
            </Text>
          )}
        </div>
      </section>
      {data.presentations && (
        <section className="page-section" aria-labelledby="presenter-presentations">
          <Heading as="h2" size="5" id="presenter-presentations" mb="3">
            {t('profile.presentations', { name: presenter.displayName })}
          </Heading>
          {data.presentations.length === 0 ? (
            <Text as="p" color="gray">
              {t('profile.noPresentations')}
            </Text>
          ) : (
            <CardGrid cards={data.presentations} headingLevel="h3" />
          )}
        </section>
      )}
      {data.answers && (
        <AnswersSection
          answers={data.answers}
          id="presenter-answers"
          title={tAnswers('onPresenter', { name: presenter.displayName })}
        />
      )}
      {data.takeAway && <TakeAway view={data.takeAway} />}
    </article>
  );
}

/** In fr, a biography written in English only: said, with a link to the combined reading of this page. */
function BioInEnglish() {
  const { t } = useTranslation('people');
  const combinedHref = useCombinedHref();
  return (
    <Text as="p" color="gray" data-testid="bio-english-only">
      {t('profile.bioEnglishOnly')}{' '}
      <a href={combinedHref} hrefLang="en">
        {t('profile.bioEnglishOnlyLink')}
      </a>
    </Text>
  );
}
