/**
 * "Send this talk" (issue #35): the talk as one file that plays on any phone with no internet
 * (shared/lib/talk-file.ts), with its audio and, where the talk has one, its small video, each with
 * its size and cost stated before the download, like the ladder's rungs. A plain download link
 * works everywhere; where the browser can hand files to the phone's share sheet (Web Share API
 * level 2), its module (web/scripts/send-talk.ts) shows a Send button beside it.
 */
import { useTranslation } from 'react-i18next';
import { Heading } from '@radix-ui/themes';
import { PageScript } from '../../components/page-script';
import { DownloadIcon } from '../../components/icons/download-icon';
import { Price } from '../../components/rung-price';
import type { TalkFileView } from './types';

function SendOption({ name, file, title }: { name: string; file: TalkFileView; title: string }) {
  const { t } = useTranslation('presentations');
  return (
    <li className="send-option">
      <div className="rung-head">
        <Heading as="h4" size="2" className="rung-name">
          {name}
        </Heading>
        <Price bytes={file.bytes} />
      </div>
      <div className="rung-actions">
        <a href={file.href} download={file.filename} className="rung-download" data-send-file="">
          <DownloadIcon aria-hidden="true" className="rung-download-icon" />
          <span>{t('send.download')}</span>
        </a>
        <button
          type="button"
          className="rung-action send-share"
          hidden
          data-send-share=""
          data-href={file.href}
          data-filename={file.filename}
          data-title={title}
        >
          {t('send.share')}
        </button>
      </div>
    </li>
  );
}

export function SendTalk({ send, title }: { send: { audio?: TalkFileView; video?: TalkFileView }; title: string }) {
  const { t } = useTranslation('presentations');
  return (
    <section className="send-talk" aria-labelledby="send-title" data-module="send-talk">
      <Heading as="h3" size="4" id="send-title">
        {t('send.title')}
      </Heading>
      <p className="rung-what">{t('send.intro')}</p>
      <ul className="send-options">
        {send.audio && <SendOption name={t('send.audio')} file={send.audio} title={title} />}
        {send.video && <SendOption name={t('send.video')} file={send.video} title={title} />}
      </ul>
      <p
        className="send-status"
        role="status"
        data-send-status=""
        data-preparing={t('send.preparing')}
        data-ready={t('send.ready')}
        data-failed={t('send.failed')}
      />
      <PageScript name="send-talk" />
    </section>
  );
}
