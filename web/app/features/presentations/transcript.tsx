/**
 * A presentation's transcript in a disclosure (decision 0026): paragraphs, or a list of timed
 * lines. A line's time is a link to the page at that moment (`?t=95#t-95`): without JavaScript,
 * following it marks the line and makes the link to the video start there. The line of the page's
 * moment is marked (`aria-current="time"`) and the disclosure is open at a moment. The player's
 * module (web/scripts/video-player.ts) makes a time seek the playing video and marks the line
 * being spoken as it plays; each line carries its start for it (`data-start`).
 */
import { useTranslation } from 'react-i18next';
import { formatMoment, momentAnchor, momentDuration, momentHref, segmentAt } from '#shared/lib/moments.ts';
import type { TranscriptView } from './types';

export function Transcript({
  id,
  transcript,
  lang,
  moment,
}: {
  /**
   * The disclosure's id (the player's "Read the transcript instead" leads to it); its text is
   * `{id}-text`, which the ladder's "Read it here" leads to: a link to an element inside a closed
   * disclosure opens it, with no script.
   */
  id: string;
  transcript: TranscriptView;
  /** `lang` of the text when it is not the page's (English in combined mode). */
  lang: string | undefined;
  /** The page's moment (`?t=`), in seconds. */
  moment: number | undefined;
}) {
  const { t } = useTranslation('presentations');
  const { lines } = transcript;
  const momentLine = lines ? segmentAt(lines, moment) : -1;

  return (
    <details className="transcript" id={id} data-testid="transcript" open={momentLine >= 0 || undefined}>
      <summary>{t('presentation.transcript')}</summary>
      {lines ? (
        <ol className="transcript-lines" data-testid="transcript-lines" id={`${id}-text`}>
          {lines.map((line, index) => {
            const time = formatMoment(line.start);
            return (
              <li
                key={line.start}
                id={momentAnchor(line.start)}
                className="transcript-line"
                data-start={Math.floor(line.start)}
                aria-current={index === momentLine ? 'time' : undefined}
              >
                <a
                  href={momentHref(line.start, { anchor: true })}
                  className="transcript-time"
                  aria-label={t('presentation.goTo', { time })}
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
        <div className="prose" lang={lang} id={`${id}-text`}>
          {transcript.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
    </details>
  );
}
