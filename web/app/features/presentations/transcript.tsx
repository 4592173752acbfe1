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
import type { AnswerCard } from '../answers/types';

export function Transcript({
  id,
  transcript,
  lang,
  moment,
  answers = [],
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
  /** Questions of the answer library anchored to a moment of this talk (decision 0040), shown at their line. */
  answers?: readonly AnswerCard[];
}) {
  const { t } = useTranslation('presentations');
  const { t: tAnswers } = useTranslation('answers');
  const { lines } = transcript;
  const momentLine = lines ? segmentAt(lines, moment) : -1;
  const answersAt = (index: number) =>
    lines ? answers.filter((answer) => answer.moment !== undefined && segmentAt(lines, answer.moment) === index) : [];

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
                {answersAt(index).map((answer) => (
                  <p key={answer.id} className="transcript-answer" data-testid="transcript-answer">
                    {tAnswers('question')}: <a href={answer.url}>{answer.question}</a>
                  </p>
                ))}
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
