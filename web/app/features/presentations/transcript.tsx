/**
 * A presentation's transcript in a disclosure (decision 0026): paragraphs, or a list of timed
 * lines. A line's time is a link to the page at that moment (`?t=95#t-95`): without JavaScript,
 * and before Play, following it marks the line and makes Play start there; while the video
 * plays, it seeks the video. The line being spoken is marked (`aria-current="time"`) as the video
 * plays, and the line of the page's moment before it does. The disclosure is open at a moment.
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoment, momentAnchor, momentDuration, momentHref, segmentAt } from '#shared/lib/moments.ts';
import type { YouTubeBridge } from '../../lib/youtube-bridge';
import type { TranscriptLine, TranscriptView } from './types';

/** The line being spoken, as the player reports its time; -1 before it has (or without a player). */
function usePlayingLine(lines: TranscriptLine[] | undefined, bridge: YouTubeBridge | null): number {
  const [reported, setReported] = useState<{ bridge: YouTubeBridge; line: number } | null>(null);
  useEffect(() => {
    if (!lines || !bridge) return;
    return bridge.onTime((seconds) => {
      const line = segmentAt(lines, seconds);
      // A new state only when the line changes: the list is not rendered again on every report.
      setReported((previous) => (previous?.bridge === bridge && previous.line === line ? previous : { bridge, line }));
    });
  }, [lines, bridge]);
  return reported && reported.bridge === bridge ? reported.line : -1;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function Transcript({
  id,
  transcript,
  lang,
  moment,
  bridge,
}: {
  /** The disclosure's id (the player's "Read the transcript instead" leads to it). */
  id: string;
  transcript: TranscriptView;
  /** `lang` of the text when it is not the page's (English in combined mode). */
  lang: string | undefined;
  /** The page's moment (`?t=`), in seconds. */
  moment: number | undefined;
  /** The bridge to the player while it is there. */
  bridge: YouTubeBridge | null;
}) {
  const { t } = useTranslation('presentations');
  const navigate = useNavigate();
  const { lines } = transcript;
  const momentLine = lines ? segmentAt(lines, moment) : -1;
  const playingLine = usePlayingLine(lines, bridge);
  const current = playingLine >= 0 ? playingLine : momentLine;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, start: number) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    bridge?.seekTo(start);
    // The address names the moment (to share or reload it); the page stays where it is (without
    // the line's anchor, which React Router's scroll restoration would scroll to).
    void navigate(momentHref(start), { replace: true, preventScrollReset: true });
  };

  return (
    <details className="transcript" id={id} data-testid="transcript" open={momentLine >= 0 || undefined}>
      <summary>{t('presentation.transcript')}</summary>
      {lines ? (
        <ol className="transcript-lines" data-testid="transcript-lines">
          {lines.map((line, index) => {
            const time = formatMoment(line.start);
            return (
              <li
                key={line.start}
                id={momentAnchor(line.start)}
                className="transcript-line"
                aria-current={index === current ? 'time' : undefined}
              >
                <a
                  href={momentHref(line.start, { anchor: true })}
                  className="transcript-time"
                  aria-label={t('presentation.goTo', { time })}
                  onClick={(event) => goTo(event, line.start)}
                >
                  <time dateTime={momentDuration(line.start)}>{time}</time>
                </a>
                <span className="transcript-text" lang={lang}>
                  {line.text}
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <div className="prose" lang={lang}>
          {transcript.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
    </details>
  );
}
