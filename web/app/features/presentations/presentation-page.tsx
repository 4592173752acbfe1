/**
 * /video-presentations/:id: the header (video, title, presenters, share menu), then the
 * description, resources, transcript, date and length. Where the talk belongs (series,
 * collections, categories, tags) and the rest of its series, loaded after the item.
 * `?t=95` opens it at a moment (decision 0026): Play starts there, and its transcript line is
 * marked. Rendered whole on the server; the player's module (web/scripts/video-player.ts) joins the
 * player, the transcript's timed lines and resume (decision 0025).
 */
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Flex, Heading, Text, VisuallyHidden } from '@radix-ui/themes';
import { formatDate, formatDuration, formatFileSize } from '#shared/lib/dates.ts';
import { MOMENT_PARAM } from '#shared/lib/moment-param.ts';
import { momentAnchor, parseMoment, segmentAt } from '#shared/lib/moments.ts';
import { uiLanguage } from '#shared/i18n/create-i18n.ts';
import { CardGrid } from '../../components/content-card';
import { ShareMenu } from '../../components/share-menu';
import { ListToggle } from '../../components/member/list-toggle';
import { SaveOffline } from '../../components/offline/save-offline';
import { VideoPlayer } from '../../components/video-player';
import { ResponsiveImage } from '../../components/responsive-image';
import { useRootData } from '../../lib/use-root-data';
import type { CardData } from '../../lib/view-models';
import type { ContentLanguage, PresentationPageData, PresentationTopics, PresentationView, TopicLink } from './types';
import { Transcript } from './transcript';
import { AnswersSection } from '../answers/answer-list';
import { Ladder } from './ladder';
import { DownloadIcon } from '../../components/icons/download-icon';
import '../../styles/presentations.css';
import '../../styles/presentation.css';

/** The transcript's disclosure, the target of the player's "Read the transcript instead". */
const TRANSCRIPT_ID = 'transcript';

/** `lang` for a text whose language is not the page's (English fallback in combined mode). */
function useLangOf() {
  const { locale } = useRootData();
  const page = uiLanguage(locale);
  return (text: { lang: ContentLanguage } | undefined) => (text && text.lang !== page ? text.lang : undefined);
}

/** The page's moment (`?t=`), when it falls within the video. */
function useMoment(durationSeconds: number | undefined): number | undefined {
  const [query] = useSearchParams();
  const moment = parseMoment(query.get(MOMENT_PARAM));
  return moment !== undefined && (durationSeconds === undefined || moment < durationSeconds) ? moment : undefined;
}

/** The id of the player, the target of the ladder's "Go to the player". */
const PLAYER_ID = 'player';

function Player({
  presentation,
  moment,
  resumeAt,
  signedIn,
  transcriptHref,
  priority,
}: {
  presentation: PresentationView;
  moment: number | undefined;
  resumeAt: number | undefined;
  signedIn: boolean;
  transcriptHref: string | undefined;
  /** It heads the page: its poster is the page's LCP image. Otherwise it shows no poster. */
  priority: boolean;
}) {
  if (!presentation.videoId) return null;
  const { title } = presentation;
  return (
    <div id={PLAYER_ID} className="presentation-player">
      <VideoPlayer
        videoId={presentation.videoId}
        title={title.text}
        // As the watch rung (the page leads with the cheap ones), not even its picture loads before
        // it is chosen: the plain placeholder, as on lite pages.
        poster={priority ? presentation.image : undefined}
        durationSeconds={presentation.durationSeconds}
        transcriptHref={transcriptHref}
        start={moment}
        resumeAt={resumeAt}
        priority={priority}
        progress={{
          id: presentation.id,
          title: title.text,
          path: `/video-presentations/${presentation.id}`,
          signedIn,
        }}
      />
    </div>
  );
}

function Banner({
  presentation,
  origin,
  listed,
  moment,
  resumeAt,
  signedIn,
  cheapFirst,
}: {
  presentation: PresentationView;
  origin: string;
  listed: boolean | undefined;
  moment: number | undefined;
  resumeAt: number | undefined;
  signedIn: boolean;
  /** The page leads with reading and listening: the player is in the ladder's last rung instead. */
  cheapFirst: boolean;
}) {
  const { t } = useTranslation('presentations');
  const langOf = useLangOf();
  const { title, presenters, transcript } = presentation;
  // The transcript is the free alternative to the video only when the reader can read it; at a
  // moment, the way to it leads to the moment's line.
  const ownTranscript = transcript !== undefined && langOf(transcript) === undefined;
  const momentLine = transcript?.lines ? segmentAt(transcript.lines, moment) : -1;
  const lineStart = transcript?.lines?.[momentLine]?.start;
  return (
    <header className="header-banner presentation-banner">
      <div className="presentation-media">
        {presentation.videoId
          ? !cheapFirst && (
              <Player
                presentation={presentation}
                moment={moment}
                resumeAt={resumeAt}
                signedIn={signedIn}
                transcriptHref={
                  ownTranscript ? `#${lineStart === undefined ? TRANSCRIPT_ID : momentAnchor(lineStart)}` : undefined
                }
                priority
              />
            )
          : presentation.image && (
              <ResponsiveImage src={presentation.image} slot="banner" priority className="banner-image" />
            )}
      </div>
      <Flex direction="column" gap="3" className="presentation-heading">
        <Heading as="h1" size="8" lang={langOf(title)}>
          {title.text}
        </Heading>
        {presenters.length > 0 && (
          <div className="presentation-presenters">
            <Text as="p" size="2" color="gray" id="presented-by">
              {t('presentation.presentedBy')}
            </Text>
            <ul aria-labelledby="presented-by">
              {presenters.map((presenter) => (
                <li key={presenter.id}>
                  <Link to={`/presenters/${presenter.id}`} className="presenter-name">
                    {presenter.name}
                  </Link>
                  {(presenter.role || presenter.organisation) && (
                    <Text as="span" size="2" className="presenter-role">
                      {[presenter.role, presenter.organisation].filter(Boolean).join(', ')}
                    </Text>
                  )}
                  {presenter.qualifications && (
                    <Text as="span" size="2" color="gray" className="presenter-qualifications">
                      {presenter.qualifications}
                    </Text>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        <Flex gap="3" align="center" wrap="wrap">
          <ListToggle kind="watchlist" itemId={presentation.id} initiallyIn={listed} />
          <ShareMenu title={title.text} origin={origin} />
          <SaveOffline
            path={`/video-presentations/${presentation.id}`}
            kind="presentation"
            title={title.text}
            audio={
              presentation.ladder.audio && {
                path: presentation.ladder.audio.href,
                bytes: presentation.ladder.audio.bytes,
              }
            }
            video={
              presentation.ladder.smallVideo && {
                path: presentation.ladder.smallVideo.href,
                bytes: presentation.ladder.smallVideo.bytes,
              }
            }
          />
        </Flex>
      </Flex>
    </header>
  );
}

function TopicList({ label, links, kind }: { label: string; links: TopicLink[]; kind: 'badge' | 'link' }) {
  if (links.length === 0) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <ul className={kind === 'badge' ? 'topic-badges' : 'topic-links'}>
          {links.map((link) => (
            <li key={link.id}>
              {kind === 'badge' ? (
                <Badge asChild color="grass" variant="soft" size="2">
                  <Link to={link.href}>{link.title}</Link>
                </Badge>
              ) : (
                <Link to={link.href}>{link.title}</Link>
              )}
            </li>
          ))}
        </ul>
      </dd>
    </>
  );
}

function Topics({ topics }: { topics: PresentationTopics | null }) {
  const { t } = useTranslation('presentations');
  if (!topics) return null;
  return (
    <dl className="presentation-facts" data-testid="presentation-topics">
      <TopicList label={t('presentation.series')} links={topics.series ? [topics.series] : []} kind="link" />
      <TopicList label={t('presentation.collections')} links={topics.collections} kind="link" />
      <TopicList label={t('presentation.categories')} links={topics.categories} kind="badge" />
      <TopicList label={t('presentation.tags')} links={topics.tags} kind="badge" />
    </dl>
  );
}

function Resources({ presentation }: { presentation: PresentationView }) {
  const { t } = useTranslation('presentations');
  const { locale } = useRootData();
  if (presentation.resources.length === 0) return null;
  return (
    <section className="page-section" aria-labelledby="resources-title">
      <Heading as="h2" size="5" id="resources-title" mb="3">
        {t('presentation.resources')}
      </Heading>
      <ul className="resource-list" data-testid="resources">
        {presentation.resources.map((resource) => (
          <li key={resource.url}>
            <a href={resource.url} download={resource.filename} className="resource-link">
              <DownloadIcon aria-hidden="true" className="resource-icon" />
              <span>
                <VisuallyHidden>{t('presentation.download')} </VisuallyHidden>
                <span className="resource-name">{resource.filename}</span>
              </span>
            </a>
            <Text as="span" size="2" color="gray" className="resource-size">
              {formatFileSize(resource.size, locale)}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Related({ cards }: { cards: CardData[] | null }) {
  const { t } = useTranslation('presentations');
  if (!cards || cards.length === 0) return null;
  return (
    <section className="page-section" aria-labelledby="related-title">
      <Heading as="h2" size="6" id="related-title" mb="4">
        {t('presentation.related')}
      </Heading>
      <CardGrid cards={cards} headingLevel="h3" />
    </section>
  );
}

export function PresentationPage({ data }: { data: PresentationPageData }) {
  const { t } = useTranslation('presentations');
  const { t: tAnswers } = useTranslation('answers');
  const langOf = useLangOf();
  const { locale, user, cheapFirst } = useRootData();
  const { presentation } = data;
  const pageMoment = useMoment(presentation.durationSeconds);
  const signedIn = user !== null;
  const transcriptHref = presentation.transcript ? `#${TRANSCRIPT_ID}-text` : undefined;
  const videoHere = cheapFirst && presentation.videoId !== undefined;
  return (
    <article className="presentation-page presentations-scope">
      <Banner
        presentation={presentation}
        origin={data.origin}
        listed={data.listed}
        moment={pageMoment}
        resumeAt={data.resumeAt}
        signedIn={signedIn}
        cheapFirst={cheapFirst}
      />
      <Ladder
        ladder={presentation.ladder}
        presentationId={presentation.id}
        title={presentation.title.text}
        transcriptHref={transcriptHref}
        playerHref={presentation.videoId ? `#${PLAYER_ID}` : undefined}
        player={
          videoHere ? (
            <Player
              presentation={presentation}
              moment={pageMoment}
              resumeAt={data.resumeAt}
              signedIn={signedIn}
              transcriptHref={undefined}
              priority={false}
            />
          ) : undefined
        }
      />
      <div className="presentation-body">
        <div className="presentation-main">
          {presentation.description && (
            <section aria-labelledby="about-title">
              <Heading as="h2" size="6" id="about-title" mb="3">
                {t('presentation.about')}
              </Heading>
              <div className="prose" lang={langOf(presentation.description)}>
                {presentation.description.paragraphs.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </section>
          )}
          <Resources presentation={presentation} />
          {presentation.transcript && (
            <Transcript
              id={TRANSCRIPT_ID}
              transcript={presentation.transcript}
              lang={langOf(presentation.transcript)}
              moment={pageMoment}
              answers={data.answers}
            />
          )}
          <AnswersSection answers={data.answers} id="talk-answers" title={tAnswers('underTalk')} />
        </div>
        <section className="presentation-aside" aria-labelledby="details-title">
          <Heading as="h2" size="4" id="details-title" mb="3">
            {t('presentation.details')}
          </Heading>
          <dl className="presentation-facts">
            <dt>{t('presentation.date')}</dt>
            <dd>
              <time dateTime={presentation.date}>{formatDate(presentation.date, locale)}</time>
            </dd>
            {presentation.durationSeconds !== undefined && (
              <>
                <dt>{t('presentation.duration')}</dt>
                <dd>{formatDuration(presentation.durationSeconds, locale)}</dd>
              </>
            )}
          </dl>
          <Topics topics={data.topics} />
        </section>
      </div>
      <Related cards={data.related} />
    </article>
  );
}
