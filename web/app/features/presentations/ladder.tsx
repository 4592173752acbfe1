/**
 * The ways to take in a talk, cheapest first (issue #26): read the transcript, listen, watch small,
 * watch. Each rung says its size and, for a visitor whose country is known, what that costs in their
 * money (shared/lib/data-cost.ts, the table behind it on /data-costs). Nothing of a rung loads before
 * it is chosen: the transcript is already on the page (its file is a link), the audio and the small
 * video are `preload="none"` elements (they play with no script), and the player loads only on Play.
 * Their module (web/scripts/ladder.ts) resumes the audio and small video where the listener left
 * off and counts the choices the Worker does not see.
 *
 * On lite pages, with Save-Data, or on a 3g connection or slower (`cheapFirst`), the page leads
 * with reading and listening: the player is the last rung, under them, instead of heading the page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '@radix-ui/themes';
import { formatDuration } from '#shared/lib/dates.ts';
import { Link } from 'react-router';
import { PageScript } from '../../components/page-script';
import { DownloadIcon } from '../../components/icons/download-icon';
import { useRootData } from '../../lib/use-root-data';
import type { LadderView, RenditionView } from './types';
import { Price } from '../../components/rung-price';
import { SendTalk } from './send-talk';

/** Where the costs are explained and the country is chosen. */
const DATA_COSTS_PATH = '/data-costs';

type RungName = 'read' | 'listen' | 'watch-small' | 'watch';

function Rung({
  name,
  title,
  what,
  bytes,
  estimate,
  children,
}: {
  name: RungName;
  title: string;
  what: string;
  bytes: number;
  estimate?: boolean;
  children: ReactNode;
}) {
  return (
    <li className="rung" data-rung={name}>
      <div className="rung-head">
        <Heading as="h3" size="3" className="rung-name">
          {title}
        </Heading>
        <Price bytes={bytes} estimate={estimate} />
      </div>
      <p className="rung-what">{what}</p>
      {children}
    </li>
  );
}

function DownloadLink({ href, filename, label }: { href: string; filename: string; label: string }) {
  return (
    <a href={href} download={filename} className="rung-download">
      <DownloadIcon aria-hidden="true" className="rung-download-icon" />
      <span>{label}</span>
    </a>
  );
}

/** "OGG", "MP3": the file's kind, as its name's extension. */
const formatOf = (rendition: RenditionView) => (rendition.filename.split('.').pop() ?? '').toUpperCase();

export function Ladder({
  ladder,
  presentationId,
  title,
  transcriptHref,
  player,
  playerHref,
}: {
  ladder: LadderView;
  presentationId: string;
  /** The talk's title: with the rung, the name of its audio and video players. */
  title: string;
  /** The transcript on the page (`#transcript`), when the reader can read it. */
  transcriptHref: string | undefined;
  /** The player, when the page leads with the cheap rungs: it is then the last rung's content. */
  player?: ReactNode;
  /** The player heading the page, otherwise. */
  playerHref?: string;
}) {
  const { t } = useTranslation('presentations');
  const { t: tc } = useTranslation('common');
  const { locale, country } = useRootData();
  const { transcriptFile, audio, smallVideo, videoBytes } = ladder;
  const inOtherLanguage = (rendition: RenditionView) =>
    rendition.lang ? ` ${t(rendition.lang === 'en' ? 'ladder.inEnglish' : 'ladder.inFrench')}` : '';
  const hasRung = transcriptFile || audio || smallVideo || videoBytes !== undefined;
  if (!hasRung) return null;
  // A talk with only its player: what watching costs, without a ladder of one rung.
  const playerOnly = !transcriptFile && !audio && !smallVideo;
  return (
    <section
      className="ladder"
      aria-labelledby="ladder-title"
      data-module="ladder"
      data-presentation-id={presentationId}
    >
      <Heading as="h2" size="5" id="ladder-title">
        {t(playerOnly ? 'ladder.playerOnlyTitle' : 'ladder.title')}
      </Heading>
      <p className="ladder-intro">
        {t(playerOnly ? 'ladder.playerOnlyIntro' : 'ladder.intro')}{' '}
        <Link to={DATA_COSTS_PATH}>{country ? t('ladder.costsLink') : t('ladder.chooseCountry')}</Link>
      </p>
      <ol className="ladder-rungs">
        {transcriptFile && (
          <Rung name="read" title={t('ladder.read.name')} what={t('ladder.read.what')} bytes={transcriptFile.bytes}>
            <div className="rung-actions">
              {transcriptHref && (
                <a href={transcriptHref} className="rung-action">
                  {t('ladder.read.action')}
                </a>
              )}
              <DownloadLink
                href={transcriptFile.href}
                filename={transcriptFile.filename}
                label={t('ladder.read.download')}
              />
            </div>
          </Rung>
        )}
        {audio && (
          <Rung
            name="listen"
            title={t('ladder.listen.name')}
            what={`${t('ladder.listen.what', { duration: formatDuration(audio.durationSeconds, locale) })}${inOtherLanguage(audio)}`}
            bytes={audio.bytes}
          >
            <audio
              controls
              preload="none"
              className="rung-media"
              data-resume-key={audio.href}
              lang={audio.lang}
              aria-label={t('ladder.mediaName', { rung: t('ladder.listen.name'), title })}
            >
              <source src={audio.href} type={audio.type} />
            </audio>
            <div className="rung-actions">
              <DownloadLink
                href={`${audio.href}?download=1`}
                filename={audio.filename}
                label={t('ladder.listen.download', { format: formatOf(audio) })}
              />
            </div>
          </Rung>
        )}
        {smallVideo && (
          <Rung
            name="watch-small"
            title={t('ladder.watchSmall.name')}
            what={`${t('ladder.watchSmall.what', {
              height: smallVideo.height,
              duration: formatDuration(smallVideo.durationSeconds, locale),
            })}${inOtherLanguage(smallVideo)}`}
            bytes={smallVideo.bytes}
          >
            {/*
              Not a <video> until it is chosen: Chromium draws a loading wheel over a
              preload="none" video that has loaded nothing. Without a script the link plays the
              file in the browser's own player, in a tab of its own (the page stays where it
              was); with one (ladder module) it becomes the player here, from where this device
              left it.
            */}
            <div
              className="rung-video-slot"
              data-video-slot=""
              data-type={smallVideo.type}
              data-lang={smallVideo.lang}
              data-name={t('ladder.mediaName', { rung: t('ladder.watchSmall.name'), title })}
              data-width={256}
              data-height={smallVideo.height}
            >
              <a href={smallVideo.href} type={smallVideo.type} className="rung-play" target="_blank" rel="noopener">
                <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                  <circle cx="12" cy="12" r="12" className="rung-play-disc" />
                  <path d="M9.5 7.5v9l7-4.5z" fill="#fff" />
                </svg>
                <span>{t('ladder.watchSmall.play')}</span>
              </a>
            </div>
            {smallVideo.captions && (
              // The files themselves (to keep, or for a player of one's own); the module makes them
              // the video's <track>s, each labelled in its own language.
              <p className="rung-captions" data-captions-list="">
                {t('ladder.watchSmall.captions')}{' '}
                {smallVideo.captions.map((captions, index) => (
                  <span key={captions.lang}>
                    {index > 0 && ' · '}
                    <a
                      href={captions.href}
                      hrefLang={captions.lang}
                      lang={captions.lang}
                      type="text/vtt"
                      data-captions={captions.lang}
                      download
                    >
                      {tc(`language.${captions.lang}`)}
                    </a>
                  </span>
                ))}
              </p>
            )}
          </Rung>
        )}
        {videoBytes !== undefined && (
          <Rung name="watch" title={t('ladder.watch.name')} what={t('ladder.watch.what')} bytes={videoBytes} estimate>
            {player ??
              (playerHref && (
                <div className="rung-actions">
                  <a href={playerHref} className="rung-action">
                    {t('ladder.watch.action')}
                  </a>
                </div>
              ))}
          </Rung>
        )}
      </ol>
      {ladder.send && <SendTalk send={ladder.send} title={title} />}
      {/* Its module resumes the files and counts reading on the page: nothing to do for the player alone. */}
      {!playerOnly && <PageScript name="ladder" />}
    </section>
  );
}
